import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { pageAssets } from '../support/bytes.ts';
import { FIXTURE } from '../support/fixture-site.ts';
import { runUntil, scrollThrough, waitForApp } from '../support/pages.ts';
import { realSite as site } from '../support/real-site.ts';

const homeCarousel = site.pages[0]!.blocks.find((block) => block.type === 'carousel');
const DELAY = homeCarousel?.type === 'carousel' ? homeCarousel.autoplay.delay : 0;
const homeStats = site.pages[0]!.blocks.find((block) => block.type === 'stats');
const COUNT_MS = homeStats?.type === 'stats' ? homeStats.duration * 1000 : 0;
/** Where a paused page clock starts; any fixed time will do. */
const START = new Date('2025-01-06T09:00:00Z');

/** The fixture site, whose home carousel turns three testimonials. */
const threeUrl = inject('fixtureUrl');
const browser = useBrowser();

/** Opens `url` once its app has hydrated and settled; with `paused`, the page's clock stands still from the start until the test moves it. */
async function open(url: string, { paused = false, ...options }: BrowserContextOptions & { paused?: boolean } = {}) {
  const context = await browser().newContext({ viewport: { width: 1280, height: 800 }, ...options });
  if (paused) {
    await context.clock.install({ time: START });
    await context.clock.pauseAt(START);
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  if (!paused) await waitForApp(page);
  return { page, errors, close: () => context.close() };
}

/** The selected slide once the app has rendered everything that has happened so far; -1 before a dot is selected. */
async function selected(page: Page) {
  await waitForApp(page);
  return page.$$eval('button[aria-label^="Testimonial "]', (dots) => dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true'));
}

/** Waits until slide `index` is selected; the page's clock decides when that is due. */
const slideBecomes = (page: Page, index: number) =>
  page.waitForFunction(
    (expected) => [...document.querySelectorAll('button[aria-label^="Testimonial "]')].findIndex((dot) => dot.getAttribute('aria-current') === 'true') === expected,
    index,
  );

/**
 * The three-testimonial carousel in view and bound, with the page's clock paused: autoplay moves
 * only when the test lets time pass, so every "not yet" and "not while…" is exact.
 */
async function openCarousel(options: BrowserContextOptions = {}) {
  const opened = await open(threeUrl, { ...options, paused: true });
  const carousel = opened.page.locator('[aria-roledescription="carousel"]');
  await carousel.scrollIntoViewIfNeeded();
  await runUntil(opened.page, () => document.querySelector('[data-ready="true"]') !== null);
  await opened.page.mouse.move(0, 0);
  await waitForApp(opened.page);
  return { ...opened, carousel, slides: carousel.locator('[data-ready]') };
}

describe('the testimonial carousel with three testimonials', () => {
  it('autoplays at the configured delay and pauses while the mouse is over the slides', async () => {
    const { page, carousel, slides, close } = await openCarousel();
    await expect(carousel.getAttribute('aria-labelledby')).resolves.toBeTruthy();
    await expect(carousel.locator('[aria-roledescription="slide"]').count()).resolves.toBe(FIXTURE.testimonials);
    expect(await selected(page)).toBe(0);
    await page.clock.runFor(DELAY - 100);
    expect(await selected(page)).toBe(0);
    await page.clock.runFor(200);
    await slideBecomes(page, 1);

    await slides.hover();
    await carousel.locator('[aria-live="polite"]').waitFor({ state: 'attached' });
    await waitForApp(page);
    await page.clock.runFor(DELAY * 2);
    expect(await selected(page)).toBe(1);

    await page.mouse.move(0, 0);
    await carousel.locator('[aria-live="off"]').waitFor({ state: 'attached' });
    await waitForApp(page);
    await page.clock.runFor(DELAY - 100);
    expect(await selected(page)).toBe(1);
    await page.clock.runFor(200);
    await slideBecomes(page, 2);
    await close();
  });

  it('stops with the pause button and starts again with play', async () => {
    const { page, carousel, close } = await openCarousel();
    await carousel.getByRole('button', { name: site.ui.pause }).click();
    await page.mouse.move(0, 0);
    const at = await selected(page);
    await page.clock.runFor(DELAY * 2);
    expect(await selected(page)).toBe(at);
    await carousel.getByRole('button', { name: site.ui.play }).click();
    await waitForApp(page);
    await page.clock.runFor(DELAY);
    await slideBecomes(page, (at + 1) % 3);
    await close();
  });

  it('pauses while keyboard focus is on a dot and resumes when it leaves', async () => {
    const { page, carousel, close } = await openCarousel();
    await carousel.getByRole('button', { name: 'Testimonial 3' }).focus();
    await page.keyboard.press('Enter');
    expect(await selected(page)).toBe(2);
    await page.clock.runFor(DELAY * 2);
    expect(await selected(page)).toBe(2);
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await waitForApp(page);
    await page.clock.runFor(DELAY);
    await slideBecomes(page, 0);
    await close();
  });

  it('moves by swiping', async () => {
    const { page, carousel, slides, close } = await openCarousel();
    await carousel.getByRole('button', { name: site.ui.pause }).click();
    const box = (await slides.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) {
      await page.clock.runFor(16);
      await page.mouse.move(box.x + box.width * (0.8 - step * 0.06), y);
    }
    await page.mouse.up();
    await slideBecomes(page, 1);
    await close();
  });
});

describe('reduced motion', () => {
  it('never autoplays, shows everything and shows the counters at their final values', async () => {
    const { page, carousel, close } = await openCarousel({ reducedMotion: 'reduce' });
    await page.clock.runFor(DELAY * 2);
    expect(await selected(page)).toBe(0);
    await expect(carousel.getByRole('button', { name: site.ui.play }).count()).resolves.toBe(1);
    await scrollThrough(page);
    const transparent = await page.$$eval('main *', (elements) => elements.filter((element) => Number(getComputedStyle(element).opacity) < 1).length);
    expect(transparent).toBe(0);
    const values = await page.$$eval('[data-stat-value]', (elements) => elements.map((element) => element.textContent));
    expect(values).toEqual(['30+', '500+', '100+']);
    await close();
  });
});

/** In the page: the counters' text. */
const counterValues = () => [...document.querySelectorAll('[data-stat-value]')].map((element) => element.textContent);

describe('counters', () => {
  it('count up from 0 to their final values as they scroll into view, in the configured time', async () => {
    const { page, close } = await open(inject('baseUrl'), { paused: true });
    // Far below the fold, they show their values as the prerender drew them; within a screen of
    // the view, their code comes and they go to 0, ready to count.
    await expect(page.evaluate(counterValues)).resolves.toEqual(['30+', '500+', '100+']);
    await page.evaluate(() => document.querySelector('[data-block="stats"]')!.scrollIntoView({ block: 'start' }));
    await page.evaluate(() => window.scrollBy(0, -1.5 * window.innerHeight));
    await runUntil(page, () => [...document.querySelectorAll('[data-stat-value]')].every((element) => element.textContent === '0+'));
    await page.locator('[data-stat-value]').first().scrollIntoViewIfNeeded();
    await runUntil(page, () => {
      const value = Number(document.querySelectorAll('[data-stat-value]')[1]?.textContent?.replace(/\D/g, ''));
      return value > 0 && value < 500;
    });
    await page.clock.runFor(COUNT_MS / 2);
    expect((await page.evaluate(counterValues))[1]).not.toBe('500+');
    // A few frames past the end, for the frame that writes the final value.
    await page.clock.runFor(COUNT_MS / 2 + 50);
    await expect(page.evaluate(counterValues)).resolves.toEqual(['30+', '500+', '100+']);
    await close();
  });

  it('stay as prerendered, their final values shown and the page running, when their code cannot come', async () => {
    const { page, errors, close } = await open(inject('baseUrl'));
    // The home page's whole chunk, which draws its lively blocks; not the chunk of its page at rest.
    await page.route(/\/assets\/home-[\w-]{8}\.js$/, (route) => route.abort());
    const counters = page.locator('[data-block="stats"]');
    await counters.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector('[data-block="stats"]')?.hasAttribute('data-came-near'));
    await waitForApp(page);
    await expect(page.evaluate(counterValues)).resolves.toEqual(['30+', '500+', '100+']);
    expect(errors).toEqual([]);
    // The app still runs: a link inside a block at rest is followed in the app.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator('[data-block="call-to-action"] a[href="/contact"]').click();
    await page.waitForURL((address) => address.pathname === '/contact');
    await expect(page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).resolves.toBe(true);
    await close();
  });
});

describe('content below the fold', () => {
  it('is hidden after hydration and revealed as it scrolls into view; content in view is never hidden', async () => {
    const { page, close } = await open(inject('baseUrl'), { paused: true });
    const opacity = (selector: string) => page.$eval(selector, (element) => getComputedStyle(element).opacity);
    // A card of Why Choose, below the hero and the strip of facts under it.
    const card = '#why-choose li:has(h3)';
    await runUntil(page, () => getComputedStyle(document.querySelector('#why-choose li:has(h3)')!).opacity === '0');
    await expect(opacity('h1')).resolves.toBe('1');
    await expect(page.$eval(card, (element) => element.getBoundingClientRect().top > window.innerHeight)).resolves.toBe(true);
    await page.locator(card).first().scrollIntoViewIfNeeded();
    await runUntil(page, () => getComputedStyle(document.querySelector('#why-choose li:has(h3)')!).opacity === '1');
    await close();
  });
});

describe('the scripts a page starts with', () => {
  it('leave react-spring, Embla and react-countup to chunks loaded later', () => {
    const dist = inject('distDir');
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    // The entry, the page's own chunk with its blocks at rest, and its language: the components of
    // its lively blocks (the counters and the carousel) come as those near the view.
    const scripts = pageAssets(html).scripts;
    const names = scripts.map((file) => file.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, ''));
    expect(names.toSorted()).toEqual(['home-rest', 'index', 'language-en']);
    for (const file of scripts) {
      expect(readFileSync(join(dist, file), 'utf8'), file).not.toMatch(/autoplay:play|countUp|SpringValue|skipAnimation/);
    }
  });
});
