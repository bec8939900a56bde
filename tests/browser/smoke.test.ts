import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { realSite as site } from '../support/real-site.ts';
import { useBrowser } from '../support/browser.ts';

const browser = useBrowser();

describe('the built site', () => {
  it.each(site.pages.map((page) => [page.path, page]))('serves %s with its heading and title', async (path, page) => {
    const context = await browser().newContext();
    const tab = await context.newPage();
    const errors: string[] = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    tab.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const response = await tab.goto(`${inject('baseUrl')}${path}`);
    expect(response?.status()).toBe(200);
    const heading = page.blocks.find((block) => block.type === 'hero' || block.type === 'page-header');
    await expect(tab.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(heading && 'heading' in heading ? heading.heading : '');
    expect(await tab.title()).toContain(page.title);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('ships no validator code to the browser', () => {
    const assets = join(inject('distDir'), 'assets');
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      const code = readFileSync(join(assets, file), 'utf8');
      expect(code, file).not.toMatch(/ZodError|_zod|LineCounter|parseDocument|yaml-language-server/);
    }
  });
});
