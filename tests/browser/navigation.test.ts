import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { pageAssets } from '../support/bytes.ts';
import { htmlFile } from '../support/dist-files.ts';
import { VIEWPORTS, waitForApp } from '../support/pages.ts';
import { useBrowser } from '../support/browser.ts';

const browser = useBrowser();

describe('moving between pages', () => {
  it('renders the next page in the app, without a new document request', async () => {
    const context = await browser().newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.goto(`${inject('baseUrl')}/services`);
    await waitForApp(page);
    const documents: string[] = [];
    page.on('request', (request) => request.resourceType() === 'document' && documents.push(request.url()));

    // Pointing at the link fetches the target page's whole chunk (its document names the page at
    // rest, which only a fresh load of it needs) and the list of pages, which /services does not name.
    const named = new Set(pageAssets(htmlFile(inject('distDir'), '/services')).scripts);
    const assets = readdirSync(join(inject('distDir'), 'assets')).map((file) => `/assets/${file}`);
    const ownScripts = assets.filter((file) => /^\/assets\/(services-nextcloud|routes-en)-[\w-]{8}\.js$/.test(file));
    expect(ownScripts).toHaveLength(2);
    expect(ownScripts.filter((script) => named.has(script))).toEqual([]);
    const prefetched = Promise.all(
      ownScripts.map((script) => page.waitForResponse((response) => new URL(response.url()).pathname === script).then((response) => response.finished())),
    );
    await page.locator('main a[href="/services/nextcloud"]').first().hover();
    await prefetched;
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
