import { pageBlocks } from 'virtual:site';
import type { Block, SiteData } from '../../schema/site.ts';
import { pagePathFor } from '../lib/paths.ts';

/**
 * Each page's blocks travel in a small chunk of their own, so the first visit downloads one page's
 * content rather than the whole site's. Loaded blocks are kept; a link the visitor points at,
 * focuses or touches starts loading its page before the click.
 */
const loaded = new Map<string, Block[]>();
const loading = new Map<string, Promise<Block[]>>();

export function loadedBlocks(path: string): Block[] | undefined {
  return loaded.get(path);
}

export function loadBlocks(path: string): Promise<Block[]> {
  const load = pageBlocks[path];
  if (!load) return Promise.resolve([]);
  let promise = loading.get(path);
  if (!promise) {
    promise = load().then((blocks) => {
      loaded.set(path, blocks);
      return blocks;
    });
    loading.set(path, promise);
  }
  return promise;
}

export function prefetchOnIntent(site: SiteData) {
  const prefetch = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href^="/"]');
    if (!link) return;
    loadBlocks(pagePathFor(new URL((link as HTMLAnchorElement).href).pathname, site.redirects)).catch(() => {});
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) document.addEventListener(type, prefetch, { passive: true });
}
