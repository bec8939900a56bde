import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../../pipeline/chromium.ts';
import { newPage, openPage, scrollThrough, scrollTo } from '../support/pages.ts';
import { realPaths as paths } from '../support/real-site.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Running animations and transitions, and elements left transparent. */
function motionState(page: import('playwright-core').Page) {
  return page.evaluate(() => ({
    animations: document.getAnimations().filter((animation) => animation.playState === 'running').length,
    transparent: [...document.querySelectorAll<HTMLElement>('main *')].filter((element) => Number(getComputedStyle(element).opacity) < 1).length,
  }));
}

describe('motion', () => {
  it('the hero arrives in motion for visitors who have not asked for less', async () => {
    const { page, close } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(inject('baseUrl'), { waitUntil: 'commit' });
    await page.locator('h1').waitFor();
    expect((await page.evaluate(() => document.getAnimations().length)) > 0).toBe(true);
    await close();
  });

  it.each(paths)('%s does not move at all with prefers-reduced-motion, and shows everything', async (path) => {
    const { page, close } = await openPage(browser, `${inject('baseUrl')}${path}`, { reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
    expect(await motionState(page)).toEqual({ animations: 0, transparent: 0 });
    await scrollThrough(page);
    await scrollTo(page);
    expect(await motionState(page)).toEqual({ animations: 0, transparent: 0 });
    await close();
  });
});
