import type { LanguageCode } from './languages.ts';

/** Dates as readers see them, written once for the validation (content tokens) and the app. */
const MONTHS: Record<LanguageCode, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
};

/** How each language writes a day of a month: "November 23, 2026", "23 novembre 2026" (the first is "1er"). */
const DAY_OF_MONTH: Record<LanguageCode, (day: number, month: string, year: string) => string> = {
  en: (day, month, year) => `${month} ${day}, ${year}`,
  fr: (day, month, year) => `${day === 1 ? '1er' : day} ${month} ${year}`,
};

/** A calendar date written YYYY-MM-DD as readers of the language write it. */
export function formatDate(date: string, language: LanguageCode = 'en'): string {
  const [year = '', month, day] = date.split('-');
  return DAY_OF_MONTH[language](Number(day), MONTHS[language][Number(month) - 1]!, year);
}

/** A year ("2024") or a year and month ("2024-11"): "November 2024", in French "novembre 2024". */
export function formatFounded(founded: string, language: LanguageCode = 'en'): string {
  const [year, month] = founded.split('-');
  return month ? `${MONTHS[language][Number(month) - 1]} ${year}` : String(year);
}
