import { useEffect } from 'react';
import { structuredData } from 'virtual:site';
import { isHome, languageOfPath, type LanguageCode } from '../../core/languages.ts';
import { pageUrl } from '../../core/links.ts';
import { keptLoads } from '../lib/kept.ts';
import type { PageContent, RestingPageContent, SiteData } from '../view-model.ts';

const isWhole = (content: RestingPageContent): content is PageContent => content.blocks.every((block) => !('atRest' in block));

/** The code that changes the head, which the first page does not need: its head came with it. */
let updater: Promise<typeof import('./head-update.ts')> | undefined;
function loadUpdater() {
  updater ??= import('./head-update.ts').catch((error: unknown) => {
    updater = undefined;
    throw error;
  });
  return updater;
}

/** Each language's structured data, the JSON-LD of its home page. */
const structuredLoads = keptLoads<unknown>((code) => structuredData[code as LanguageCode]?.() ?? Promise.resolve(undefined));
const structuredDataOf = (path: string) => (isHome(path) ? structuredLoads.load(languageOfPath(path)) : undefined);

/** Starts loading what changing the head to the page at this address takes. */
export function prepareHead(path: string) {
  loadUpdater().catch(() => {});
  structuredDataOf(path)?.catch(() => {});
}

/** The page whose head the app last asked for. */
let shown: string | undefined;

/**
 * Gives the document the head of the page shown, as a fresh load of its address has it. A head
 * that already names the page as its canonical address is the one the document came with, and
 * stays as it is.
 */
export function usePageHead(path: string, content: RestingPageContent, site: SiteData) {
  useEffect(() => {
    shown = path;
    // A page with blocks at rest is the one the document came with, and so is its head.
    if (document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') === pageUrl(site.head.url, path) || !isWhole(content)) return;
    Promise.all([loadUpdater(), structuredDataOf(path)])
      .then(([{ showHead }, data]) => shown === path && showHead({ path, ...content }, site.head, data))
      .catch(() => {});
  }, [path, content, site]);
}
