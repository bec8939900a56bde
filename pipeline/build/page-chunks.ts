import type { Rolldown } from 'vite';
import { languageOfPath } from '../../core/languages.ts';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;
type ChunkingContext = Parameters<Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1];

/** The entry chunk's name; the prerendered pages and the tests look for `index-<hash>.js`. */
const ENTRY_CHUNK = 'index';

/** A page's chunk name, after its address: `/` is `home`, `/services/nextcloud` is `services-nextcloud`. */
function pageChunkName(path: string): string {
  return path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
}

/**
 * Which chunk a module goes to, by what reaches it through static imports: the entry's (everything
 * the entry needs, and whatever two pages share), a page's own (what only that page's blocks need),
 * or, for what only lazily loaded modules need, wherever the bundler puts it. So each page loads
 * the entry and one chunk of its own, never a shared chunk the bundler made up, and never the
 * components of blocks it does not show.
 */
export function pageChunking(
  paths: readonly string[],
  pageOf: (moduleId: string) => number | undefined,
  versionOf: (path: string) => string = (path) => path,
): CodeSplitting {
  const chunkOf = (moduleId: string, context: ChunkingContext): string | null => {
    const pages = new Set<number>();
    const seen = new Set([moduleId]);
    const queue = [moduleId];
    for (const id of queue) {
      const page = pageOf(id);
      if (page !== undefined) {
        pages.add(page);
        continue;
      }
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
    if (pages.size === 1 && only !== undefined) {
      // A page in another language is named after its English version: services-nextcloud-fr.
      const path = paths[only]!;
      const version = versionOf(path);
      return version === path ? pageChunkName(path) : `${pageChunkName(version)}-${languageOfPath(path)}`;
    }
    // What only the versions of one page in each language share (the English home page and the
    // French one) goes to a chunk of theirs, so it weighs on neither the entry nor other pages.
    const versions = new Set([...pages].map((page) => versionOf(paths[page]!)));
    const [version] = versions;
    if (versions.size === 1 && version !== undefined) return `${pageChunkName(version)}-shared`;
    return pages.size > 1 ? ENTRY_CHUNK : null;
  };
  return { includeDependenciesRecursively: false, groups: [{ name: chunkOf, debugName: 'pages' }] };
}
