import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the home page hero', () => {
  it.each([1280, 1920])('keeps its heading to at most three lines at %i px', async (width) => {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(inject('baseUrl'));
    const lines = await page.$eval('h1', (heading) => Math.round(heading.getBoundingClientRect().height / parseFloat(getComputedStyle(heading).lineHeight)));
    expect(lines).toBeLessThanOrEqual(3);
    await page.close();
  });
});
