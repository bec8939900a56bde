import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { MenuItem } from '../../schema/site.ts';
import { useBrowser, useTabs } from '../support/browser.ts';
import { overflowingText, overlappingText, scrollsSideways, VIEWPORTS } from '../support/pages.ts';
import { realSite as site } from '../support/real-site.ts';

const tab = useTabs(useBrowser());

/** The file's tab, `width` wide and with scripts on or off, loaded at `path`. */
async function open(path: string, { width, javaScriptEnabled }: { width: number; javaScriptEnabled: boolean }): Promise<Page> {
  const { page } = await tab({ viewport: { ...VIEWPORTS.phone, width }, javaScriptEnabled });
  await page.goto(`${inject('baseUrl')}${path}`);
  return page;
}

/** The first top-level item with sub-pages (Services in site.yaml), and every page under an item. */
const parent = site.menu.find((item) => item.children?.length)!;
const descendants = (item: MenuItem): MenuItem[] => (item.children ?? []).flatMap((child) => [child, ...descendants(child)]);

const headerNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: site.ui.mainNavigation });
const menuButton = (page: Page) => headerNav(page).getByRole('button', { name: site.ui.menu, exact: true });

describe('the header on a phone without JavaScript', () => {
  it.each(['/', '/about'])('leads from %s to every top-level page', async (start) => {
    const page = await open(start, { width: VIEWPORTS.phone.width, javaScriptEnabled: false });
    await expect(menuButton(page).count()).resolves.toBe(0);
    for (const item of site.menu) {
      await page.goto(`${inject('baseUrl')}${start}`);
      await headerNav(page).getByRole('link', { name: item.title, exact: true }).click();
      await page.waitForURL((url) => url.pathname === item.href);
      await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
    }
  });

  it('marks the page being shown', async () => {
    const page = await open('/about', { width: VIEWPORTS.phone.width, javaScriptEnabled: false });
    const about = site.menu.find((item) => item.href === '/about')!;
    await expect(headerNav(page).getByRole('link', { name: about.title, exact: true }).getAttribute('aria-current')).resolves.toBe('page');
  });

  it.each([320, 375])('opens the sub-pages of a parent from its summary at %i px, every level at once', async (width) => {
    const page = await open('/', { width, javaScriptEnabled: false });
    const subPage = (item: MenuItem) => headerNav(page).getByRole('link', { name: item.title, exact: true });
    const summary = headerNav(page).locator('summary', { hasText: `${parent.title} ${site.ui.submenu}` });
    await expect(subPage(parent.children![0]!).isVisible()).resolves.toBe(false);
    await summary.click();
    for (const item of descendants(parent)) await expect(subPage(item).isVisible()).resolves.toBe(true);
    await expect(scrollsSideways(page)).resolves.toBe(false);
    const target = descendants(parent).find((item) => item.href === '/services/nextcloud') ?? parent.children![0]!;
    await subPage(target).click();
    await page.waitForURL((url) => url.pathname === target.href);
    await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
  });

  it.each([320, 375])('lays the header out cleanly at %i px', async (width) => {
    const page = await open('/', { width, javaScriptEnabled: false });
    await expect(scrollsSideways(page)).resolves.toBe(false);
    await expect(overflowingText(page)).resolves.toEqual([]);
    await expect(overlappingText(page)).resolves.toEqual([]);
  });
});

describe('the header on a desktop without JavaScript', () => {
  it('is the same one row of links as with JavaScript', async () => {
    const rows = async (javaScriptEnabled: boolean) => {
      const page = await open('/about', { width: VIEWPORTS.desktop.width, javaScriptEnabled });
      const links = await headerNav(page).getByRole('link').evaluateAll((elements) => elements.map((element) => [element.textContent, Math.round(element.getBoundingClientRect().top)]));
      return { links, height: await page.getByRole('banner').evaluate((element) => element.getBoundingClientRect().height) };
    };
    const [withScripts, withoutScripts] = [await rows(true), await rows(false)];
    expect(new Set(withoutScripts.links.map(([, top]) => top)).size).toBe(1);
    expect(withoutScripts).toEqual(withScripts);
  });
});

describe('the header on a phone with JavaScript', () => {
  it('keeps the menu button, with the top-level links in its closed panel', async () => {
    const page = await open('/', { width: VIEWPORTS.phone.width, javaScriptEnabled: true });
    await menuButton(page).waitFor();
    await expect(menuButton(page).getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(headerNav(page).getByRole('link').count()).resolves.toBe(0);
    await expect(headerNav(page).locator('summary').first().isVisible()).resolves.toBe(false);
  });
});
