import { pageContent } from 'virtual:site';
import type { PageContent } from '../view-model.ts';
import { keptLoads } from '../lib/kept.ts';
import { pagePathFor } from '../../core/links.ts';
import { languageOfPath } from '../../core/languages.ts';
import { footerSoon } from '../shell/footer/LateFooter.tsx';
import { loadLanguage } from './language-loads.ts';
import { prepareHead } from './page-head.ts';

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

/**
 * Starts loading what the page at this address needs, and the footer's code: the page is drawn
 * around the footer, and React can only change the page once it has the footer in hand. A link the
 * visitor is about to follow calls it early; every navigation calls it as it starts, whatever
 * started it (see InLanguage), so none waits for an event that may never come.
 */
export function prepareFor(path: string) {
  loadPage(path).catch(() => {});
  prepareHead(path);
  footerSoon();
}

export function prefetchOnIntent() {
  const prefetch = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href^="/"]');
    if (link) prepareFor(new URL((link as HTMLAnchorElement).href).pathname);
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) document.addEventListener(type, prefetch, { passive: true });
}
