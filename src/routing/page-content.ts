import { pageContent } from 'virtual:site';
import type { PageContent } from '../view-model.ts';
import { keptLoads } from '../lib/kept.ts';
import { pagePathFor } from '../../core/links.ts';
import { languageOfPath } from '../../core/languages.ts';
import { footerSoon } from '../shell/footer/LateFooter.tsx';
import { loadLanguage } from './language-loads.ts';

/**
 * Each page's content (its blocks and its description) travels in a small chunk of its own, so the
 * first visit downloads one page's content rather than the whole site's. Loaded content is kept; a
 * link the visitor points at, focuses or touches starts loading its page before the click, and its
 * language's site first when it leads to the other language.
 */
const contents = keptLoads<PageContent>(pageContent, () => Promise.resolve({ blocks: [], title: '', description: '' }));

export const loadedContent = contents.loaded;
export const loadContent = contents.load;

/** Loads what a page at this address needs: its language's site, then the content of the page it shows. */
export function loadPage(path: string) {
  return loadLanguage(languageOfPath(path)).then((site) => loadContent(pagePathFor(path, site.redirects)).then(() => site));
}

export function prefetchOnIntent() {
  const prefetch = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href^="/"]');
    if (!link) return;
    loadPage(new URL((link as HTMLAnchorElement).href).pathname).catch(() => {});
    // The next page will be drawn around the footer, which should be in React's hands by then.
    footerSoon();
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) document.addEventListener(type, prefetch, { passive: true });
}
