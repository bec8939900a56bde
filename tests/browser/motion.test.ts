import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, useTab } from '../support/browser.ts';
import { load, newPage, scrollThrough, scrollTo } from '../support/pages.ts';
import { realPaths as paths } from '../support/real-site.ts';

const browser = useBrowser();

/** Running animations and transitions, and elements left transparent. */
function motionState(page: Page) {
  return page.evaluate(() => ({
    animations: document.getAnimations().filter((animation) => animation.playState === 'running').length,
    transparent: [...document.querySelectorAll<HTMLElement>('main *')].filter((element) => Number(getComputedStyle(element).opacity) < 1).length,
  }));
}

describe('motion', () => {
  it('the hero arrives in motion for visitors who have not asked for less', async () => {
    const { page, close } = await newPage(browser(), { viewport: { width: 1280, height: 800 } });
    await page.goto(inject('baseUrl'), { waitUntil: 'commit' });
    await page.locator('h1').waitFor();
    expect((await page.evaluate(() => document.getAnimations().length)) > 0).toBe(true);
    await close();
  });

  describe('with prefers-reduced-motion', () => {
    const tab = useTab(browser, { reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });

    it.each(paths)('%s does not move at all, and shows everything', async (path) => {
      const { page } = tab();
      await load(page, `${inject('baseUrl')}${path}`);
      expect(await motionState(page)).toEqual({ animations: 0, transparent: 0 });
      await scrollThrough(page);
      await scrollTo(page);
      expect(await motionState(page)).toEqual({ animations: 0, transparent: 0 });
    });
  });
});
