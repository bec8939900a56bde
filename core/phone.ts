import type { LanguageCode } from './languages.ts';

/** A tel: link for a phone number as written for people: "+1 (204) 555-0123" becomes "tel:+12045550123". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

/**
 * A phone number as readers of a language expect it: in English as site.yaml writes it; in French
 * as Canadian French writes North American numbers, with spaces rather than brackets:
 * "+1 (204) 555-0123" becomes "+1 204 555-0123".
 */
export function displayPhone(phone: string, language: LanguageCode = 'en'): string {
  const digits = phone.replace(/\D/g, '');
  const local = /^1?(\d{3})(\d{3})(\d{4})$/.exec(digits);
  if (language !== 'fr' || !local) return phone;
  return `${phone.trim().startsWith('+') ? '+1 ' : ''}${local[1]} ${local[2]}-${local[3]}`;
}
