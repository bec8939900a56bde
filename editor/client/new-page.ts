import type { Data } from './schema.ts';
import type { LanguageCode } from '../../core/languages.ts';

/** The titles a new page starts with, in English and in French: words to replace before publishing. */
export const NEW_PAGE_TITLES: readonly string[] = ['New Page', 'Nouvelle page'];

const listOf = (value: unknown): Data[] => (Array.isArray(value) ? (value as Data[]) : []);

/**
 * A new page for one language: an address no page or redirect has yet, a title, and a page header with that
 * title as its heading. Its description is left empty, so the site cannot be saved before somebody
 * writes one; a French page translates the first English page that has no French version yet.
 */
export function newPage(data: Data, language: LanguageCode): Data {
  const english = listOf(data.pages);
  const french = listOf((data.fr as Data | undefined)?.pages);
  const redirects = [...listOf(data.redirects), ...listOf((data.fr as Data | undefined)?.redirects)].map((redirect) => redirect.from);
  const taken = new Set([...[...english, ...french].map((page) => page.path), ...redirects]);
  const stem = language === 'en' ? '/new-page' : '/fr/nouvelle-page';
  let path = stem;
  for (let number = 2; taken.has(path); number += 1) path = `${stem}-${number}`;
  const title = NEW_PAGE_TITLES[language === 'en' ? 0 : 1]!;
  const blocks = [{ type: 'page-header', heading: title }];
  if (language === 'en') return { path, title, description: '', blocks };
  const translated = new Set(french.map((page) => page.counterpart));
  const counterpart = english.map((page) => page.path).find((candidate) => typeof candidate === 'string' && !translated.has(candidate)) ?? '';
  return { path, counterpart, title, description: '', blocks };
}
