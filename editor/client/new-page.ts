import type { Data } from './schema.ts';
import type { LanguageCode } from '../../core/languages.ts';

/** The titles a new page starts with, in English and in French: words to replace before publishing. */
export const NEW_PAGE_TITLES: readonly string[] = ['New Page', 'Nouvelle page'];

const listOf = (value: unknown): Data[] => (Array.isArray(value) ? (value as Data[]) : []);

/** An address no page and no redirect of the content has: `stem`, or `stem-2`, `stem-3`… */
export function freeAddress(data: Data, stem: string): string {
  const french = (data.fr as Data | undefined) ?? {};
  const taken = new Set([...listOf(data.pages), ...listOf(french.pages)].map((page) => page.path));
  for (const redirect of [...listOf(data.redirects), ...listOf(french.redirects)]) taken.add(redirect.from);
  let address = stem;
  for (let number = 2; taken.has(address); number += 1) address = `${stem}-${number}`;
  return address;
}

/**
 * A new page for one language: an address no page or redirect has yet, a title, and a page header with that
 * title as its heading. Its description is left empty, so the site cannot be saved before somebody
 * writes one; a French page translates the first English page that has no French version yet.
 */
export function newPage(data: Data, language: LanguageCode): Data {
  const english = listOf(data.pages);
  const french = listOf((data.fr as Data | undefined)?.pages);
  const path = freeAddress(data, language === 'en' ? '/new-page' : '/fr/nouvelle-page');
  const title = NEW_PAGE_TITLES[language === 'en' ? 0 : 1]!;
  const blocks = [{ type: 'page-header', heading: title }];
  if (language === 'en') return { path, title, description: '', blocks };
  const translated = new Set(french.map((page) => page.counterpart));
  const counterpart = english.map((page) => page.path).find((candidate) => typeof candidate === 'string' && !translated.has(candidate)) ?? '';
  return { path, counterpart, title, description: '', blocks };
}
