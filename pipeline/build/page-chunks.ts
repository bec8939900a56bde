import { basename, extname } from 'node:path';
import type { Rolldown } from 'vite';
import { languageOfPath } from '../../core/languages.ts';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;
type ChunkingContext = Parameters<Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1];

/** The entry chunk's name; the prerendered pages and the tests look for `index-<hash>.js`. */
const ENTRY_CHUNK = 'index';
/** The chunk of what several block components share, on a site whose pages are data. */
const SHARED_BY_BLOCKS = 'blocks-shared';
/** The chunk of what the blocks of several pages share, which only a page drawn whole needs. */
const SHARED_BY_PAGES = 'pages-shared';

/** A page's chunk name, after its address: `/` is `home`, `/services/nextcloud` is `services-nextcloud`. */
function pageChunkName(path: string): string {
  return path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
}

/** A page's chunk name, where a page in another language is named after its English version: services-nextcloud-fr. */
function pageVersionName(path: string, versionOf: (path: string) => string): string {
  const version = versionOf(path);
  return version === path ? pageChunkName(path) : `${pageChunkName(version)}-${languageOfPath(path)}`;
}

/** The chunk name of a page at rest, the one its document names: `home-rest`, `services-nextcloud-fr-rest`. */
export const restingChunkName = (path: string, versionOf: (path: string) => string) => `${pageVersionName(path, versionOf)}-rest`;

/** A block component's chunk name, after its file: `src/blocks/cards.tsx` is `block-cards`. */
function blockChunkName(file: string): string {
  return `block-${basename(file, extname(file))}`;
}

/**
 * Which chunk a module goes to, by what reaches it through static imports: the entry's (everything
 * the entry needs, and whatever pages share that is not one block's own), a block component's
 * (the component and what only it needs, shared by the pages that show that block), a page's own
 * (what only that page needs), or, for what only lazily loaded modules need, wherever the bundler
 * puts it. So a page loads the entry, its own chunk and those of the blocks it shows, never the
 * components of blocks it does not show.
 */
export function pageChunking(
  paths: readonly string[],
  pageOf: (moduleId: string) => number | undefined,
  versionOf: (path: string) => string = (path) => path,
  isBlock: (moduleId: string) => boolean = () => false,
  /** The page a module hands over at rest, whose chunk is an entry named by restingChunkName. */
  restingOf: (moduleId: string) => number | undefined = () => undefined,
): CodeSplitting {
  const nameOf = (page: number) => pageVersionName(paths[page]!, versionOf);
  const chunkOf = (moduleId: string, context: ChunkingContext): string | null => {
    // The page a document comes with, at rest (see site-modules.ts), is an entry of its own.
    if (restingOf(moduleId) !== undefined) return null;
    const pages = new Set<number>();
    const blocks = new Set<string>();
    const seen = new Set([moduleId]);
    const queue = [moduleId];
    for (const id of queue) {
      const page = pageOf(id);
      if (page !== undefined) {
        pages.add(page);
        continue;
      }
      if (isBlock(id)) blocks.add(id);
      const info = context.getModuleInfo(id);
      if (info?.isEntry) return ENTRY_CHUNK;
      for (const importer of info?.importers ?? []) {
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    const [only] = pages;
    if (pages.size === 1 && only !== undefined) return nameOf(only);
    // What only the versions of one page in each language share (the English home page and the
    // French one) goes to a chunk of theirs, so it weighs on neither the entry nor other pages.
    const versions = new Set([...pages].map((page) => versionOf(paths[page]!)));
    const [version] = versions;
    if (versions.size === 1 && version !== undefined) return `${pageChunkName(version)}-shared`;
    // A block component several pages show, with what only it needs: in a chunk of its own.
    const [block] = blocks;
    if (blocks.size === 1 && block !== undefined) return blockChunkName(block);
    // What several block components share and no page imports (a large site's, whose pages are
    // data): one chunk, rather than a request for each small part.
    if (pages.size === 0 && blocks.size > 1) return SHARED_BY_BLOCKS;
    // What several pages' blocks share: no page needs it to hydrate (their blocks are at rest), so
    // it waits for the first navigation, in a chunk of its own rather than the entry.
    return pages.size > 1 ? SHARED_BY_PAGES : null;
  };
  return { includeDependenciesRecursively: false, groups: [{ name: chunkOf, debugName: 'pages' }] };
}
