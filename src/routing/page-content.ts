import { pageContent } from 'virtual:site';
import type { PageContent, SiteData } from '../../schema/site.ts';
import { pagePathFor } from '../lib/paths.ts';

/**
 * Each page's content (its blocks and its description) travels in a small chunk of its own, so the
 * first visit downloads one page's content rather than the whole site's. Loaded content is kept; a
 * link the visitor points at, focuses or touches starts loading its page before the click.
 */
const loaded = new Map<string, PageContent>();
const loading = new Map<string, Promise<PageContent>>();

export function loadedContent(path: string): PageContent | undefined {
  return loaded.get(path);
}

export function loadContent(path: string): Promise<PageContent> {
  const load = pageContent[path];
  if (!load) return Promise.resolve({ blocks: [], description: '' });
  let promise = loading.get(path);
  if (!promise) {
    promise = load().then((content) => {
      loaded.set(path, content);
      return content;
    });
    loading.set(path, promise);
  }
  return promise;
}

export function prefetchOnIntent(site: SiteData) {
  const prefetch = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href^="/"]');
    if (!link) return;
    loadContent(pagePathFor(new URL((link as HTMLAnchorElement).href).pathname, site.redirects)).catch(() => {});
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) document.addEventListener(type, prefetch, { passive: true });
}
