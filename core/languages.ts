/**
 * The site's languages: English, the main one, at today's addresses, and French under /fr. Each
 * is named in its own language, as a language switcher shows it.
 */
export const LANGUAGES = {
  en: { name: 'English', prefix: '' },
  fr: { name: 'Français', prefix: '/fr' },
} as const;

export type LanguageCode = keyof typeof LANGUAGES;

/** The language a path belongs to: French under /fr, English everywhere else. */
export function languageOfPath(path: string): LanguageCode {
  return path === LANGUAGES.fr.prefix || path.startsWith(`${LANGUAGES.fr.prefix}/`) ? 'fr' : 'en';
}

/** The home page of a language. */
export const homeOf = (code: LanguageCode) => LANGUAGES[code].prefix || '/';

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
