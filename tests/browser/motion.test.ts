import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { newPage } from '../support/pages.ts';

/* Motion as it should be; that no route moves for a visitor who asks for less is checked in routes.test.ts. */

const browser = useBrowser();

describe('motion', () => {
  it('the hero arrives in motion for visitors who have not asked for less', async () => {
    const { page, close } = await newPage(browser(), { viewport: { width: 1280, height: 800 } });
    await page.goto(inject('baseUrl'), { waitUntil: 'commit' });
    await page.locator('h1').waitFor();
    expect((await page.evaluate(() => document.getAnimations().length)) > 0).toBe(true);
    await close();
  });
});
