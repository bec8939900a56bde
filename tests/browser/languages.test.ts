/**
 * The site in English and French as a visitor meets it: a switch to the same page in the other
 * language that the app follows without loading a new document, the page's language on <html>,
 * and numbers, dates and phone numbers written the way French writes them.
 */
import type { Page, Request } from 'playwright-core';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer } from '../../pipeline/serve-static.ts';
import { scrollThrough, VIEWPORTS, waitForApp } from '../support/pages.ts';
import { frenchSite, realSite, realSites } from '../support/real-site.ts';
import { openTab, useBrowser, useTabs } from '../support/browser.ts';

const tab = useTabs(useBrowser());

const url = (path: string) => `${inject('baseUrl')}${path}`;

/** Records each document the tab requests until `stop`: a switch the app handles requests none. */
function documentRequests(page: Page) {
  const documents: string[] = [];
  const record = (request: Request) => request.resourceType() === 'document' && documents.push(new URL(request.url()).pathname);
  page.on('request', record);
  return { documents, stop: () => page.off('request', record) };
}

const h1 = (page: Page) => page.locator('h1').textContent();

describe('the language switch', () => {
  it('leads from an English page to its French version and back, in the app, naming each language in its own words', async () => {
    const { page, problems } = await openTab(tab, url('/about'), { viewport: VIEWPORTS.desktop });
    const { documents, stop } = documentRequests(page);
    // The head names both versions and x-default, with full addresses.
    const alternates = await page.$$eval('link[rel=alternate][hreflang]', (links) => links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`));
    expect(alternates).toEqual([`en-CA ${realSite.site.url}/about`, `fr-CA ${realSite.site.url}/fr/a-propos`, `x-default ${realSite.site.url}/about`]);
    const french = page.locator('header').getByRole('link', { name: 'Français' });
    // on a desktop, after the menu, where visitors look for it, and before the header's one button
    expect((await page.locator('header').getByRole('link').allInnerTexts()).slice(-2)).toEqual(['Français', realSite.menuAction?.label]);
    expect(await french.getAttribute('href')).toBe('/fr/a-propos');
    expect(await french.getAttribute('lang')).toBe('fr-CA');
    expect(await french.getAttribute('hreflang')).toBe('fr-CA');

    await french.click();
    await page.waitForURL(url('/fr/a-propos'));
    await waitForApp(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-CA');
    const frenchAbout = frenchSite.pages.find((candidate) => candidate.path === '/fr/a-propos')!;
    expect(await h1(page)).toBe(frenchAbout.blocks.find((block) => block.type === 'page-header')!.heading);
    expect(await page.title()).toBe(`${frenchAbout.title} | ${realSite.company.name}`);
    // The navigation is the French one now.
    expect(await page.locator('header nav').getByRole('link', { name: 'À propos' }).count()).toBeGreaterThan(0);

    const english = page.locator('header').getByRole('link', { name: 'English' });
    expect(await english.getAttribute('lang')).toBe('en-CA');
    await english.click();
    await page.waitForURL(url('/about'));
    await waitForApp(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-CA');
    stop();
    expect(documents).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('shows in the header of a phone as the language\'s two letters, named in full', async () => {
    const { page } = await openTab(tab, url('/about'), { viewport: VIEWPORTS.phone });
    const inHeader = page.locator('header').getByRole('link', { name: 'Français' });
    await expect.poll(() => inHeader.isVisible()).toBe(true);
    // What shows is the two letters; the full name is what a screen reader reads (the link's name above).
    const shown = inHeader.locator('[aria-hidden="true"]');
    expect(await shown.isVisible()).toBe(true);
    expect(await shown.textContent()).toBe('FR');
    expect(await inHeader.getAttribute('href')).toBe('/fr/a-propos');
    const box = (await inHeader.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  });

  it('is in the menu on phones, and on every page of the site in the footer', async () => {
    const { page } = await openTab(tab, url('/fr/services/telephonie-d-affaires/ringcentral'), { viewport: VIEWPORTS.phone });
    await page.getByRole('button', { name: frenchSite.ui.menu }).click();
    const inMenu = page.locator('#root nav').getByRole('link', { name: 'English' });
    expect(await inMenu.getAttribute('href')).toBe('/services/business-telephone/ringcentral');
    await page.keyboard.press('Escape');
    await scrollThrough(page);
    expect(await page.locator('footer').getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/services/business-telephone/ringcentral');
  });
});

describe('French pages', () => {
  it('write numbers, dates and phone numbers the French way', async () => {
    const { page } = await openTab(tab, url('/fr'), { viewport: VIEWPORTS.desktop, reducedMotion: 'reduce' });
    await scrollThrough(page);
    const stats = await page.locator('[data-stat-value]').allTextContents();
    expect(stats).toEqual([`${realSite.company.yearsExperience}`, '500', '100']);
    // « Plus de 30 », not « +30 »: the words stand above each number.
    expect((await page.locator('[data-stat-lead]').allTextContents()).map((words) => words.trim())).toEqual(['Plus de', 'Plus de', 'Plus de']);
    expect(await page.locator('footer').textContent()).toContain('+1\u00a0204\u00a0555-0123');
    await page.goto(url('/fr/a-propos'));
    await waitForApp(page);
    expect(await page.locator('main').textContent()).toContain('fondée en novembre 2024');
  });

  it('send an unknown address under /fr to the French home page, and old addresses to their French pages', async () => {
    const { page } = await openTab(tab, url('/fr/nulle-part'));
    expect(new URL(page.url()).pathname).toBe('/fr');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-CA');
    await page.goto(url('/fr/ringcentral'));
    await waitForApp(page);
    expect(new URL(page.url()).pathname).toBe('/fr/services/telephonie-d-affaires/ringcentral');
  });
});

describe('unknown addresses on a host that answers every one with the root 404.html', () => {
  // Netlify, GitHub Pages and S3 do; the test server otherwise serves the nearest, as Cloudflare Pages does.
  let server: Server | undefined;
  let base = '';
  beforeAll(async () => {
    ({ server, url: base } = await startServer({ root: inject('distDir'), notFound: 'root', hostRules: false }));
  });
  // The tab the file shares outlives this server, and may still hold a connection to it open.
  afterAll(() => new Promise<void>((done) => (server ? (server.close(() => done()), server.closeAllConnections()) : done())));

  it.each([
    ['/fr/nulle-part', '/fr', 'fr-CA'],
    ['/fr/services/inconnu#tarifs', '/fr', 'fr-CA'],
    ['/no-such-page', '/', 'en-CA'],
    ['/frites', '/', 'en-CA'],
  ])('%s lands on %s, which says there is no page there', async (from, home, lang) => {
    const { page, problems } = await openTab(tab, `${base}${from}`);
    expect(new URL(page.url()).pathname).toBe(home);
    expect(new URL(page.url()).hash).toBe(new URL(from, base).hash);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    const said = (lang === 'fr-CA' ? frenchSite : realSites.en).ui.missingPage;
    await expect.poll(() => page.getByRole('status').filter({ hasText: said }).isVisible(), { timeout: 10_000 }).toBe(true);
    // The 404 answer itself is expected (and Chromium logs it); nothing else may fail.
    expect(problems.filter((problem) => !/HTTP 404|status of 404/.test(problem))).toEqual([]);
  });

  it('sends visitors without JavaScript to the first language\'s home page, which links to the other', async () => {
    const { page } = await tab({ javaScriptEnabled: false });
    await page.goto(`${base}/fr/nulle-part`);
    await page.waitForURL(`${base}/`);
    expect(await page.locator('header a[hreflang="fr-CA"]').first().getAttribute('href')).toBe('/fr');
  });
});

