import { appendFileSync, mkdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';

const HEADING = 'Where Exceptional Results Meet Transparent Pricing';
const folder = resolve('.test-build/dev');
const file = resolve(folder, 'site.yaml');
const original = readFileSync('site.yaml', 'utf8');

/**
 * index.html as a formatter or an editor might leave it, for pages asked for with `?formatted`:
 * the root on lines of its own, with a comment in it.
 */
const formattedTemplate: Plugin = {
  name: 'formatted-template',
  transformIndexHtml: {
    order: 'post',
    handler: (html, { originalUrl }) =>
      originalUrl?.endsWith('?formatted') ? html.replace('<div id="root"></div>', '<div id="root">\n      <!-- the app renders here -->\n    </div>') : html,
  },
};

let server: ViteDevServer;
const browser = useBrowser();
let url: string;

beforeAll(async () => {
  mkdirSync(folder, { recursive: true });
  writeFileSync(file, original);
  process.env.SITE_FILE = file;
  server = await createServer({
    configFile: resolve('vite.config.ts'),
    plugins: [formattedTemplate],
    logLevel: 'silent',
    server: { port: 0, host: '127.0.0.1' },
  });
  await server.listen();
  url = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  delete process.env.SITE_FILE;
  await server?.close();
});

const withHeading = (heading: string) => original.replace(`heading: ${HEADING}`, `heading: ${heading}`);

/**
 * A dev page that records what the dev server tells it (every message on the HMR socket, across
 * reloads) and every console error or failed request. Each test that edits site.yaml puts the
 * original back before it ends (see restoreOriginal), so the page starts from it.
 */
async function openDevPage(query = ''): Promise<{ page: Page; messages: { type: string; err?: { message: string } }[]; errors: string[] }> {
  const page = await browser().newPage();
  const messages: { type: string; err?: { message: string } }[] = [];
  const errors: string[] = [];
  page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => messages.push(JSON.parse(String(payload)))));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => response.status() >= 400 && errors.push(`HTTP ${response.status()}: ${response.url()}`));
  await page.goto(`${url}${query}`);
  await page.getByRole('heading', { level: 1, name: HEADING }).waitFor({ timeout: 20_000 });
  return { page, messages, errors };
}

/** Puts the original site.yaml back and waits until the dev server has shown it, then closes the page. */
async function restoreOriginal(page: Page) {
  writeFileSync(file, original);
  await page.getByRole('heading', { level: 1, name: HEADING }).waitFor({ timeout: 20_000 });
  await page.close();
}

/** A save that reaches the disk in two writes `gap` ms apart, as some editors and network drives do. */
async function saveInTwoWrites(first: string, rest: string, gap: number) {
  writeFileSync(file, first);
  await new Promise((done) => setTimeout(done, gap));
  appendFileSync(file, rest);
}

describe('npm run dev', () => {
  it('reloads when site.yaml changes and shows located problems in the overlay when it breaks', async () => {
    const { page } = await openDevPage();

    writeFileSync(file, withHeading('Edited while the server runs'));
    await page.getByRole('heading', { level: 1, name: 'Edited while the server runs' }).waitFor({ timeout: 20_000 });

    const broken = withHeading('[not, text]');
    writeFileSync(file, broken);
    const line = broken.split('\n').findIndex((text) => text.includes('heading: [not, text]')) + 1;
    const overlay = page.locator('vite-error-overlay');
    await overlay.waitFor({ timeout: 20_000 });
    await expect(overlay.locator('.message').textContent()).resolves.toMatch(
      new RegExp(`site\\.yaml:${line}:\\d+ pages\\.0\\.blocks\\.0\\.heading: expected text, found a list of 2 items`),
    );
    await restoreOriginal(page);
  }, 60_000);

  it.each([['as it is', ''], ['formatted', '?formatted']])('renders each page afresh, with index.html %s, and logs no error', async (_, query) => {
    const { page, errors } = await openDevPage(query);
    expect(await page.locator('#root').evaluate((root) => root.childNodes.length === 1 && root.firstChild instanceof Element)).toBe(true);
    await page.goto(`${url}about${query}`);
    await page.getByRole('heading', { level: 1, name: /^About / }).waitFor({ timeout: 20_000 });
    // The head is the built page's, and what it names is there.
    await expect(page.title()).resolves.toMatch(/^About Us/);
    const named = await page
      .locator('head link[rel=icon], head link[rel=apple-touch-icon], head link[rel=manifest]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(named).toHaveLength(3);
    for (const href of named) await expect(page.request.get(href).then((response) => response.status()), href).resolves.toBe(200);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('never shows a half-written save, and shows the file as it finally is', async () => {
    const { page, messages, errors } = await openDevPage();
    const shows = (heading: string) => page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 20_000 });

    // Truncated, then written at once, the way many editors save in place.
    truncateSync(file);
    writeFileSync(file, withHeading('Saved in place'));
    await shows('Saved in place');

    // Truncated, and the new content lands 40 ms later.
    const emptied = withHeading('Written after the truncation');
    await saveInTwoWrites('', emptied, 40);
    await shows('Written after the truncation');

    // Half the file, then the rest 40 ms later: the first half alone has problems of its own.
    const whole = withHeading('Written in two halves');
    const half = whole.indexOf('\npages:') + 200;
    await saveInTwoWrites(whole.slice(0, half), whole.slice(half), 40);
    await shows('Written in two halves');

    expect(messages.filter((message) => message.type === 'error').map((message) => message.err?.message)).toEqual([]);
    await expect(page.locator('vite-error-overlay').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await restoreOriginal(page);
  }, 60_000);

  it('still reports a file that is emptied and stays empty', async () => {
    const { page } = await openDevPage();
    truncateSync(file);
    const overlay = page.locator('vite-error-overlay');
    await overlay.waitFor({ timeout: 20_000 });
    await expect(overlay.locator('.message').textContent()).resolves.toMatch(/site\.yaml:1:1 \(document\): the file is empty/);
    await restoreOriginal(page);
  }, 60_000);

  it('draws the share card a page names in its head', async () => {
    const { page, errors } = await openDevPage();
    const image = new URL((await page.locator('meta[property="og:image"]').getAttribute('content'))!);
    expect(image.pathname).toMatch(/^\/assets\/share\/home-[0-9a-f]{12}\.png$/);
    const response = await fetch(new URL(image.pathname, url));
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'image/png']);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
    expect((await fetch(new URL('/assets/share/services-000000000000.png', url))).status).toBe(404);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);
});
