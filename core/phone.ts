import type { LanguageCode } from './languages.ts';

/** A tel: link for a phone number as written for people: "+1 (204) 555-0123" becomes "tel:+12045550123". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

/** Between a number's groups in French: a no-break space, so that the number is not broken across lines where its line has room for it. */
const NO_BREAK_SPACE = '\u00a0';

/** How a language writes the three parts of a North American number; none: as site.yaml writes it. */
const NORTH_AMERICAN: Partial<Record<LanguageCode, (area: string, exchange: string, line: string) => string>> = {
  fr: (area, exchange, line) => `${area}${NO_BREAK_SPACE}${exchange}-${line}`,
};

/**
 * A phone number as readers of a language expect it: in English as site.yaml writes it; in French
 * as Canadian French writes North American numbers, with (no-break) spaces rather than brackets:
 * "+1 (204) 555-0123" becomes "+1 204 555-0123".
 */
export function displayPhone(phone: string, language: LanguageCode = 'en'): string {
  const digits = phone.replace(/\D/g, '');
  const local = /^1?(\d{3})(\d{3})(\d{4})$/.exec(digits);
  const write = NORTH_AMERICAN[language];
  if (!write || !local) return phone;
  return `${phone.trim().startsWith('+') ? `+1${NO_BREAK_SPACE}` : ''}${write(local[1]!, local[2]!, local[3]!)}`;
}
