import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { assetSizes, kb, pageAssets } from '../support/bytes.ts';
import { htmlFile } from '../support/dist-files.ts';
import { scrollTo, VIEWPORTS, waitForApp } from '../support/pages.ts';
import { useBrowser } from '../support/browser.ts';

const budgets = JSON.parse(readFileSync('budgets.json', 'utf8')) as { javascript: { brotli: number } };
/* Image bytes before any interaction are counted on every route in routes.test.ts. */
/** Page time a visitor spends looking at the page without touching it. */
const IDLE_MS = 10_000;

const browser = useBrowser();

/**
 * The home page at each size, and the contact page, short enough that its footer is in view on a
 * desktop from the start.
 */
const LOADS = [...Object.entries(VIEWPORTS).map(([name, viewport]) => ['/', name, viewport] as const), ['/contact', 'desktop', VIEWPORTS.desktop] as const];

describe('JavaScript before any interaction', () => {
  it.each(LOADS)('%s at the %s size loads only the scripts its HTML names, within budget', async (path, _name, viewport) => {
    const context = await browser().newContext({ viewport });
    await context.clock.install();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    await page.goto(`${inject('baseUrl')}${path}`);
    await waitForApp(page);
    // The page has seen where everything starts, then sits untouched: every timer, idle callback and
    // frame due in that time runs, and none of them may fetch a script.
    await scrollTo(page, 0);
    await page.clock.runFor(IDLE_MS);
    await waitForApp(page);
    const named = pageAssets(htmlFile(inject('distDir'), path)).scripts;
    expect([...new Set(scripts)].sort()).toEqual([...named].sort());
    const size = assetSizes(inject('distDir'), scripts);
    console.log(`${path} (${viewport.width} px): ${scripts.length} scripts, ${kb(size.brotli)} brotli before interaction`);
    expect(size.brotli).toBeLessThanOrEqual(budgets.javascript.brotli);
    await context.close();
  });
});
