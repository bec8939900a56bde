import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, useTabs } from '../support/browser.ts';
import { VIEWPORTS, waitForApp } from '../support/pages.ts';
import { realSite } from '../support/real-site.ts';
import { shownIn, type Shown } from '../support/shown.ts';

/*
 * Whatever starts a navigation inside the app, the page it ends on must be the one a fresh load of
 * that address shows: the same page and the same head, tag for tag. Each navigation starts from a
 * freshly loaded page, where the footer's code has not come yet and nothing has been pointed at.
 * Motion is off, so that counters and carousels show the same text at any moment.
 */

const tab = useTabs(useBrowser());
const fresh = new Map<string, Shown>();

/** The tab the file's tests share, freshly loaded at `path` with the app hydrated; `before` runs in it before any of its scripts. */
async function openAt(path: string, before?: (path: string) => void, beforeArgument?: string): Promise<Page> {
  const { page } = await tab({ viewport: VIEWPORTS.desktop, reducedMotion: 'reduce' });
  const script = before && (await page.addInitScript(before, beforeArgument));
  await page.goto(`${inject('baseUrl')}${path}`);
  await script?.dispose();
  await waitForApp(page);
  return page;
}

/**
 * The tab freshly loaded at `path` with `earlier` in its history just before, an entry of the same
 * document: Back goes there in the app, which has loaded nothing of it.
 */
const openAfter = (earlier: string, path: string) =>
  openAt(
    path,
    (previous) => {
      const here = location.pathname;
      history.replaceState(null, '', previous);
      history.pushState(null, '', here);
    },
    earlier,
  );

/**
 * What a fresh load of `asked` shows, at `path` (where a redirect or a 404 page leads), loaded once
 * per address, in the shared tab: ask for it before opening the page a test navigates from.
 */
async function freshLoad(path: string, asked = path): Promise<Shown> {
  let shown = fresh.get(asked);
  if (!shown) {
    const page = await openAt(asked);
    await page.waitForURL((address) => address.pathname === path);
    await waitForApp(page);
    shown = await page.evaluate(shownIn);
    expect(shown.path, `${asked} shows the page at ${path}`).toBe(path);
    fresh.set(asked, shown);
  }
  return shown;
}

/** Waits for the tab to show `expected`, what a fresh load shows (see freshLoad), and says where it does not. */
async function expectShowing(page: Page, expected: Shown) {
  await expect.poll(() => page.evaluate(shownIn), { timeout: 20_000, interval: 100 }).toEqual(expected);
  await waitForApp(page);
  expect(await page.evaluate(shownIn)).toEqual(expected);
}

/** Clicks the first link to `href` from a script, as an extension or an assistive technology may; false if the page has none. */
const scriptClick = (page: Page, href: string) =>
  page.evaluate((target) => {
    const link = document.querySelector<HTMLAnchorElement>(`a[href="${target}"]`);
    link?.click();
    return link !== null;
  }, href);

/** The first link to `href` that a visitor can see. */
const visibleLink = (page: Page, href: string) => page.locator(`a[href="${href}"]:visible`).first();

/** Page pairs that cover each kind of page, home pages and their structured data, and both directions between the languages. */
const PAIRS: [from: string, to: string][] = [
  ['/', '/about'],
  ['/services', '/services/business-telephone/care'],
  ['/privacy', '/'],
  ['/about', '/fr/a-propos'],
  ['/fr/a-propos', '/about'],
  ['/fr', '/fr/contact'],
  ['/fr/temoignages', '/fr'],
  ['/testimonials', '/contact'],
];

describe('a navigation inside the app shows the page and the head of a fresh load', () => {
  it.each(PAIRS)('%s → %s by a script clicking a link, with no pointer or focus event before', async (from, to) => {
    const expected = await freshLoad(to);
    const page = await openAt(from);
    expect(await scriptClick(page, to), `${from} has a link to ${to}`).toBe(true);
    await expectShowing(page, expected);
  });

  it.each(PAIRS.filter((_pair, index) => index % 2 === 1))('%s → %s by a click of the pointer', async (from, to) => {
    const expected = await freshLoad(to);
    const page = await openAt(from);
    await visibleLink(page, to).click();
    await expectShowing(page, expected);
  });

  it.each(PAIRS.filter((_pair, index) => index % 2 === 0))('%s → %s by Enter on the focused link', async (from, to) => {
    const expected = await freshLoad(to);
    const page = await openAt(from);
    await visibleLink(page, to).focus();
    await page.keyboard.press('Enter');
    await expectShowing(page, expected);
  });

  it('/contact → a page its footer links to, in the same document, before the footer’s code has come', async () => {
    // A page short enough to show its footer from the start, on a desktop.
    const to = [...realSite.footer.importantLinks.links, ...realSite.footer.companyLinks.links].find((link) => link.href.startsWith('/') && link.href !== '/contact')!.href;
    const expected = await freshLoad(to);
    const page = await openAt('/contact');
    const followed = await page.evaluate((target) => {
      Object.assign(window, { sameDocument: true });
      const link = document.querySelector<HTMLAnchorElement>(`footer a[href="${target}"]`);
      link?.click();
      return link !== null;
    }, to);
    expect(followed, `the footer links to ${to}`).toBe(true);
    await expectShowing(page, expected);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  it('/contact → a page its footer links to, by a click after pointing at it, while the footer’s words are still on their way', async () => {
    const to = [...realSite.footer.importantLinks.links, ...realSite.footer.companyLinks.links].find((link) => link.href.startsWith('/') && link.href !== '/contact')!.href;
    const expected = await freshLoad(to);
    const page = await openAt('/contact');
    // Pointing at the link brings the footer's code; its words are held back until the click, so
    // that React has not taken the footer over when the click comes.
    const words = /\/assets\/footer-[a-z]{2}-[\w-]+\.js$/;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(words, async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      const link = page.locator(`footer a[href="${to}"]`).first();
      const code = page.waitForResponse((response) => /\/assets\/Footer-[\w-]+\.js$/.test(new URL(response.url()).pathname));
      await link.hover();
      await code;
      await link.click();
      release();
      await expectShowing(page, expected);
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
      // One entry was added to the history, not two: Back returns to the contact page.
      await page.goBack();
      await page.waitForURL((address) => address.pathname === '/contact');
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    } finally {
      release();
      await page.unroute(words);
    }
  });

  it.each(PAIRS.slice(2, 5))('%s → %s by a script calling history.pushState, then popstate', async (from, to) => {
    const expected = await freshLoad(to);
    const page = await openAt(from);
    await page.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, to);
    await expectShowing(page, expected);
  });

  it.each(PAIRS.slice(5))('Back onto %s, whose content the tab has not loaded, from %s; then Forward', async (back, start) => {
    const [expectedBack, expectedStart] = [await freshLoad(back), await freshLoad(start)];
    const page = await openAfter(back, start);
    await page.goBack();
    await expectShowing(page, expectedBack);
    await page.goForward();
    await expectShowing(page, expectedStart);
  });
});

describe('a navigation to an address that is not a page', () => {
  const CASES: [how: string, from: string, to: string, lands: string][] = [
    ['a link to a redirect source', '/', '/ringcentral', '/services/business-telephone/ringcentral'],
    ['pushState onto a redirect source', '/about', '/services/telecom/avaya', '/services/business-telephone/avaya'],
    ['pushState onto a French redirect source', '/fr', '/fr/avaya', '/fr/services/telephonie-d-affaires/avaya'],
    ['pushState onto an unknown address', '/about', '/no-such-page', '/'],
    ['pushState onto an unknown French address', '/fr/contact', '/fr/nulle-part', '/fr'],
  ];

  it.each(CASES)('lands where a fresh load would: %s (%s → %s)', async (how, from, to, lands) => {
    const expected = await freshLoad(lands, to);
    const page = await openAt(from);
    if (how.startsWith('a link')) {
      expect(await scriptClick(page, to), `${from} has a link to ${to}`).toBe(true);
    } else {
      await page.evaluate((path) => history.pushState(null, '', path), to);
    }
    await expectShowing(page, expected);
  });

  it('Back onto a redirect source and onto an unknown address lands on their targets', async () => {
    for (const [source, lands] of [
      ['/avaya', '/services/business-telephone/avaya'],
      ['/fr/inconnue', '/fr'],
    ] as const) {
      const expected = await freshLoad(lands, source);
      const page = await openAfter(source, '/contact');
      await page.goBack();
      await expectShowing(page, expected);
    }
  });
});
