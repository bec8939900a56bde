import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { launchChromium } from '../../pipeline/chromium.ts';
import { newPage } from './pages.ts';

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

/**
 * One tab (see newPage) for every test of the enclosing describe block, each loading its own
 * route: the routes share one context's cache, so only the first load fetches and compiles the
 * app's scripts. Each test starts with no problems recorded.
 */
export function useTab(browser: () => Browser, options: BrowserContextOptions = {}): () => Tab {
  let tab: Tab | undefined;
  beforeAll(async () => {
    tab = await newPage(browser(), options);
  });
  beforeEach(() => {
    tab?.problems.splice(0);
  });
  afterAll(async () => {
    await tab?.close();
  });
  return () => {
    if (!tab) throw new Error('the tab is opened before the first test');
    return tab;
  };
}
