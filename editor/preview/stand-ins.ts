import type { LanguageCode } from '../../core/languages.ts';
import type { Problem } from '../../schema/problems.ts';
import { problemPath, type Path } from '../edits.ts';
import { freeAddress } from '../client/new-page.ts';

/*
 * A page being written is not complete at once: a new page has no description and no French
 * version yet, a block just added may miss a field. Its preview need not wait. When every problem
 * of the content lies in the page being previewed, the preview is drawn from a copy of the content
 * in which what the page itself lacks is stood in for: its description, title or address by plain
 * stand-ins, its missing counterpart in the other language by a stand-in page, and a block that
 * cannot be drawn by an empty place. Nothing of the copy is ever saved; the editor lists what is
 * missing in words beside the preview.
 */

type Data = Record<string, unknown>;

const isList = (value: unknown): value is Data[] => Array.isArray(value);

/** Where a page is in the content: `pages.N` or `fr.pages.N`. */
const pageAt = (language: LanguageCode, index: number): Path => (language === 'fr' ? ['fr', 'pages', index] : ['pages', index]);

const standInPage = (path: string, title: string, counterpart?: string): Data => ({
  path,
  ...(counterpart ? { counterpart } : {}),
  title,
  description: title,
  blocks: [{ type: 'page-header', heading: title }],
});

export interface StoodIn {
  /** The copy of the content to preview from. */
  data: Data;
  /** The page's blocks that cannot be drawn yet, by their place in its list: left out of the copy. */
  leftOut: number[];
}

/**
 * The content with stand-ins for what the page at `language`/`index` lacks, or undefined when a
 * problem lies elsewhere (the preview then waits, as it must) or the page is not there.
 */
export function standIns(data: Data, language: LanguageCode, index: number, problems: readonly Problem[]): StoodIn | undefined {
  const at = pageAt(language, index);
  const paths = problems.map(problemPath);
  const inPage = (path: Path) => at.every((segment, depth) => path[depth] === segment) && path.length > at.length;
  if (problems.length === 0 || !paths.every(inPage)) return undefined;

  const copy = structuredClone(data);
  const french = copy.fr as Data | undefined;
  const pages = (language === 'fr' ? french?.pages : copy.pages) as Data[] | undefined;
  const page = pages?.[index];
  if (!page) return undefined;

  const fields = new Set(paths.map((path) => path[at.length]));
  const leftOut = [...new Set(paths.filter((path) => path[at.length] === 'blocks' && typeof path[at.length + 1] === 'number').map((path) => path[at.length + 1] as number))].sort(
    (a, b) => a - b,
  );
  // A problem with the list of blocks itself (none is the page's main heading, say) needs no stand-in to draw it.
  if (fields.has('title')) page.title = language === 'fr' ? 'Page sans titre' : 'Untitled Page';
  if (fields.has('description')) page.description = language === 'fr' ? 'Page en préparation.' : 'A page being written.';
  if (fields.has('path') || fields.has('counterpart')) {
    // The page gets an address of its own, and a stand-in partner in the other language.
    if (language === 'fr') {
      const partner = freeAddress(copy, '/preview-page');
      page.path = freeAddress(copy, '/fr/apercu');
      page.counterpart = partner;
      (copy.pages as Data[]).push(standInPage(partner, 'Preview'));
    } else {
      page.path = freeAddress(copy, '/preview-page');
      if (isList(french?.pages)) french.pages.push(standInPage(freeAddress(copy, '/fr/apercu'), 'Aperçu', page.path as string));
    }
  }
  if (isList(page.blocks)) page.blocks = page.blocks.filter((_, block) => !leftOut.includes(block));
  return { data: copy, leftOut };
}
