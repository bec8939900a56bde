import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from '../../pipeline/chromium.ts';
import { load, newPage } from './pages.ts';

type Tab = Awaited<ReturnType<typeof newPage>>;

/**
 * The worker's Chromium: launched for the first browser file a worker runs and kept for the files
 * after it, which share the worker's process (the browser project does not isolate its files).
 * A launch and a browser's first tab cost Chromium 2.5–3 s of CPU, about a fifth of a short file.
 * Playwright closes it as the process ends.
 */
let launched: Promise<Browser> | undefined;
function workerBrowser(): Promise<Browser> {
  launched ??= launchChromium().then((browser) => {
    browser.on('disconnected', () => (launched = undefined));
    return browser;
  });
  return launched;
}

/** The contexts of the tabs useTabs keeps for the files that follow. */
const kept = new Set<BrowserContext>();

/**
 * The worker's Chromium for the tests of a file, from before them. After them, every context the
 * file opened and left open is closed, but for the tabs useTabs keeps: the next file starts with
 * nothing of this one's. Returns a getter, since the browser is there only once the tests start.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  let before = new Set<BrowserContext>();
  beforeAll(async () => {
    browser = await workerBrowser();
    before = new Set(browser.contexts());
  }, 120_000);
  afterAll(async () => {
    const left = browser?.contexts().filter((context) => !before.has(context) && !kept.has(context)) ?? [];
    await Promise.all(left.map((context) => context.close()));
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

/** The tabs useTabs hands out, by set and kind of context, and the origins each has shown. */
const tabsKept = new Map<string, Tab>();
const originsShown = new WeakMap<Page, Set<string>>();

/**
 * Tabs the tests share, one per kind of context (scripts on or off, pixel density), each handed to
 * a test at the size and motion setting it asks for, with no problems recorded and nothing stored
 * by the sites it has shown. A tab that has shown the site before loads it again for a fraction of
 * what a new tab costs Chromium: a load of `/` and its hydration took 0.5–1 s of CPU in a tab kept
 * open, against 2.5–2.8 s in a new tab, even of the same context. The tabs stay open for the next
 * files of the worker; a file that needs tabs apart from those (with a cache of their own) names
 * another `set`.
 * A test that adds to its tab (init scripts, routes, listeners) takes them off again. A test of a
 * first visit, or of which files a page fetches, keeps a context of its own: the shared tab's
 * cache answers for it.
 */
export function useTabs(browser: () => Browser, set = 'shared'): Tabs {
  return async ({ viewport = DEFAULT_VIEWPORT, reducedMotion = 'no-preference', javaScriptEnabled = true, deviceScaleFactor = 1 } = {}) => {
    const key = `${set} ${javaScriptEnabled} ${deviceScaleFactor}`;
    let tab = tabsKept.get(key);
    if (tab && !tab.page.isClosed()) {
      await forgetVisits(tab.page, originsShown.get(tab.page)!);
    } else {
      const opened = await newPage(browser(), { viewport, javaScriptEnabled, deviceScaleFactor });
      const origins = new Set<string>();
      opened.page.on('framenavigated', (frame) => frame.url().startsWith('http') && origins.add(new URL(frame.url()).origin));
      originsShown.set(opened.page, origins);
      kept.add(opened.context);
      tabsKept.set(key, opened);
      tab = opened;
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
