import { formatFounded } from './dates.ts';
import { displayPhone } from './phone.ts';
import type { LanguageCode } from './languages.ts';

/*
 * Text in site.yaml may say {company.name}, {company.founded} and the like, so each fact is written
 * once. These are the values a placeholder can take, derived from the company section: validation
 * fills them in, and the editor shows what a text with them reads as.
 */

/** Placeholders computed from the company's facts rather than named after one of its fields. */
export const DERIVED_TOKENS = ['company.foundedYear', 'company.city', 'company.province'] as const;

/** The value of each placeholder, as readers of the language write it (dates and phone numbers differ). */
export function tokenValues(company: Record<string, unknown>, language: LanguageCode = 'en'): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(company)) {
    if (typeof value === 'string' || typeof value === 'number') values[`company.${key}`] = String(value);
  }
  if (typeof company.phone === 'string') values['company.phone'] = displayPhone(company.phone, language);
  if (typeof company.founded === 'string') {
    values['company.founded'] = formatFounded(company.founded, language);
    values['company.foundedYear'] = company.founded.slice(0, 4);
  }
  const address = company.address as Record<string, unknown> | undefined;
  if (typeof address?.locality === 'string') values['company.city'] = address.locality;
  if (typeof address?.regionName === 'string') values['company.province'] = address.regionName;
  return values;
}

