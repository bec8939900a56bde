import type { Edit } from '../edits.ts';
import type { Data } from './schema.ts';
import { pagePath, type PageRef } from './store.ts';

const pagesOf = (value: unknown): Data[] => (Array.isArray(value) ? (value as Data[]) : []);

/**
 * The edits that mark the draft page `page` ready, and its version in the other language with it
 * when that is a draft too: a page goes out with its French version, so the two are marked at once.
 */
export function markReadyEdits(data: Data, page: PageRef): Edit[] {
  const english = pagesOf(data.pages);
  const french = pagesOf((data.fr as Data | undefined)?.pages);
  const shown = (page.language === 'en' ? english : french)[page.index];
  if (!shown) return [];
  const partner: PageRef | undefined =
    page.language === 'en'
      ? { language: 'fr', index: french.findIndex((candidate) => candidate.counterpart === shown.path) }
      : { language: 'en', index: english.findIndex((candidate) => candidate.path === shown.counterpart) };
  const partnerPage = partner && (partner.language === 'en' ? english : french)[partner.index];
  const ready = (ref: PageRef): Edit => ({ op: 'set', path: [...pagePath(ref), 'draft'], value: undefined });
  return [ready(page), ...(partner && partnerPage?.draft === true ? [ready(partner)] : [])];
}
