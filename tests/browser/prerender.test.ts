import type { ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer } from '../../pipeline/serve-static.ts';
import { buildSite } from '../support/build-site.ts';
import { useBrowser, useTabs } from '../support/browser.ts';
import { scrollThrough, waitForApp } from '../support/pages.ts';
import type { LocalPage } from '../../src/view-model.ts';
import { realPaths as paths, realSite as site, realSites } from '../support/real-site.ts';

const browser = useBrowser();
const tab = useTabs(browser);
let devUrl: string;
let closeDev: () => void;

beforeAll(async () => {
  const devDist = buildSite('.test-build/dev-site', { BUILD_MODE: 'development' });
  const { server, url } = await startServer({ root: devDist });
  devUrl = url;
  closeDev = () => server.close();
}, 120_000);

afterAll(() => {
  closeDev?.();
});

/** Elements in main that a visitor cannot see: transparent, hidden or collapsed by styles. */
function hiddenContent(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((element) => !['STYLE', 'SCRIPT'].includes(element.tagName) && element.textContent?.trim() && element.children.length === 0)
      .filter((element) => {
        let node: Element | null = element;
        while (node && node !== document.body) {
          const style = getComputedStyle(node);
          if (Number(style.opacity) < 1 || style.visibility === 'hidden' || style.display === 'none') return !node.closest('[aria-hidden="true"], [inert]');
          node = node.parentElement;
        }
        return false;
      })
      .map((element) => element.textContent?.trim().slice(0, 60)),
  );
}

describe('without JavaScript', () => {
  const withoutScripts = async () => (await tab({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } })).page;

  it.each(paths)('%s shows all of its content at full opacity', async (path) => {
    const page = await withoutScripts();
    await page.goto(`${inject('baseUrl')}${path}`);
    await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
    expect(await hiddenContent(page)).toEqual([]);
  });

  it('shows the counters at their final values', async () => {
    const page = await withoutScripts();
    await page.goto(inject('baseUrl'));
    const stats = site.pages[0]!.blocks.find((block) => block.type === 'stats');
    expect(stats).toBeDefined();
    const text = await page.locator('main').innerText();
    for (const item of stats && stats.type === 'stats' ? stats.items : []) {
      expect(text).toContain(`${item.prefix}${item.value.toLocaleString('en-CA')}${item.suffix}`);
    }
  });
});

/**
 * In each language, the fewest routes that between them show every kind of block the site has
 * (pages with the most kinds first, each taken if it adds one): every block's code, and every language's
 * formatting of numbers and dates, hydrates in one of them.
 */
function routesShowingEveryBlock(): string[] {
  const kindsOf = (page: LocalPage) => new Set(page.blocks.map((block) => block.type));
  const chosen: string[] = [];
  for (const site of Object.values(realSites)) {
    const seen = new Set<string>();
    for (const page of [...site.pages].sort((a, b) => kindsOf(b).size - kindsOf(a).size)) {
      const kinds = [...kindsOf(page)];
      if (kinds.some((kind) => !seen.has(kind))) chosen.push(page.path);
      for (const kind of kinds) seen.add(kind);
    }
  }
  return chosen;
}

describe('hydration', () => {
  it.each(routesShowingEveryBlock())('%s hydrates in a development build with no warning or console error', async (path) => {
    const { page } = await tab();
    const messages: string[] = [];
    const record = (message: ConsoleMessage) => ['error', 'warning'].includes(message.type()) && messages.push(`${message.type()}: ${message.text()}`);
    const recordError = (error: Error) => messages.push(`pageerror: ${error.message}`);
    page.on('console', record);
    page.on('pageerror', recordError);
    await page.goto(`${devUrl}${path}`);
    await waitForApp(page);
    await scrollThrough(page);
    page.off('console', record);
    page.off('pageerror', recordError);
    expect(messages).toEqual([]);
  });
});

describe('starting the app', () => {
  // A first visit: a new context, with nothing in its cache.
  it.each(['/', '/about'])('%s paints its content before it requests any script', async (path) => {
    const page = await browser().newPage();
    await page.goto(`${inject('baseUrl')}${path}`);
    await waitForApp(page);
    const { firstPaint, scripts } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    expect(firstPaint).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const script of scripts) expect(script.start, script.path).toBeGreaterThan(firstPaint!);
    await page.close();
  });
});
