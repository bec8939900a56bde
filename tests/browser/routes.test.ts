import { readFileSync } from 'node:fs';
import type { BrowserContextOptions, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { LocalPage } from '../../src/view-model.ts';
import { smallTargets, unsafeExternalLinks, violations } from '../support/accessibility.ts';
import { useBrowser } from '../support/browser.ts';
import { kb } from '../support/bytes.ts';
import { englishWordsSaid } from '../support/french-words.ts';
import { KEY_CONTENT } from '../support/key-content.ts';
import { addLineBreaks, drewHeadingFace, lineBreaksAcrossWidths, lineBreaksAt, noLineBreaks, type LineBreaks } from '../support/line-breaks.ts';
import { newPage, overflowingText, overlappingText, requestsUnderWay, resizeTo, scrollsSideways, scrollThrough, scrollTo, sidewaysRows, VIEWPORTS, waitForQuiet, wordsCoveredBySticky, WIDTHS } from '../support/pages.ts';
import { everyPage, frenchPaths, realSite } from '../support/real-site.ts';

/*
 * Every route of the built site, in both languages, loaded once in each of three passes, and every
 * check about one route run on that load: each check is a test of its own, which fails on its own.
 * Other widths are reached by resizing the loaded page, not by loading it again.
 * - On a phone (375 px, screen of 2 device pixels per px): what a visitor on a phone meets first,
 *   then the page read at every width from 320 to 1920 px.
 * - On a desktop (1280 px), for a visitor who has asked for less motion.
 * - With the heading face blocked, as on a connection that drops it: how text breaks without it.
 *   (Taking the faces out of a page loaded with them does not serve: on a busy machine, text was
 *   read before the fallback had been laid out.)
 */

const browser = useBrowser();
const budgets = JSON.parse(readFileSync('budgets.json', 'utf8')) as { images: { bytes: number } };
/** The names text keeps whole (see KeepCompounds). */
const NAMES = [realSite.company.name, realSite.company.director, ...(realSite.company.productNames ?? []), ...(realSite.company.otherNames ?? [])];

type Tab = Awaited<ReturnType<typeof newPage>>;

/** A route as its load left it: its answer, the images fetched before any interaction, and whether anything moved before it was scrolled. */
interface Loaded {
  page: Page;
  response: Response | null;
  images: { url: string; bytes: number }[];
  motionOnArrival: Motion;
  cspViolations: string[];
  /** Style sheets taken out of the document (a move is one), from its first script on. */
  styleSheetsRemoved: string[];
  /** Style elements the page had once loaded and scrolled through, beyond those of its HTML. */
  stylesAdded: number;
  /** The route read at each of WIDTHS, once, by the first test that asks (see sweepWidths). */
  sweep: () => Promise<Sweep>;
}

/** What the route showed at each of WIDTHS: its line breaks, and the text that did not stay inside it. */
interface Sweep {
  lineBreaks: LineBreaks;
  phoneSizes: { title: number; body: number; section: number };
  outside: string[];
}

/**
 * The loaded page resized through WIDTHS, from the narrowest phone up, and read at each width: one
 * resize and layout per width serve the checks of line breaks and of layout. The viewport it had
 * is given back at the end.
 */
async function sweepWidths(page: Page): Promise<Sweep> {
  const before = page.viewportSize()!;
  const sweep: Sweep = { lineBreaks: noLineBreaks(), phoneSizes: { title: 0, body: 0, section: 0 }, outside: [] };
  for (const width of WIDTHS) {
    await resizeTo(page, { width, height: 900 });
    const { found, sizes } = await lineBreaksAt(page, NAMES);
    addLineBreaks(sweep.lineBreaks, found);
    if (width === 375) sweep.phoneSizes = sizes;
    if (await scrollsSideways(page)) sweep.outside.push(`${width} px: scrolls sideways`);
    sweep.outside.push(...(await overflowingText(page)).map((text) => `${width} px: ${text}`));
  }
  await page.setViewportSize(before);
  return sweep;
}

interface Motion {
  animations: number;
  transparent: number;
}

/** Running animations and transitions, and elements left transparent. */
const motionState = (page: Page): Promise<Motion> =>
  page.evaluate(() => ({
    animations: document.getAnimations().filter((animation) => animation.playState === 'running').length,
    transparent: [...document.querySelectorAll<HTMLElement>('main *')].filter((element) => Number(getComputedStyle(element).opacity) < 1).length,
  }));

/**
 * In the page, from its first script on: every report of the Content Security Policy blocking
 * something, and every style sheet taken out of the document, moved elsewhere included.
 */
function recordInPage() {
  const violations: string[] = [];
  const removed: string[] = [];
  Object.assign(window, { cspViolations: violations, styleSheetsRemoved: removed });
  document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.removedNodes) {
        if (node instanceof HTMLStyleElement || (node instanceof HTMLLinkElement && node.rel === 'stylesheet')) removed.push(node.outerHTML.slice(0, 80));
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

/** Loads a route in the pass's tab: until the app has settled with no request under way, then scrolled through once. */
async function loadRoute({ page, requests }: Tab & { requests: ReturnType<typeof requestsUnderWay> }, path: string): Promise<Loaded> {
  const fetched: Promise<{ url: string; bytes: number }>[] = [];
  const record = (response: Response) => {
    if (response.request().resourceType() !== 'image' || response.url().startsWith('data:')) return;
    fetched.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, bytes: body.length })));
  };
  page.on('response', record);
  const response = await page.goto(`${inject('baseUrl')}${path}`);
  await waitForQuiet(page, requests);
  page.off('response', record);
  const images = await Promise.all(fetched);
  const motionOnArrival = await motionState(page);
  await scrollThrough(page);
  const { cspViolations, styleSheetsRemoved, styles } = await page.evaluate(() => {
    const recorded = window as unknown as Pick<Loaded, 'cspViolations' | 'styleSheetsRemoved'>;
    return { cspViolations: recorded.cspViolations, styleSheetsRemoved: recorded.styleSheetsRemoved, styles: document.querySelectorAll('style').length };
  });
  const stylesAdded = styles - ((await response?.text())?.match(/<style[\s>]/g)?.length ?? 0);
  let swept: Promise<Sweep> | undefined;
  return { page, response, images, motionOnArrival, cspViolations, styleSheetsRemoved, stylesAdded, sweep: () => (swept ??= sweepWidths(page)) };
}

/**
 * A pass: one tab, and each page of the site in both languages loaded in it in turn before the
 * tests `define` gives it run. The tab's record of console errors and failed requests is read by
 * the pass's last test of each route.
 */
function pass(title: string, options: BrowserContextOptions & { blockHeadingFace?: boolean }, define: (route: () => Loaded, entry: LocalPage) => void) {
  describe(title, () => {
    let tab: (Tab & { requests: ReturnType<typeof requestsUnderWay> }) | undefined;
    beforeAll(async () => {
      const { blockHeadingFace, ...context } = options;
      const opened = await newPage(browser(), context);
      tab = { ...opened, requests: requestsUnderWay(opened.page) };
      if (blockHeadingFace) await tab.page.route('**/*.woff2', (route) => route.abort());
      await tab.page.addInitScript(recordInPage);
    });
    afterAll(async () => {
      await tab?.close();
    });

    describe.each(everyPage.map(({ page }) => [page.path, page] as const))('%s', (path, entry) => {
      let loaded: Loaded | undefined;
      beforeAll(async () => {
        tab!.problems.splice(0);
        loaded = await loadRoute(tab!, path);
      });
      define(() => loaded!, entry);
      if (!options.blockHeadingFace) {
        it('loads, and is resized, with no console error or failed request', () => {
          expect(tab!.problems.splice(0)).toEqual([]);
        });
      }
    });
  });
}

/** The page's h1 as its hero or page header writes it. */
function titleOf(entry: LocalPage): string {
  const heading = entry.blocks.find((block) => block.type === 'hero' || block.type === 'page-header');
  return heading && 'heading' in heading ? heading.heading : '';
}

/** Checks of what the route offers people who use assistive technology, a keyboard or a finger, at the pass's size. */
function accessibilityChecks(route: () => Loaded) {
  it('has no axe violations (WCAG 2.2 A and AA)', async () => {
    expect(await violations(route().page)).toEqual([]);
  });

  it('opens external links safely and gives every control a target of at least 24×24 px', async () => {
    const { page } = route();
    expect(await unsafeExternalLinks(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
  });
}

/** Checks that read the route as it is laid out at every width, from the narrowest phone up. */
function layoutChecks(route: () => Loaded) {
  it(`neither scrolls sideways nor lets text overflow at ${WIDTHS.join(', ')} px`, async () => {
    expect((await route().sweep()).outside).toEqual([]);
  });

  it('zoomed to twice the size (a 640 px wide window) and with text twice as large keeps everything inside the page', async () => {
    const { page } = route();
    const before = page.viewportSize()!;
    const inside = async () => ({ sideways: await scrollsSideways(page), overflowing: await overflowingText(page), overlapping: await overlappingText(page) });
    await resizeTo(page, { width: 640, height: 400 });
    expect(await inside()).toEqual({ sideways: false, overflowing: [], overlapping: [] });
    await resizeTo(page, { width: 1280, height: 800 });
    const larger = await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
    await scrollTo(page, 0);
    expect(await inside()).toEqual({ sideways: false, overflowing: [], overlapping: [] });
    await larger.evaluate((style) => (style as HTMLStyleElement).remove());
    await page.setViewportSize(before);
  });
}

pass('every route on a phone', { viewport: VIEWPORTS.phone, deviceScaleFactor: 2 }, (route, entry) => {
  it('answers with its page, its heading and its title', async () => {
    const { page, response } = route();
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(titleOf(entry));
    expect(await page.title()).toContain(entry.title);
  });

  accessibilityChecks(route);

  it(`fetches at most ${kb(budgets.images.bytes)} of images before any interaction`, () => {
    const { images } = route();
    const bytes = images.reduce((sum, image) => sum + image.bytes, 0);
    expect(bytes, `${kb(bytes)}: ${images.map((image) => image.url).join(', ')}`).toBeLessThanOrEqual(budgets.images.bytes);
  });

  it(`draws its headings in the heading face, and breaks no hyphenated compound, name that fits, heading word, button label, phone number or e-mail address across lines, starts no line with punctuation or a space and leaves no hole under a card’s title, at ${WIDTHS.join(', ')} px`, async () => {
    const { page, sweep } = route();
    expect(await drewHeadingFace(page)).toBe(true);
    const { lineBreaks: found, phoneSizes } = await sweep();
    expect(found).toEqual({ compounds: [], names: [], headingWords: [], buttonLabels: [], punctuation: [], numbersAndAddresses: [], holes: [] });
    // On a phone the title leads: about twice the running text, a clear step above the sections.
    expect(phoneSizes.title / phoneSizes.body, JSON.stringify(phoneSizes)).toBeGreaterThanOrEqual(1.85);
    expect(phoneSizes.title / phoneSizes.section, JSON.stringify(phoneSizes)).toBeGreaterThanOrEqual(1.4);
  });

  it('marks under each row that scrolls sideways how many items it holds and which one is in view', async () => {
    const rows = await sidewaysRows(route().page);
    // The plan cards are such a row on a phone.
    expect(rows.length).toBe(entry.blocks.filter((block) => block.type === 'tiers').length);
    for (const row of rows) {
      const names = (markers: { name: string }[]) => markers.map((marker) => marker.name).filter((name) => row.items.includes(name));
      const selected = (markers: { name: string; selected: boolean }[]) => markers.filter((marker) => marker.selected && row.items.includes(marker.name)).map((marker) => marker.name);
      expect(names(row.atStart)).toEqual(row.items);
      expect(selected(row.atStart)).toEqual(row.items.slice(0, 1));
      expect(selected(row.atEnd)).toEqual(row.items.slice(-1));
    }
  });

  layoutChecks(route);
});

pass('every route on a desktop, for a visitor who asks for less motion', { viewport: VIEWPORTS.desktop, reducedMotion: 'reduce' }, (route, entry) => {
  it('does not move at all, and shows everything', async () => {
    const { page, motionOnArrival } = route();
    expect(motionOnArrival).toEqual({ animations: 0, transparent: 0 });
    expect(await motionState(page)).toEqual({ animations: 0, transparent: 0 });
  });

  accessibilityChecks(route);

  it('keeps nothing in view as it scrolls over the words around it', async () => {
    expect(await wordsCoveredBySticky(route().page)).toEqual([]);
  });

  it('shows its one main heading and what the specification says it shows', async () => {
    const main = route().page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
    await KEY_CONTENT[entry.path]?.(main);
  });

  if (!frenchPaths.includes(entry.path)) {
    // The name a screen reader says is worked out from the link's boxes: hidden words in a box of
    // their own gain a space before them, which English never sets before punctuation.
    it('names its links and buttons as their words read, with no space before punctuation', async () => {
      const tree = await route().page.getByRole('main').ariaSnapshot();
      const names = [...tree.matchAll(/(?:link|button) "((?:[^"\\]|\\.)*)"/g)].map((match) => match[1]!);
      expect(names.length).toBeGreaterThan(0);
      expect(names.filter((name) => /\s[:;,.!?]/.test(name))).toEqual([]);
    });
  }

  if (frenchPaths.includes(entry.path)) {
    it('neither shows nor names an English interface word, nor draws one on its share card', async () => {
      expect(await englishWordsSaid(route().page, { site: realSite, base: inject('baseUrl') })).toEqual([]);
    });
  }

  it('runs under its Content Security Policy with nothing blocked', () => {
    const { response, cspViolations } = route();
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(cspViolations).toEqual([]);
  });

  // Taking a style sheet out of the document, if only to put it back, makes the browser work out
  // every element's style and layout anew: on the home page, a task as long as the first layout.
  it('keeps its style sheets where the document has them', () => {
    expect(route().styleSheetsRemoved).toEqual([]);
  });

  // A rule the page's own styles lack is written as it runs, by Emotion's compiler: 4.4 KB more
  // of script to fetch, and the style work again.
  it('draws with the styles its HTML brings, and inserts none as it runs and is scrolled through', () => {
    expect(route().stylesAdded).toBe(0);
  });
});

pass('every route with the heading face blocked', { viewport: VIEWPORTS.desktop, blockHeadingFace: true }, (route) => {
  it('draws its headings in the measured fallback, and breaks text as cleanly from 320 to 1920 px', async () => {
    const { page } = route();
    expect(await drewHeadingFace(page)).toBe(false);
    const { found } = await lineBreaksAcrossWidths(page, NAMES);
    expect(found).toEqual({ compounds: [], names: [], headingWords: [], buttonLabels: [], punctuation: [], numbersAndAddresses: [], holes: [] });
  });
});
