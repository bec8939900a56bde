import { describe, expect, inject, it } from 'vitest';
import { violations } from '../support/accessibility.ts';
import { openTab, useBrowser, useTabs } from '../support/browser.ts';
import { VIEWPORTS } from '../support/pages.ts';
import { realSite } from '../support/real-site.ts';

/* The menus open, which no route shows on arrival; every route as it arrives is checked in routes.test.ts. */

const tab = useTabs(useBrowser());

describe('axe with menus open', () => {
  it('has no violations with the mobile menu open', async () => {
    const { page } = await openTab(tab, `${inject('baseUrl')}/services`, { viewport: VIEWPORTS.phone });
    await page.getByRole('button', { name: /menu/i }).click();
    await page.locator('#mobile-menu, [id*="mobile"]').first().waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it('has no violations with a dropdown and its nested menu open', async () => {
    const { page } = await openTab(tab, `${inject('baseUrl')}/services/business-telephone/care`, { viewport: VIEWPORTS.desktop });
    const nav = page.getByRole('navigation', { name: realSite.ui.mainNavigation });
    await nav.getByRole('button', { name: /Services/ }).click();
    await nav.getByRole('button', { name: /Business Telephone/ }).click();
    await nav.getByRole('link', { name: 'RingCentral' }).waitFor();
    expect(await violations(page)).toEqual([]);
  });
});

describe('the check itself', () => {
  it('names the rule and the element a page breaks, and checks only the part it is asked to', async () => {
    const { page } = await tab();
    await page.setContent('<html lang="en"><title>t</title><main><img src="a.png"><section id="fine"><p>Fine</p></section></main></html>');
    expect(await violations(page)).toContain('image-alt: img');
    expect(await violations(page, { include: '#fine' })).toEqual([]);
    expect(await violations(page, { exclude: 'img' })).not.toContain('image-alt: img');
  });
});
