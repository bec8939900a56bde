import { LANGUAGES, type LanguageCode } from '../../../core/languages.ts';

/** The hidden words after a repeated link's label, and whether a space parts them from it. */
export interface LinkSuffix {
  /** False when the words start with their own punctuation, such as a colon. */
  spaced: boolean;
  words: string;
}

/**
 * The words a repeated link label needs to make sense on its own, read by screen readers and
 * search engines but not shown; none when the label already names the thing. `joiner` is the
 * page's language's word for it ("Learn more" becomes "Learn more about Web Development") or a
 * colon, set as that language sets it: "En savoir plus : Développement Web" (a French subject
 * cannot follow a bare "sur" without its article). The words still follow the visible ones, for
 * voice control.
 */
export function linkSuffix(label: string, subject: string, joiner: string, language: LanguageCode = 'en'): LinkSuffix | undefined {
  if (label.toLocaleLowerCase().includes(subject.toLocaleLowerCase())) return undefined;
  return joiner === ':' ? { spaced: false, words: `${LANGUAGES[language].typography.colon}${subject}` } : { spaced: true, words: `${joiner} ${subject}` };
}

/**
 * The hidden words after a button's label that does not name the product or plan it is about,
 * with what joins them in the page's language: "Compare plans: RingCentral EX", « Comparer les
 * forfaits RingCentral EX », « Parlons du forfait Core ». None when the label names it.
 */
export function nameSuffix(label: string, name: string, language: LanguageCode = 'en'): string | undefined {
  if (label.toLocaleLowerCase().includes(name.toLocaleLowerCase())) return undefined;
  return `${LANGUAGES[language].typography.beforeName}${name}`;
}

/** The address without its scheme, for display: "https://www.example.com/" shows as "example.com". */
export function displayHost(href: string): string {
  return new URL(href).host.replace(/^www\./, '');
}
