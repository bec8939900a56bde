import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium.ts';
import { assetSizes, kb, pageAssets } from '../support/bytes.ts';
import { htmlFile } from '../support/dist-files.ts';
import { VIEWPORTS } from '../support/pages.ts';

const budgets = JSON.parse(readFileSync('budgets.json', 'utf8')) as { javascript: { brotli: number } };

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('JavaScript before any interaction', () => {
  it.each(Object.entries(VIEWPORTS))('the home page at the %s size loads only the scripts its HTML names, within budget', async (_name, viewport) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('response', (response) => response.request().resourceType() === 'script' && scripts.push(new URL(response.url()).pathname));
    await page.goto(inject('baseUrl'), { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const named = pageAssets(htmlFile(inject('distDir'), '/')).scripts;
    expect([...new Set(scripts)].sort()).toEqual([...named].sort());
    const size = assetSizes(inject('distDir'), scripts);
    console.log(`home (${viewport.width} px): ${scripts.length} scripts, ${kb(size.brotli)} brotli before interaction`);
    expect(size.brotli).toBeLessThanOrEqual(budgets.javascript.brotli);
    await context.close();
  });
});
