import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium.ts';

const HEADING = 'Where Exceptional Results Meet Transparent Pricing';
const folder = resolve('.test-build/dev');
const file = resolve(folder, 'site.yaml');
const original = readFileSync('site.yaml', 'utf8');

let server: ViteDevServer;
let browser: Browser;
let url: string;

beforeAll(async () => {
  mkdirSync(folder, { recursive: true });
  writeFileSync(file, original);
  process.env.SITE_FILE = file;
  server = await createServer({ configFile: resolve('vite.config.ts'), logLevel: 'silent', server: { port: 0, host: '127.0.0.1' } });
  await server.listen();
  url = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}/`;
  browser = await launchChromium();
});

afterAll(async () => {
  delete process.env.SITE_FILE;
  await browser?.close();
  await server?.close();
});

describe('npm run dev', () => {
  it('reloads when site.yaml changes and shows located problems in the overlay when it breaks', async () => {
    const page = await browser.newPage();
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(HEADING);

    writeFileSync(file, original.replace(`heading: ${HEADING}`, 'heading: Edited while the server runs'));
    await page.getByRole('heading', { level: 1, name: 'Edited while the server runs' }).waitFor({ timeout: 20_000 });

    const broken = original.replace(`heading: ${HEADING}`, 'heading: [not, text]');
    writeFileSync(file, broken);
    const line = broken.split('\n').findIndex((text) => text.includes('heading: [not, text]')) + 1;
    const overlay = page.locator('vite-error-overlay');
    await overlay.waitFor({ timeout: 20_000 });
    await expect(overlay.locator('.message').textContent()).resolves.toMatch(
      new RegExp(`site\\.yaml:${line}:\\d+ pages\\.0\\.blocks\\.0\\.heading: expected text, found a list of 2 items`),
    );
    await page.close();
  }, 60_000);
});
