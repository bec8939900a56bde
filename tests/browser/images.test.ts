/**
 * Photos as visitors get them: the browser picks, from what the build encoded, a file as sharp as
 * the screen needs and no larger, which holds only if each place's `sizes` follows its layout; and a
 * photo below the first screen is not fetched until it is scrolled to.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { htmlFile } from '../support/dist-files.ts';
import { scrollThrough, waitForApp } from '../support/pages.ts';
import { realPaths } from '../support/real-site.ts';
import { useBrowser } from '../support/browser.ts';

const browser = useBrowser();

/** The routes whose pages show a photo. */
const withPhotos = realPaths.filter((path) => htmlFile(inject('distDir'), path).includes('<picture'));

/** Every photo on the page once each has loaded: how wide it is drawn, the file chosen, and the widths offered. */
function photosOn(page: Page) {
  return page.evaluate(async () => {
    const images = [...document.querySelectorAll<HTMLImageElement>('picture img')].filter((img) => img.getBoundingClientRect().width > 0);
    await Promise.all(images.map((img) => img.decode()));
    return images.map((img) => ({
      file: img.currentSrc,
      drawn: img.getBoundingClientRect().width,
      offered: img.srcset.split(', ').map((candidate) => Number(candidate.split(' ')[1]!.slice(0, -1))),
    }));
  });
}

describe('photos', () => {
  it('are on the pages that name them', () => {
    expect(withPhotos).toEqual(['/', '/services/web-development', '/about', '/testimonials', '/contact']);
  });

  it.each([
    [375, 2],
    [768, 1],
    [1280, 1],
    [1920, 1],
  ])('come as the AVIF the screen needs at %i px (%i× screen): as sharp as drawn, not a size larger', async (width, density) => {
    // A context of its own at each width, not a shared tab (see useTabs): Chromium shows a larger
    // file it already holds (750 px, fetched at 768) where the width needs a smaller one (480 px).
    const context = await browser().newContext({ viewport: { width, height: 900 }, deviceScaleFactor: density });
    const page = await context.newPage();
    const wrong: string[] = [];
    for (const path of withPhotos) {
      await page.goto(`${inject('baseUrl')}${path}`);
      await waitForApp(page);
      await scrollThrough(page);
      for (const { file, drawn, offered } of await photosOn(page)) {
        const chosen = Number(/-(\d+)\.avif$/.exec(file)?.[1]);
        const needed = drawn * density;
        // The smallest file that covers the drawn size, or the largest there is.
        const best = offered.find((offer) => offer >= needed - 1) ?? Math.max(...offered);
        if (chosen !== best) wrong.push(`${path}: drawn ${needed.toFixed(0)} device px wide, got ${file.split('/').pop()}, expected the ${best} px file`);
      }
    }
    await context.close();
    expect(wrong).toEqual([]);
  });

  it('below the first screen are fetched only when scrolled to', async () => {
    const context = await browser().newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => request.url().includes('/assets/images/founder-') && fetched.push(request.url()));
    await page.goto(`${inject('baseUrl')}/about`);
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);
    await scrollThrough(page);
    expect(fetched).toHaveLength(1);
    await context.close();
  });
});
