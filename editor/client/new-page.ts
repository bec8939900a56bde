import type { Data } from './schema.ts';
import type { LanguageCode } from '../../core/languages.ts';
import { linkPath } from '../../core/links.ts';

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

/** For each English page that has its French version, that version's address. */
function frenchAddresses(data: Data): Map<string, string> {
  const french = listOf((data.fr as Data | undefined)?.pages);
  return new Map(french.filter((page) => typeof page.counterpart === 'string' && typeof page.path === 'string').map((page) => [page.counterpart as string, page.path as string]));
}

/** Copied blocks whose links lead to English pages lead to those pages' French versions instead, a query or a part of the page (#…) kept. */
function inFrench(value: unknown, addresses: Map<string, string>): unknown[] {
  const visit = (item: unknown): unknown => {
    if (Array.isArray(item)) return item.map(visit);
    if (typeof item !== 'object' || item === null) return item;
    return Object.fromEntries(
      Object.entries(item).map(([key, inner]) => {
        if (key !== 'href' || typeof inner !== 'string') return [key, visit(inner)];
        const path = linkPath(inner);
        const french = path === null ? undefined : addresses.get(path);
        return [key, french ? `${french}${inner.slice(inner.search(/[?#]|$/))}` : inner];
      }),
    );
  };
  return visit(value) as unknown[];
}

/**
 * A new page for one language, as a draft: an address no page or redirect has yet, a title, and a
 * page header with that title as its heading. Its description is left empty for somebody to write;
 * until the page is marked ready, that and whatever else it lacks are advice, and the rest of the
 * site can be saved and published without it. A French page is the version of `counterpart` (by
 * default the first English page that has none yet) and starts from a copy of its blocks, whose
 * English words are there to be translated (see example-text.ts) and whose links lead to the
 * French versions of the pages they named.
 */
export function newPage(data: Data, language: LanguageCode, counterpart?: string): Data {
  const english = listOf(data.pages);
  const french = listOf((data.fr as Data | undefined)?.pages);
  const path = freeAddress(data, language === 'en' ? '/new-page' : '/fr/nouvelle-page');
  const title = NEW_PAGE_TITLES[language === 'en' ? 0 : 1]!;
  const blocks = [{ type: 'page-header', heading: title }];
  if (language === 'en') return { draft: true, path, title, description: '', blocks };
  const translated = new Set(french.map((page) => page.counterpart));
  const original = english.find((page) => (counterpart === undefined ? typeof page.path === 'string' && !translated.has(page.path) : page.path === counterpart));
  const copied = Array.isArray(original?.blocks) && original.blocks.length > 0 ? inFrench(structuredClone(original.blocks), frenchAddresses(data)) : blocks;
  return { draft: true, path, counterpart: original?.path ?? counterpart ?? '', title, description: '', blocks: copied };
}
