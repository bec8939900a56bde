import type { LanguageCode } from './languages.ts';

/** Dates as readers see them, written once for the validation (content tokens) and the app. */
const MONTHS: Record<LanguageCode, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
};

/** A calendar date written YYYY-MM-DD: "November 23, 2026", in French "23 novembre 2026". */
export function formatDate(date: string, language: LanguageCode = 'en'): string {
  const [year, month, day] = date.split('-');
  const name = MONTHS[language][Number(month) - 1];
  return language === 'fr' ? `${Number(day) === 1 ? '1er' : Number(day)} ${name} ${year}` : `${name} ${Number(day)}, ${year}`;
}

/** A year ("2024") or a year and month ("2024-11"): "November 2024", in French "novembre 2024". */
export function formatFounded(founded: string, language: LanguageCode = 'en'): string {
  const [year, month] = founded.split('-');
  return month ? `${MONTHS[language][Number(month) - 1]} ${year}` : String(year);
}
