import { dirname, resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import type { Site } from '../../schema/site.ts';
import { BLOCK_REGISTRY, blockModules } from './block-modules.ts';
import { pageChunking } from './page-chunks.ts';
import { pageDataFiles, pagesAsData, usedComponents } from './page-data.ts';
import type { LanguageCode } from '../../core/languages.ts';
import { allPages, englishVersion } from '../local-sites.ts';
import { BLOCKS_ID, footerOf, languageOf, pageIndexOf, restingIndexOf, routesOf, structuredDataOf, STYLE_CACHE } from './site-modules.ts';

/** What the client build hands back to the prerender step: the entry file, and the chunks each page and each language loads before it runs. */
export interface ClientBundle {
  entry: string;
  /** The chunk of each page's own module, which the page's HTML names so that its app can import it without the list of pages. */
  pageModules: Record<string, string>;
  pageChunks: Record<string, string[]>;
  languageChunks: Partial<Record<LanguageCode, string[]>>;
}

/**
 * Packages that do nothing when loaded: Emotion imports hoist-non-react-statics (which imports
 * react-is) for a helper the site never uses, and without this the bundler keeps both.
 */
const PURE_PACKAGES = /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/;

/**
 * What use-sync-external-store's shim (which wouter imports) picks on React 18 and later: React's own
 * hook. Importing that directly saves the shim's fallback code.
 */
const SYNC_STORE_SHIM = 'use-sync-external-store/shim/index.js';
const SYNC_STORE_ID = '\0react-sync-external-store';

/**
 * Vite wraps every import() in a helper that first preloads the chunks the imported one needs. A
 * chunk imports what it needs itself (modulePreload is off, so no list of them is written), and the
 * helper only has to import.
 */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/** The entry, and each page's chunk with every chunk it imports but the entry. */
function bundleFiles(bundle: Rolldown.OutputBundle, site: Site): ClientBundle {
  const chunks = new Map(Object.values(bundle).flatMap((chunk) => (chunk.type === 'chunk' ? [[chunk.fileName, chunk] as const] : [])));
  // The app's entry; each page's chunk at rest is an entry too, which only its document names.
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry && (chunk.facadeModuleId === null || restingIndexOf(chunk.facadeModuleId) === undefined));
  if (!entry) throw new Error('the client build has no entry chunk');
  const withImports = (fileName: string, files: Set<string>): Set<string> => {
    if (fileName === entry.fileName || files.has(fileName)) return files;
    files.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) withImports(imported, files);
    return files;
  };
  const pages = allPages(site);
  const pageChunks: Record<string, string[]> = {};
  const pageModules: Record<string, string> = {};
  const languageChunks: ClientBundle['languageChunks'] = {};
  const files = (fileName: string) => [...withImports(fileName, new Set())].map((file) => `/${file}`);
  for (const chunk of chunks.values()) {
    const index = chunk.moduleIds.map(pageIndexOf).find((found) => found !== undefined);
    const page = index === undefined ? undefined : pages[index];
    if (page) {
      pageChunks[page.path] = files(chunk.fileName);
      pageModules[page.path] = `/${chunk.fileName}`;
    }
    const language = chunk.moduleIds.map(languageOf).find((found) => found !== undefined);
    if (language) languageChunks[language] = files(chunk.fileName);
  }
  // A page's document names its chunk at rest (its lively blocks' components load as they near the view).
  for (const chunk of chunks.values()) {
    const index = chunk.moduleIds.map(restingIndexOf).find((found) => found !== undefined);
    const page = index === undefined ? undefined : pages[index];
    if (!page) continue;
    pageChunks[page.path] = files(chunk.fileName);
    pageModules[page.path] = `/${chunk.fileName}`;
  }
  if (pagesAsData(site)) {
    // A large site's page starts with its file of data and the chunks of its blocks' components.
    const files = pageDataFiles(site);
    const componentChunks = new Map(
      [...usedComponents(site, blockModules())].map(([type, { file }]) => {
        const chunk = [...chunks.values()].find((candidate) => candidate.moduleIds.includes(file));
        if (!chunk) throw new Error(`the client build has no chunk for the component of block type "${type}"`);
        return [type, [...withImports(chunk.fileName, new Set())].map((fileName) => `/${fileName}`)] as const;
      }),
    );
    for (const page of pages) {
      const data = `/${files.get(page.path)!.fileName}`;
      pageModules[page.path] = data;
      pageChunks[page.path] = [...new Set([data, ...page.blocks.flatMap((block) => componentChunks.get(block.type) ?? [])])];
    }
  }
  return { entry: `/${entry.fileName}`, pageModules, pageChunks, languageChunks };
}

/**
 * What only the browser's bundle does: the block list's registry is the one the page chunks fill
 * (each page loads the components of its own blocks, see page-chunks.ts), and Emotion gets the cache
 * without a compiler (src/style-cache.ts). It resolves before Vite's own resolver, which would
 * otherwise resolve the registry first. The entry and page chunks go to `onClientBundle`.
 */
export function clientBuildPlugin(site: Site, onClientBundle: (bundle: ClientBundle) => void): Plugin {
  const blockFiles = new Set([...blockModules().values()].map((component) => component.file));
  return {
    name: 'site-client-build',
    enforce: 'pre',
    // A chunk that needs another (a page's chunk and what it shares with its version in the other
    // language) imports it itself; no preload list is written into the chunks that load them.
    config: () => ({ build: { modulePreload: false } }),
    options(options) {
      const treeshake = typeof options.treeshake === 'object' ? options.treeshake : {};
      return { ...options, treeshake: { ...treeshake, moduleSideEffects: (id: string) => !PURE_PACKAGES.test(id) } };
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: pageChunking(allPages(site).map((page) => page.path), pageIndexOf, englishVersion(site), (id) => blockFiles.has(id), restingIndexOf),
        // A language's chunks are named after it: language-fr-<hash>.js, footer-fr-<hash>.js, routes-fr-<hash>.js…
        chunkFileNames: (chunk) => {
          const named = (of: (moduleId: string) => LanguageCode | undefined) => chunk.moduleIds.map(of).find((found) => found !== undefined);
          for (const [kind, of] of [['language', languageOf], ['footer', footerOf], ['structured-data', structuredDataOf], ['routes', routesOf]] as const) {
            const language = named(of);
            if (language) return `assets/${kind}-${language}-[hash].js`;
          }
          return 'assets/[name]-[hash].js';
        },
      };
    },
    resolveId(id, importer) {
      if (id === BLOCKS_ID) return id;
      if (id === SYNC_STORE_SHIM) return SYNC_STORE_ID;
      if (!importer) return undefined;
      if (id.startsWith('.') && resolve(dirname(importer), id) === BLOCK_REGISTRY) return BLOCKS_ID;
      if (id === '@emotion/cache' && importer !== STYLE_CACHE) return STYLE_CACHE;
      return undefined;
    },
    load(id) {
      if (id === BLOCKS_ID) return 'export const blockComponents = {};\n';
      if (id === PRELOAD_HELPER) return 'export const __vitePreload = (load) => load();\n';
      return id === SYNC_STORE_ID ? "export { useSyncExternalStore } from 'react';\n" : undefined;
    },
    generateBundle(_, bundle) {
      try {
        onClientBundle(bundleFiles(bundle, site));
      } catch (error) {
        this.error((error as Error).message);
      }
    },
  };
}
