import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { formatProblem, loadSite, type LoadResult } from '../schema/load.ts';
import type { Site } from '../schema/site.ts';

const PUBLIC_ID = 'virtual:site';
const RESOLVED_ID = '\0virtual:site';
const PAGE_PREFIX = '\0virtual:site-page:';
/** Written into the client build for the prerender step, which links each page's chunk. */
export const PAGE_CHUNKS_FILE = 'page-chunks.json';

function problemsText(result: Extract<LoadResult, { ok: false }>): string {
  return result.problems.map(formatProblem).join('\n');
}

const json = (value: unknown) => `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;

/** The browser's copy: every page's address and head, with each page's blocks in a chunk of its own. */
function clientModule(site: Site): string {
  const pages = site.pages.map(({ blocks: _blocks, ...meta }) => meta);
  const loaders = site.pages.map((page, index) => `${JSON.stringify(page.path)}: () => import(${JSON.stringify(`${PAGE_PREFIX}${index}`)}).then((module) => module.default)`);
  return `export default ${json({ ...site, pages })};\nexport const pageBlocks = {\n  ${loaders.join(',\n  ')}\n};\n`;
}

/**
 * Serves the validated site.yaml to the app as `virtual:site`: the browser gets plain data, never
 * the validator. In development an edit reloads the page, and a broken file shows its located
 * problems in Vite's error overlay.
 */
export function sitePlugin(file = process.env.SITE_FILE ?? 'site.yaml'): Plugin {
  const absolute = resolve(file);
  const validSite = (context: { addWatchFile(id: string): void }): Site => {
    context.addWatchFile(absolute);
    const result = loadSite(absolute, { displayName: file });
    if (!result.ok) {
      const error = new Error(`site.yaml has problems:\n${problemsText(result)}`);
      error.stack = '';
      throw error;
    }
    return result.site;
  };
  return {
    name: 'site-yaml',
    resolveId(id) {
      if (id === PUBLIC_ID) return RESOLVED_ID;
      return id.startsWith(PAGE_PREFIX) ? id : undefined;
    },
    load(id, options) {
      if (id === RESOLVED_ID) {
        const site = validSite(this);
        return options?.ssr ? `export default ${json(site)};\nexport const pageBlocks = {};\n` : clientModule(site);
      }
      if (id.startsWith(PAGE_PREFIX)) {
        const page = validSite(this).pages[Number(id.slice(PAGE_PREFIX.length))];
        return `export default ${json(page?.blocks ?? [])};\n`;
      }
      return undefined;
    },
    generateBundle(_, bundle) {
      const site = loadSite(absolute, { displayName: file });
      if (!site.ok) return;
      const chunks: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const pageModule = chunk.moduleIds.find((moduleId) => moduleId.startsWith(PAGE_PREFIX));
        const page = pageModule && site.site.pages[Number(pageModule.slice(PAGE_PREFIX.length))];
        if (page) chunks[page.path] = chunk.fileName;
      }
      if (Object.keys(chunks).length > 0) this.emitFile({ type: 'asset', fileName: PAGE_CHUNKS_FILE, source: JSON.stringify(chunks) });
    },
    handleHotUpdate({ file: changed, server }) {
      if (resolve(changed) !== absolute) return undefined;
      for (const module of server.moduleGraph.idToModuleMap.values()) {
        if (module.id === RESOLVED_ID || module.id?.startsWith(PAGE_PREFIX)) server.moduleGraph.invalidateModule(module);
      }
      const result = loadSite(absolute, { displayName: file });
      if (result.ok) {
        server.ws.send({ type: 'full-reload' });
      } else {
        server.config.logger.error(problemsText(result), { clear: false, timestamp: true });
        server.ws.send({
          type: 'error',
          err: { message: `site.yaml has problems:\n${problemsText(result)}`, stack: '', plugin: 'site-yaml', id: absolute },
        });
      }
      return [];
    },
  };
}
