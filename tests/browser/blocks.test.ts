import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer } from '../../pipeline/serve-static.ts';
import { threeTestimonialsYaml } from '../fixtures/blocks/three-testimonials.ts';
import { buildSite } from '../support/build-site.ts';
import { pageAssets } from '../support/bytes.ts';
import { launchChromium } from '../../pipeline/chromium.ts';
import { useTab } from '../support/browser.ts';
import { load, runUntil, scrollThrough, scrollTo, waitForApp, WIDTHS } from '../support/pages.ts';
import { frenchPaths, realSite as site } from '../support/real-site.ts';

const homeCarousel = site.pages[0]!.blocks.find((block) => block.type === 'carousel');
const DELAY = homeCarousel?.type === 'carousel' ? homeCarousel.autoplay.delay : 0;
const homeStats = site.pages[0]!.blocks.find((block) => block.type === 'stats');
const COUNT_MS = homeStats?.type === 'stats' ? homeStats.duration * 1000 : 0;
/** Where a paused page clock starts; any fixed time will do. */
const START = new Date('2025-01-06T09:00:00Z');

let browser: Browser;
let threeUrl: string;
let threeServer: Server;

beforeAll(async () => {
  browser = await launchChromium();
  mkdirSync('.test-build', { recursive: true });
  const siteFile = '.test-build/three-testimonials.yaml';
  writeFileSync(siteFile, threeTestimonialsYaml(readFileSync('site.yaml', 'utf8')));
  const root = buildSite('.test-build/three', { SITE_FILE: siteFile });
  ({ server: threeServer, url: threeUrl } = await startServer({ root }));
}, 120_000);

afterAll(async () => {
  await new Promise((done) => threeServer?.close(done));
  await browser?.close();
});

/** Opens `url` once its app has hydrated and settled; with `paused`, the page's clock stands still from the start until the test moves it. */
async function open(url: string, { paused = false, ...options }: BrowserContextOptions & { paused?: boolean } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
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

const heading = (main: Locator, name: string, level?: number) => main.getByRole('heading', { name, exact: true, ...(level ? { level } : {}) });

/** What the specification says each route shows, checked by role in the page's main landmark. */
const KEY_CONTENT: Record<string, (main: Locator) => Promise<void>> = {
  '/': async (main) => {
    await expect(heading(main, 'Where Exceptional Results Meet Transparent Pricing', 1).isVisible()).resolves.toBe(true);
    await expect(main.getByRole('link', { name: 'Get Started', exact: true }).getAttribute('href')).resolves.toBe('/services');
    for (const title of ['Tailored Solutions', 'Direct Vendor Support', 'No Hidden Fees', 'Personalized No-Cost Business Telephony Consultation']) {
      await expect(heading(main, title, 3).count()).resolves.toBe(1);
    }
    for (const [title, href] of [['RingCentral EX', '/ringcentral'], ['Avaya Cloud Office', '/avaya'], ['CARE', '/care']] as const) {
      const region = main.getByRole('region', { name: title, exact: true });
      await expect(heading(region, title, 2).count()).resolves.toBe(1);
      await expect(region.getByRole('link').getAttribute('href')).resolves.toBe(href);
    }
    await expect(heading(main, 'Customer Testimonies', 2).count()).resolves.toBe(1);
    await expect(main.getByRole('link', { name: 'View More' }).getAttribute('href')).resolves.toBe('/testimonials');
  },
  '/services': async (main) => {
    for (const [title, href] of [['Web Development', '/services/web-development'], ['Business Telephone', '/services/business-telephone'], ['Nextcloud', '/services/nextcloud']]) {
      await expect(heading(main, title!, 3).count()).resolves.toBe(1);
      await expect(main.getByRole('link', { name: `Learn more about ${title}` }).getAttribute('href')).resolves.toBe(href);
    }
    for (const path of ['ringcentral', 'avaya', 'care']) await expect(main.locator(`a[href="/services/business-telephone/${path}"]`).count()).resolves.toBeGreaterThan(0);
  },
  '/services/web-development': async (main) => {
    const projects = main.locator('a[href^="http"]');
    await expect(projects.count()).resolves.toBe(3);
    for (const link of await projects.all()) {
      await expect(link.getAttribute('target')).resolves.toBe('_blank');
      await expect(link.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    }
  },
  '/services/nextcloud': async (main) => {
    for (const title of ['Core Features', 'Security & Compliance', 'Deployment Options We Offer']) await expect(heading(main, title, 2).count()).resolves.toBe(1);
  },
  '/services/business-telephone': async (main) => {
    for (const path of ['ringcentral', 'avaya', 'care']) await expect(main.locator(`a[href="/services/business-telephone/${path}"]`).count()).resolves.toBe(1);
  },
  '/services/business-telephone/ringcentral': async (main) => {
    for (const tier of ['Core', 'Advanced', 'Ultra']) await expect(heading(main, tier, 3).count()).resolves.toBe(1);
    await expect(main.getByText('Analytics with 12 months of storage').count()).resolves.toBe(1);
  },
  '/services/business-telephone/avaya': async (main) => {
    for (const tier of ['Core', 'Advanced', 'Ultra']) await expect(heading(main, tier, 3).count()).resolves.toBe(1);
    // Once on the Advanced plan's card, once as a row of the comparison under the cards.
    await expect(main.getByText('Local numbers in over 100 countries', { exact: true }).count()).resolves.toBe(2);
    await expect(main.getByRole('rowheader', { name: 'Local numbers in over 100 countries' }).count()).resolves.toBe(1);
  },
  '/services/business-telephone/care': async (main) => {
    const titles = ['Automates Scheduling & Rebooking', 'AI-Assisted Charting', 'MB Health Certification', 'Software & Development Support', 'RX Vigilance', 'Worksheets Charting: Smart Tools', 'Worksheets Charting: Productivity'];
    for (const title of titles) await expect(main.getByRole('heading', { name: title, exact: true }).count()).resolves.toBe(1);
  },
  '/about': async (main) => {
    for (const title of ['Our Story', 'Mission', 'Vision', 'Executive Summary', 'Meet the Founder']) await expect(heading(main, title, 2).count()).resolves.toBe(1);
    for (const part of ['Customer-First Model', 'Experience-Driven Design', 'Track Record of Trust', 'Agent Relationship Disclosure', 'Conclusion']) {
      await expect(heading(main, part, 3).count()).resolves.toBe(1);
    }
    await expect(heading(main, site.company.director, 3).count()).resolves.toBe(1);
  },
  '/testimonials': async (main) => {
    await expect(main.locator('blockquote').innerText()).resolves.toContain(site.testimonials[0]!.text.slice(0, 40));
    await expect(main.getByText(site.testimonials[0]!.company).count()).resolves.toBe(1);
    // One testimonial stands in the middle of its row, not two-thirds of it with a hole beside it.
    const gaps = await main.locator('blockquote').first().evaluate((quote) => {
      const list = quote.closest('ul')!;
      const [card, row] = [list.getBoundingClientRect(), list.parentElement!.getBoundingClientRect()];
      return { count: list.children.length, left: Math.round(card.left - row.left), right: Math.round(row.right - card.right) };
    });
    if (gaps.count === 1) expect(Math.abs(gaps.left - gaps.right)).toBeLessThanOrEqual(2);
  },
  '/contact': async (main) => {
    await expect(main.getByRole('link', { name: site.company.phone }).getAttribute('href')).resolves.toBe('tel:+12045550123');
    await expect(main.getByRole('link', { name: site.company.email }).getAttribute('href')).resolves.toBe(`mailto:${site.company.email}`);
    await expect(main.getByText(site.company.director, { exact: true }).count()).resolves.toBe(1);
    await expect(main.locator('form').count()).resolves.toBe(0);
  },
};

describe('each route’s key content', () => {
  const tab = useTab(() => browser, { viewport: { width: 1280, height: 800 } });

  it.each(site.pages.map((page) => page.path))('%s', async (path) => {
    const { page, problems } = tab();
    await load(page, `${inject('baseUrl')}${path}`);
    const check = KEY_CONTENT[path];
    if (check) await check(page.getByRole('main'));
    await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
    expect(problems).toEqual([]);
  });
});

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
    await expect(carousel.locator('[aria-roledescription="slide"]').count()).resolves.toBe(3);
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

/*
 * The French routes, one load each, resized through the widths: robustness.test.ts loads each
 * English route afresh at each width, and French words are longer.
 */
describe('layout', () => {
  const tab = useTab(() => browser);

  it.each(frenchPaths)(`%s never scrolls sideways at ${WIDTHS.join(', ')} px`, async (path) => {
    const { page } = tab();
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await load(page, `${inject('baseUrl')}${path}`);
    const wide: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await scrollTo(page);
      const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      if (scrollWidth > clientWidth) wide.push(`${width} px: ${scrollWidth} > ${clientWidth}`);
    }
    expect(wide).toEqual([]);
  });
});

describe('the scripts a page starts with', () => {
  it('leave react-spring, Embla and react-countup to chunks loaded later', () => {
    const dist = inject('distDir');
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    // The entry, the page's own chunk, what it shares with its French version, and its language.
    const scripts = pageAssets(html).scripts;
    expect(scripts).toHaveLength(4);
    for (const file of scripts) {
      expect(readFileSync(join(dist, file), 'utf8'), file).not.toMatch(/autoplay:play|countUp|SpringValue|skipAnimation/);
    }
  });
});
