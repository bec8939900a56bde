/**
 * The site's languages: English, the main one, at today's addresses, and French under /fr. Each
 * is named in its own language, as a language switcher shows it.
 */
export const LANGUAGES = {
  en: { name: 'English', prefix: '', typography: { colon: ': ', beforeName: ': ', thousands: ',', decimal: '.', beforePercent: '', openingQuote: '“' } },
  // Canadian French: a no-break space before a colon, thin no-break spaces in 1 000 and before %
  // ("30 %"), none before a "+" that means "or more" ("30+"); a name in apposition to its noun
  // (« les forfaits RingCentral EX »).
  fr: { name: 'Français', prefix: '/fr', typography: { colon: '\u00a0: ', beforeName: ' ', thousands: '\u202f', decimal: ',', beforePercent: '\u202f', openingQuote: '«' } },
} as const satisfies Record<string, { name: string; prefix: string; typography: Typography }>;

/** How a language writes the punctuation and numbers the pages put around content. */
export interface Typography {
  /** A colon with the spacing before and after it. */
  colon: string;
  /** What joins a product's or a plan's name to words about it that do not name it ("Compare plans: RingCentral EX"). */
  beforeName: string;
  /** What groups thousands in a number. */
  thousands: string;
  decimal: string;
  /** What stands between a number and a "%" after it (a "+" after it always follows it directly). */
  beforePercent: string;
  /** The mark that opens a quotation, drawn large above a testimonial. */
  openingQuote: '“' | '«';
}

export type LanguageCode = keyof typeof LANGUAGES;

/** The language a path belongs to: the one whose prefix it starts with, English (no prefix) otherwise. */
export function languageOfPath(path: string): LanguageCode {
  const prefixed = (Object.keys(LANGUAGES) as LanguageCode[]).find((code) => {
    const { prefix } = LANGUAGES[code];
    return prefix !== '' && (path === prefix || path.startsWith(`${prefix}/`));
  });
  return prefixed ?? 'en';
}

/** The home page of a language. */
export const homeOf = (code: LanguageCode) => LANGUAGES[code].prefix || '/';

/** Whether a path is the home page of its language. */
export const isHome = (path: string) => path === homeOf(languageOfPath(path));

interface Redirect {
  from: string;
  to: string;
}

/**
 * The old addresses of the French pages: each English redirect, under /fr, to the French version of
 * the page it leads to (/fr/care to the French CARE page), unless that address is a French page or
 * the English page has no French version.
 */
export function frenchRedirects(redirects: readonly Redirect[], frenchPages: readonly { path: string; counterpart: string }[]): Redirect[] {
  const french = new Map(frenchPages.map((page) => [page.counterpart, page.path]));
  const taken = new Set(frenchPages.map((page) => page.path));
  return redirects.flatMap(({ from, to }) => {
    const target = french.get(to);
    const source = `${LANGUAGES.fr.prefix}${from}`;
    return target === undefined || taken.has(source) ? [] : [{ from: source, to: target }];
  });
}
