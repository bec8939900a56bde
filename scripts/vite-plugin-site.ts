import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { formatProblem, loadSite, type LoadResult } from '../schema/load.ts';

const PUBLIC_ID = 'virtual:site';
const RESOLVED_ID = '\0virtual:site';

function problemsText(result: Extract<LoadResult, { ok: false }>): string {
  return result.problems.map(formatProblem).join('\n');
}

/**
 * Serves the validated site.yaml to the app as `virtual:site`: the browser gets plain data, never
 * the validator. In development an edit reloads the page, and a broken file shows its located
 * problems in Vite's error overlay.
 */
export function sitePlugin(file = process.env.SITE_FILE ?? 'site.yaml'): Plugin {
  const absolute = resolve(file);
  return {
    name: 'site-yaml',
    resolveId(id) {
      return id === PUBLIC_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(absolute);
      const result = loadSite(absolute, { displayName: file });
      if (!result.ok) {
        const error = new Error(`site.yaml has problems:\n${problemsText(result)}`);
        error.stack = '';
        throw error;
      }
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(result.site))});`;
    },
    handleHotUpdate({ file: changed, server }) {
      if (resolve(changed) !== absolute) return undefined;
      const module = server.moduleGraph.getModuleById(RESOLVED_ID);
      if (module) server.moduleGraph.invalidateModule(module);
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
