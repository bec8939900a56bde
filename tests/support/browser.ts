import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from '../../pipeline/chromium.ts';
import { load, newPage } from './pages.ts';

type Tab = Awaited<ReturnType<typeof newPage>>;

/**
 * One Chromium for the tests of a file, launched before them and closed after them. Returns a
 * getter, since the browser exists only once the tests start.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is launched before the first test');
    return browser;
  };
}

/** What a test may ask of a tab it shares with others. */
export interface TabOptions {
  viewport?: { width: number; height: number };
  reducedMotion?: 'reduce' | 'no-preference';
  javaScriptEnabled?: boolean;
  deviceScaleFactor?: number;
}

/** Hands out a tab (see useTabs). */
export type Tabs = (options?: TabOptions) => Promise<Tab>;

/** The tab `tabs` hands out for `options`, loaded at `url` with its app settled (see load). */
export async function openTab(tabs: Tabs, url: string, options?: TabOptions): Promise<Tab> {
  const tab = await tabs(options);
  await load(tab.page, url);
  return tab;
}

/** Playwright's size for a context that names none. */
const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

/**
 * Tabs the tests of a file share, one per kind of context (scripts on or off, pixel density),
 * each handed to a test at the size and motion setting it asks for, with no problems recorded and
 * nothing stored by the site before. A tab that has shown the site before loads it again for a
 * fraction of what a new tab costs Chromium: a load of `/` and its hydration took 0.5–1 s of CPU in
 * a tab kept open, against 2.5–2.8 s in a new tab, even of the same context.
 * A test that adds to its tab (init scripts, routes, listeners) takes them off again. A test of a
 * first visit, or of which files a page fetches, keeps a context of its own: the shared tab's
 * cache answers for it.
 */
export function useTabs(browser: () => Browser): Tabs {
  const tabs = new Map<string, Tab>();
  const origins = new Set<string>();
  afterAll(async () => {
    await Promise.all([...tabs.values()].map((tab) => tab.close()));
  });
  return async ({ viewport = DEFAULT_VIEWPORT, reducedMotion = 'no-preference', javaScriptEnabled = true, deviceScaleFactor = 1 } = {}) => {
    const key = `${javaScriptEnabled} ${deviceScaleFactor}`;
    let tab = tabs.get(key);
    if (tab) {
      await forgetVisits(tab.page, origins);
    } else {
      tab = await newPage(browser(), { viewport, javaScriptEnabled, deviceScaleFactor });
      tab.page.on('framenavigated', (frame) => frame.url().startsWith('http') && origins.add(new URL(frame.url()).origin));
      tabs.set(key, tab);
    }
    await tab.page.setViewportSize(viewport);
    await tab.page.emulateMedia({ reducedMotion });
    // Where a new tab's pointer is: over nothing the next page could show as hovered.
    await tab.page.mouse.move(0, 0);
    tab.problems.splice(0);
    return tab;
  };
}

/**
 * Forgets what the sites the tab has shown stored in it: cookies, local storage, and the session
 * storage of the site it shows (a tab keeps the session storage of a site it has left).
 */
async function forgetVisits(page: Page, origins: Set<string>) {
  await page.context().clearCookies();
  const devtools = await page.context().newCDPSession(page);
  for (const origin of origins) await devtools.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage' });
  await devtools.detach();
  if (page.url().startsWith('http')) await page.evaluate(() => sessionStorage.clear());
}
