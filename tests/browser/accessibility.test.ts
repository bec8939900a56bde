import { describe, expect, inject, it } from 'vitest';
import { violations } from '../support/accessibility.ts';
import { useBrowser } from '../support/browser.ts';
import { openPage, VIEWPORTS } from '../support/pages.ts';
import { realSite } from '../support/real-site.ts';

/* The menus open, which no route shows on arrival; every route as it arrives is checked in routes.test.ts. */

const browser = useBrowser();

describe('axe with menus open', () => {
  it('has no violations with the mobile menu open', async () => {
    const { page, close } = await openPage(browser(), `${inject('baseUrl')}/services`, { viewport: VIEWPORTS.phone });
    await page.getByRole('button', { name: /menu/i }).click();
    await page.locator('#mobile-menu, [id*="mobile"]').first().waitFor();
    expect(await violations(page)).toEqual([]);
    await close();
  });

  it('has no violations with a dropdown and its nested menu open', async () => {
    const { page, close } = await openPage(browser(), `${inject('baseUrl')}/services/business-telephone/care`, { viewport: VIEWPORTS.desktop });
    const nav = page.getByRole('navigation', { name: realSite.ui.mainNavigation });
    await nav.getByRole('button', { name: /Services/ }).click();
    await nav.getByRole('button', { name: /Business Telephone/ }).click();
    await nav.getByRole('link', { name: 'RingCentral' }).waitFor();
    expect(await violations(page)).toEqual([]);
    await close();
  });
});
