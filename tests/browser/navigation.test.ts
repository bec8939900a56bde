import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium.ts';
import { VIEWPORTS } from '../support/pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('moving between pages', () => {
  it('renders the next page in the app, without a new document request', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.goto(`${inject('baseUrl')}/services`, { waitUntil: 'networkidle' });
    const documents: string[] = [];
    page.on('request', (request) => request.resourceType() === 'document' && documents.push(request.url()));

    const link = page.locator('main a[href="/services/nextcloud"]').first();
    await link.hover();
    await page.waitForLoadState('networkidle');
    const elapsed = await page.evaluate(
      () =>
        new Promise<number>((done) => {
          const heading = document.querySelector('h1')!.textContent;
          const started = performance.now();
          const observer = new MutationObserver(() => {
            if (document.querySelector('h1')?.textContent !== heading) {
              observer.disconnect();
              requestAnimationFrame(() => done(performance.now() - started));
            }
          });
          observer.observe(document.getElementById('main')!, { childList: true, subtree: true, characterData: true });
          document.querySelector<HTMLAnchorElement>('main a[href="/services/nextcloud"]')!.click();
        }),
    );
    console.log(`client-side navigation to /services/nextcloud rendered in ${elapsed.toFixed(0)} ms`);
    expect(new URL(page.url()).pathname).toBe('/services/nextcloud');
    expect(documents).toEqual([]);
    // The target is 100 ms; the bound leaves room for a busy shared machine.
    expect(elapsed).toBeLessThan(1000);
    await context.close();
  });
});
