import { counterpartOf, pagesIn } from '../counterparts.ts';
import type { Edit } from '../edits.ts';
import type { Data } from './schema.ts';
import { pagePath, type PageRef } from './store.ts';

/**
 * The edits that mark the draft page `page` ready, and its version in the other language with it
 * when that is a draft too: a page goes out with its French version, so the two are marked at once.
 */
export function markReadyEdits(data: Data, page: PageRef): Edit[] {
  if (!pagesIn(data, page.language)[page.index]) return [];
  const partner = counterpartOf(data, page);
  const ready = (ref: PageRef): Edit => ({ op: 'set', path: [...pagePath(ref), 'draft'], value: undefined });
  return [ready(page), ...(partner && pagesIn(data, partner.language)[partner.index]?.draft === true ? [ready(partner)] : [])];
}
