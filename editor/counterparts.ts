import type { LanguageCode } from '../core/languages.ts';

/*
 * A page and its version in the other language, found in the content as the editor holds it (plain
 * data, checked or not): an English page by the French page whose counterpart is its path, a French
 * page by its counterpart. Read by the page (marking ready, the menu offer) and by the preview.
 */

type Data = Record<string, unknown>;

/** A page by its language and its place in that language's list. */
export interface PageAt {
  language: LanguageCode;
  index: number;
}

/** The pages of one language of the content. */
export function pagesIn(data: Data, language: LanguageCode): Data[] {
  const section = language === 'fr' ? data.fr : data;
  const pages = section && typeof section === 'object' ? (section as Data).pages : undefined;
  return Array.isArray(pages) ? (pages as Data[]) : [];
}

/** Where the version in the other language of the page at `at` is; undefined when it has none. */
export function counterpartOf(data: Data, at: PageAt): PageAt | undefined {
  const page = pagesIn(data, at.language)[at.index];
  if (!page) return undefined;
  const language: LanguageCode = at.language === 'fr' ? 'en' : 'fr';
  const others = pagesIn(data, language);
  const index = at.language === 'en' ? others.findIndex((other) => other?.counterpart === page.path) : others.findIndex((other) => other?.path === page.counterpart);
  return index >= 0 ? { language, index } : undefined;
}
