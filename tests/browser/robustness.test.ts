import { describe, expect, inject, it } from 'vitest';
import { FIXTURE } from '../support/fixture-site.ts';
import { openTab, useBrowser, useTabs } from '../support/browser.ts';
import { overflowingText, scrollsSideways, waitForApp } from '../support/pages.ts';
import { realPaths as paths } from '../support/real-site.ts';

const fixtureUrl = inject('fixtureUrl');
const tab = useTabs(useBrowser());

/* Every route of the real site at every width is checked in routes.test.ts; here, content at its longest. */
describe('content at the edges', () => {
  it.each(paths)('%s wraps a 41-character company name and a long e-mail, with and without the announcement', async (path) => {
    const { page, problems } = await openTab(tab, `${fixtureUrl}${path}`, { viewport: { width: 320, height: 900 } });
    expect(await page.locator('footer').innerText()).toContain(FIXTURE.email);
    const fits = async (width: number, announcement: boolean) => {
      await page.setViewportSize({ width, height: 900 });
      await waitForApp(page);
      const seen = { width, announcement };
      expect({ ...seen, sideways: await scrollsSideways(page) }).toEqual({ ...seen, sideways: false });
      expect({ ...seen, overflowing: await overflowingText(page) }).toEqual({ ...seen, overflowing: [] });
    };
    // One load, resized: the widths a small phone, a phone and a desktop give it; then the
    // announcement dismissed, at the narrowest again.
    for (const width of [320, 375, 1280]) await fits(width, true);
    await page.getByRole('button', { name: 'Dismiss announcement' }).click();
    await expect(page.getByRole('button', { name: 'Dismiss announcement' }).count()).resolves.toBe(0);
    await fits(320, false);
    expect(problems).toEqual([]);
  });

  it('renders a tier with a single feature', async () => {
    const { page } = await openTab(tab, `${fixtureUrl}${FIXTURE.tierPage}`);
    await expect(page.getByRole('listitem').filter({ hasText: FIXTURE.onlyFeature }).count()).resolves.toBe(1);
  });
});
