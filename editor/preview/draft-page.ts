import type { LanguageCode } from '../../core/languages.ts';
import { isDraft } from '../../schema/drafts.ts';
import { counterpartOf, pagesIn, type PageAt } from '../counterparts.ts';

/*
 * A draft page is left out of the site as it is checked and published (schema/drafts.ts), so the
 * preview, which draws a page of the checked site, is given a copy of the content in which the
 * page it shows is marked ready; and it finds a page among the published ones, not among all.
 */

type Data = Record<string, unknown>;

/** The content with the draft page at `language`/`index` marked ready; undefined when that page is not a draft. */
export function withPageReady(data: Data, language: LanguageCode, index: number): Data | undefined {
  if (!isDraft(pagesIn(data, language)[index])) return undefined;
  const copy = structuredClone(data);
  delete (pagesIn(copy, language)[index] as Data).draft;
  return copy;
}

/** Where the page at `language`/`index` of the content is among the pages published. */
export function publishedIndex(data: Data, language: LanguageCode, index: number): number {
  return pagesIn(data, language)
    .slice(0, index)
    .filter((page) => !isDraft(page)).length;
}

/**
 * The page's version in the other language, when it is a draft too: the two are marked ready
 * together, so what it still lacks is listed with the page's own.
 */
export function draftCounterpart(data: Data, language: LanguageCode, index: number): PageAt | undefined {
  const partner = counterpartOf(data, { language, index });
  return partner && isDraft(pagesIn(data, partner.language)[partner.index]) ? partner : undefined;
}
