import type { Path } from '../edits.ts';
import type { BlockKind } from './api.ts';
import type { Data } from './schema.ts';
import type { PageRef } from './store.ts';

/**
 * Where a change outside the pages shows: a testimonial on the first page whose blocks show it
 * (a carousel of every testimonial, or a block that names it), so that the preview goes there
 * rather than staying on a page where the edit cannot be seen.
 */
export function placeShowing(data: Data, kinds: readonly Pick<BlockKind, 'type' | 'references'>[], path: Path): { page: PageRef; block: number } | undefined {
  const language = path[0] === 'fr' ? 'fr' : 'en';
  const rest = language === 'fr' ? path.slice(1) : path;
  if (rest[0] !== 'testimonials') return undefined;
  const side = (language === 'fr' ? data.fr : data) as Data | undefined;
  const testimonials = Array.isArray(side?.testimonials) ? (side.testimonials as Data[]) : [];
  const id = typeof rest[1] === 'number' ? testimonials[rest[1]]?.id : undefined;
  // The fields of each block type that name testimonials.
  const fields = new Map(kinds.map((kind) => [kind.type, kind.references.filter(([, list]) => list === 'testimonials').map(([field]) => field)]));
  const pages = Array.isArray(side?.pages) ? (side.pages as Data[]) : [];
  for (const [pageIndex, page] of pages.entries()) {
    const blocks = Array.isArray(page.blocks) ? (page.blocks as Data[]) : [];
    for (const [blockIndex, block] of blocks.entries()) {
      const named = fields.get(String(block.type)) ?? [];
      if (named.length === 0) continue;
      const shows = named.some((field) => {
        const value = block[field];
        // A list left out shows every testimonial.
        if (value === undefined) return true;
        return id === undefined || (Array.isArray(value) ? value.includes(id) : value === id);
      });
      if (shows) return { page: { language, index: pageIndex }, block: blockIndex };
    }
  }
  return undefined;
}
