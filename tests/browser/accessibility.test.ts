import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, useTab } from '../support/browser.ts';
import { load, openPage, scrollThrough, VIEWPORTS } from '../support/pages.ts';
import { frenchPaths, realPaths as paths, realSite } from '../support/real-site.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const browser = useBrowser();

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Links to other sites that do not open in a new tab with both noopener and noreferrer. */
function unsafeExternalLinks(page: Page) {
  return page.$$eval('a[href^="http"]', (elements) =>
    (elements as HTMLAnchorElement[]).filter((link) => !/\bnoopener\b/.test(link.rel) || !/\bnoreferrer\b/.test(link.rel) || link.target !== '_blank').map((link) => link.href),
  );
}

/** Links and buttons smaller than 24×24 px, but for links inline in a run of text. */
function smallTargets(page: Page) {
  return page.$$eval('a[href], button', (elements) =>
    elements
      .filter((element) => {
        if (element.closest('[inert], [aria-hidden="true"]')) return false;
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 && rect.height === 0) return false;
        const inlineInText = getComputedStyle(element).display === 'inline' && element.parentElement?.matches('p, li, dd, span');
        return !inlineInText && (rect.width < 24 || rect.height < 24);
      })
      .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim() || element.getAttribute('aria-label')}"`),
  );
}

/* Each route is loaded once per size and every check runs on it. */
describe.each(Object.entries(VIEWPORTS))('every route at the %s size', (_name, viewport) => {
  const tab = useTab(browser, { viewport });

  it.each([...paths, ...frenchPaths])(
    '%s has no axe violations (WCAG 2.2 A and AA), opens external links safely and gives every control a target of at least 24×24 px',
    async (path) => {
      const { page, problems } = tab();
      await load(page, `${inject('baseUrl')}${path}`);
      await scrollThrough(page);
      expect(await violations(page)).toEqual([]);
      expect(await unsafeExternalLinks(page)).toEqual([]);
      expect(await smallTargets(page)).toEqual([]);
      expect(problems).toEqual([]);
    },
  );
});

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
