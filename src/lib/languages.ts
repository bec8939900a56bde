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
