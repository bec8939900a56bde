import { routes, stylesReady } from 'virtual:site';
import { use } from 'react';
import type { PageContent, RestingPageContent, SiteData } from '../view-model.ts';
import { keptLoads } from '../lib/kept.ts';
import { pagePathFor } from '../../core/links.ts';
import { languageOfPath, type LanguageCode } from '../../core/languages.ts';
import { footerSoon } from '../shell/footer/LateFooter.tsx';
import { loadLanguage } from './language-loads.ts';
import { prepareHead } from './page-head.ts';
import { registeredPage, restingPage } from './page-registry.ts';

/**
 * Each page's content (its blocks, title, description and where it is in the other language)
 * travels in a small chunk of its own (on a large site, a file of data: see page-data.ts), and each
 * language's list of its pages in another: the first
 * visit downloads its own page's content and no list, whatever the number of pages, and the list
 * comes with the first link the visitor points at, focuses or follows.
 */
const routeLists = keptLoads<Record<string, () => Promise<unknown>>>((code) => routes[code as LanguageCode]?.() ?? Promise.resolve({}));

/** The list of a language's pages, loaded when first needed: each page's address, and how to load the page. */
export const loadRoutes = (code: LanguageCode) => routeLists.load(code);

/** Loads the content of the page at a path; undefined if there is no page there. */
const loadContent = keptLoads<PageContent | undefined>((path) => {
  const inHand = registeredPage(path);
  if (inHand) return Promise.resolve(inHand);
  // Another page than the one the document came with may need rules its <style> does not have.
  return Promise.all([loadRoutes(languageOfPath(path)), stylesReady()]).then(([list]) => list[path]?.().then(() => registeredPage(path)));
}).load;

/**
 * The content of the page at a path: in hand in the prerender, loaded in the browser (the component
 * waits for it the first time), or the page the document came with as it hydrates, blocks at rest;
 * undefined where there is no page.
 */
export function usePageContent(site: SiteData, path: string, atRest?: RestingPageContent): RestingPageContent | undefined {
  if (atRest) return atRest;
  if (site.pages) return site.pages.find((page) => page.path === path);
  return registeredPage(path) ?? use(loadContent(path));
}

/**
 * What the page at a path says of itself (its title, its version in the other language), from
 * whatever of it is in hand: its whole content, or, for the page the document came with, the page at
 * rest; loaded as usePageContent does otherwise.
 */
export function usePageFacts(site: SiteData, path: string): Omit<PageContent, 'blocks'> | undefined {
  if (site.pages) return site.pages.find((page) => page.path === path);
  return registeredPage(path) ?? restingPage(path) ?? use(loadContent(path));
}

/** Loads what a page at this address needs: its language's site, then the content of the page it shows. */
function loadPage(path: string) {
  return loadLanguage(languageOfPath(path)).then((site) => loadContent(pagePathFor(path, site.redirects)).then(() => site));
}

/**
 * Loads the page the document came with: its own chunk, which the document names, with no need of
 * the list of pages; where it names none (the dev server's page), as any other.
 */
export function loadFirstPage(path: string) {
  const own = document.querySelector<HTMLScriptElement>('script[data-page]')?.dataset.page;
  if (!own) return loadPage(path);
  // A large site's page is a file of data rather than a module (see pipeline/build/page-data.ts),
  // fetched by code only such a site needs.
  const content = own.endsWith('.json') ? import('./page-data.ts').then(({ fetchPage }) => fetchPage(own)) : import(/* @vite-ignore */ own);
  return Promise.all([loadLanguage(languageOfPath(path)), content]).then(([site]) => site);
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
  // Heard as they start, before React's own listeners at the app's root: React stops these events
  // where they reach markup it has not taken over yet, such as the footer before its code.
  for (const type of ['pointerover', 'focusin', 'touchstart']) document.addEventListener(type, prefetch, { passive: true, capture: true });
}
