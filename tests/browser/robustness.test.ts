import type { Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../pipeline/serve-static.ts';
import { buildSite } from '../support/build-site.ts';
import { launchChromium } from '../../pipeline/chromium.ts';
import { writeFixtureSite } from '../support/fixture-site.ts';
import { useTab } from '../support/browser.ts';
import { load, openPage, overflowingText, scrollsSideways, waitForApp } from '../support/pages.ts';
import { realPaths as paths } from '../support/real-site.ts';

const LONG_NAME = 'Interprovincialtelecommunicationsadvisors';
const LONG_EMAIL = 'enterprise.telephony.consultations@example-communications-advisors.ca';

let browser: Browser;
let stressUrl: string;
let stressServer: Server;

beforeAll(async () => {
  browser = await launchChromium();
  const file = writeFixtureSite('.test-build/stress/site.yaml', (doc) => {
    doc.setIn(['company', 'name'], LONG_NAME);
    doc.setIn(['company', 'email'], LONG_EMAIL);
    doc.delete('announcement');
    const ringcentral = (doc.toJS().pages as { path: string }[]).findIndex((page) => page.path === '/services/business-telephone/ringcentral');
    const blocks = doc.toJS().pages[ringcentral].blocks as { type: string }[];
    const tiers = blocks.findIndex((block) => block.type === 'tiers');
    doc.setIn(['pages', ringcentral, 'blocks', tiers, 'tiers', 0, 'features'], ['One feature only']);
  });
  const dist = buildSite('.test-build/stress/dist', { SITE_FILE: file });
  ({ server: stressServer, url: stressUrl } = await startServer({ root: dist }));
}, 120_000);

afterAll(async () => {
  stressServer?.close();
  await browser?.close();
});

/* Every route of the real site at every width is checked in routes.test.ts; here, content at its longest. */
describe('content at the edges', () => {
  const tab = useTab(() => browser);

  it.each(paths)('%s wraps a 41-character company name and a long e-mail, without an announcement', async (path) => {
    const { page, problems } = tab();
    await page.setViewportSize({ width: 320, height: 900 });
    await load(page, `${stressUrl}${path}`);
    expect(await page.locator('footer').innerText()).toContain(LONG_EMAIL);
    // One load, resized: the widths a phone, a small phone and a desktop give it.
    for (const width of [320, 375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await waitForApp(page);
      expect({ width, sideways: await scrollsSideways(page) }).toEqual({ width, sideways: false });
      expect({ width, overflowing: await overflowingText(page) }).toEqual({ width, overflowing: [] });
    }
    expect(problems).toEqual([]);
  });

  it('renders a tier with a single feature', async () => {
    const { page, close } = await openPage(browser, `${stressUrl}/services/business-telephone/ringcentral`);
    await expect(page.getByRole('listitem').filter({ hasText: 'One feature only' }).count()).resolves.toBe(1);
    await close();
  });
});
