import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { largeSiteText } from '../../pipeline/bench/large-site.ts';
import { startServer } from '../../pipeline/serve-static.ts';
import { buildSite } from '../support/build-site.ts';
import { useBrowser, useTabs } from '../support/browser.ts';
import { VIEWPORTS, waitForApp } from '../support/pages.ts';
import { shownIn, type Shown } from '../support/shown.ts';

/**
 * A site of 224 pages, past the 200 beyond which the build publishes each page as a file of data
 * and each block component as a chunk the pages share (pipeline/build/page-data.ts): the pages
 * must show, hydrate and navigate as a small site's do.
 */
const FOLDER = resolve('.test-build/large-site');
const browser = useBrowser();
/** The tab the tests navigate in, and one of its own (and its own cache) for the fresh loads they compare with. */
const [tabs, referenceTabs] = [useTabs(browser), useTabs(browser, 'reference')];
let dist: string;
let server: Server;
let url: string;

beforeAll(async () => {
  const siteFile = join(FOLDER, 'site.yaml');
  mkdirSync(FOLDER, { recursive: true });
  writeFileSync(siteFile, largeSiteText(readFileSync('site.yaml', 'utf8'), 100));
  dist = buildSite(join(FOLDER, 'dist'), { SITE_FILE: siteFile });
  ({ server, url } = await startServer({ root: dist }));
}, 180_000);

afterAll(() => {
  server?.close();
  rmSync(FOLDER, { recursive: true, force: true });
});

/** A tab of `from` freshly loaded at `path`, hydrated, recording problems; with `earlier` in its history before `path` when given. */
async function openAt(path: string, { earlier, from = tabs }: { earlier?: string; from?: typeof tabs } = {}) {
  const tab = await from({ viewport: VIEWPORTS.desktop, reducedMotion: 'reduce' });
  const script =
    earlier === undefined
      ? undefined
      : await tab.page.addInitScript((previous) => {
          const here = location.pathname;
          history.replaceState(null, '', previous);
          history.pushState(null, '', here);
        }, earlier);
  await tab.page.goto(`${url}${path}`);
  await script?.dispose();
  await waitForApp(tab.page);
  return tab;
}

const fresh = new Map<string, Shown>();

/** What a fresh load of `path` shows. */
async function freshLoad(path: string): Promise<Shown> {
  let shown = fresh.get(path);
  if (!shown) {
    const tab = await openAt(path, { from: referenceTabs });
    shown = await tab.page.evaluate(shownIn);
    expect(tab.problems).toEqual([]);
    fresh.set(path, shown);
  }
  return shown;
}

/** Waits for the tab to show `expected`, what a fresh load shows (see freshLoad). */
async function expectShowing(page: Page, expected: Shown) {
  await expect.poll(() => page.evaluate(shownIn), { timeout: 20_000, interval: 100 }).toEqual(expected);
}

describe('a site of more than 200 pages', () => {
  it('publishes each page as a file of data, and no script of a page’s own', () => {
    const assets = readdirSync(join(dist, 'assets'));
    expect(readdirSync(join(dist, 'assets', 'pages')).filter((name) => name.endsWith('.json'))).toHaveLength(224);
    // The scripts are the app's and the block components', whatever the number of pages.
    expect(assets.filter((name) => /^(library|bibliotheque)-/.test(name))).toEqual([]);
    expect(assets.filter((name) => name.endsWith('.js')).length).toBeLessThan(80);
  });

  it.each(['/library/article-00001', '/fr/bibliotheque/texte-00002', '/', '/services/business-telephone/care'])(
    '%s shows the same page without JavaScript and once its app has started, fetching its data once, with no errors',
    async (path) => {
      const plain = await referenceTabs({ viewport: VIEWPORTS.desktop, javaScriptEnabled: false });
      await plain.page.goto(`${url}${path}`);
      const withoutScripts = await plain.page.evaluate(() => ({ h1: document.querySelector('h1')?.textContent ?? '', main: document.getElementById('main')?.innerText ?? '' }));
      const requested: string[] = [];
      const record = (request: Request) => requested.push(new URL(request.url()).pathname);
      const tab = await tabs({ viewport: VIEWPORTS.desktop, reducedMotion: 'reduce' });
      tab.page.on('request', record);
      await tab.page.goto(`${url}${path}`);
      await waitForApp(tab.page);
      tab.page.off('request', record);
      const shown = await tab.page.evaluate(shownIn);
      expect(shown.path).toBe(path);
      expect(withoutScripts.h1).not.toBe('');
      expect({ h1: shown.h1, main: shown.main }).toEqual(withoutScripts);
      // Preloaded by the boot script and read by the app: one request.
      expect(requested.filter((requestedPath) => requestedPath.startsWith('/assets/pages/'))).toHaveLength(1);
      expect(tab.problems).toEqual([]);
    },
  );

  it('goes back to a page of data inside the app, and shows it as a fresh load does', async () => {
    const expected = await freshLoad('/library/article-00003');
    const tab = await openAt('/services/nextcloud', { earlier: '/library/article-00003' });
    const requested: string[] = [];
    const documents: string[] = [];
    const record = (request: Request) => {
      requested.push(new URL(request.url()).pathname);
      if (request.resourceType() === 'document') documents.push(request.url());
    };
    tab.page.on('request', record);
    await tab.page.goBack();
    await expectShowing(tab.page, expected);
    tab.page.off('request', record);
    expect(requested.filter((path) => path.startsWith('/assets/pages/'))).toEqual([expect.stringMatching(/^\/assets\/pages\/library-article-00003-[\w-]+\.json$/)]);
    // A page that travelled as data, not a document loaded afresh.
    expect(documents).toEqual([]);
    expect(tab.problems).toEqual([]);
  });

  it('follows the language switch from a page of data to its French version, and back to the home page', async () => {
    const [french, frenchHome] = [await freshLoad('/fr/bibliotheque/texte-00004'), await freshLoad('/fr')];
    const tab = await openAt('/library/article-00004');
    await tab.page.locator('header a[hreflang="fr-CA"]:visible').first().click();
    await expectShowing(tab.page, french);
    await tab.page.evaluate(() => document.querySelector<HTMLAnchorElement>('header a[href="/fr"]')?.click());
    await expectShowing(tab.page, frenchHome);
    expect(tab.problems).toEqual([]);
  });
});
