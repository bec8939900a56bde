import type { Browser, BrowserContextOptions, Page, Request } from 'playwright-core';

export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

export const WIDTHS = [320, 375, 768, 1024, 1280, 1920] as const;

/** What Chromium reports for a request the page gave up on, as every navigation does with those still under way. */
const ABORTED = 'net::ERR_ABORTED';

/**
 * A tab in a fresh context that records console errors, page errors and failed requests (not those
 * aborted by leaving the page); nothing loaded yet.
 */
export async function newPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()}`));
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText;
    if (error !== ABORTED) problems.push(`request failed: ${request.url()} ${error}`);
  });
  page.on('response', (response) => response.status() >= 400 && problems.push(`HTTP ${response.status()}: ${response.url()}`));
  return { context, page, problems, close: () => context.close() };
}

/**
 * The tab's requests under way, counted from now on, and a wait for the moment there are none: what
 * Playwright's 'networkidle' waits for, without its further 500 ms of quiet (the app's settling is
 * what tells the tests that nothing more is coming).
 */
export function requestsUnderWay(page: Page) {
  const pending = new Set<Request>();
  let waiting: (() => void)[] = [];
  const finish = (request: Request) => {
    pending.delete(request);
    if (pending.size > 0) return;
    for (const done of waiting) done();
    waiting = [];
  };
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', finish);
  page.on('requestfailed', finish);
  return { none: () => (pending.size === 0 ? Promise.resolve() : new Promise<void>((done) => waiting.push(done))) };
}

/**
 * Waits until the app has settled (see waitForApp) with no request under way, and still none once
 * it has settled again: what the requests that were under way set off has come in too.
 */
export async function waitForQuiet(page: Page, requests: ReturnType<typeof requestsUnderWay>) {
  await waitForApp(page);
  await requests.none();
  await waitForApp(page);
  await requests.none();
}

/** Loads `url` in the tab and returns once the page has loaded and its app has hydrated and settled. */
export async function load(page: Page, url: string) {
  await page.goto(url);
  await waitForApp(page);
}

/** Opens `url` in a fresh context (see newPage and load). */
export async function openPage(browser: Browser, url: string, options: BrowserContextOptions = {}) {
  const opened = await newPage(browser, options);
  await load(opened.page, url);
  return opened;
}

/**
 * In the page: true once React has hydrated the root (or rendered it afresh) and has no update
 * waiting to render; otherwise false, or with `explain`, what React is doing instead. Neither React
 * nor the app marks this publicly, so it reads React 19's own fields: the root fiber React keeps on
 * its container, whose state says whether it is still dehydrated, and the lanes of pending updates.
 */
function appIdle(explain: boolean): boolean | string {
  type FiberRoot = { pendingLanes: number; current: { memoizedState: { isDehydrated?: boolean } | null } };
  const root = document.getElementById('root') as (HTMLElement & Record<string, { stateNode: FiberRoot }>) | null;
  const key = root && Object.keys(root).find((name) => name.startsWith('__reactContainer$'));
  const fiberRoot = root && key ? root[key]!.stateNode : undefined;
  const busy = !fiberRoot
    ? 'React has not started'
    : fiberRoot.current.memoizedState?.isDehydrated
      ? 'React is still hydrating'
      : fiberRoot.pendingLanes !== 0 && 'React has updates to render';
  return !busy || (explain && busy);
}

/** In the page: resolves after every task queued so far through postMessage, such as React's scheduler's, has run. */
function tasksQueuedSoFar(): Promise<void> {
  return new Promise((done) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => done();
    channel.port2.postMessage(null);
  });
}

/**
 * Waits until the app has hydrated and settled: React has committed the hydrated page and has no
 * update pending, and still has none after the tasks it had queued (its effects, and the updates
 * they make, run in tasks of their own) have run. Uses neither page timers nor animation frames,
 * so it works with the page's clock paused.
 */
export async function waitForApp(page: Page): Promise<void> {
  try {
    do {
      await page.waitForFunction(appIdle, false);
      await page.evaluate(tasksQueuedSoFar);
    } while ((await page.evaluate(appIdle, false)) !== true);
  } catch (error) {
    const state = await page.evaluate(appIdle, true).catch(() => 'the page is gone');
    throw new Error(`The app on ${page.url()} never settled: ${state === true ? 'it did only after the wait gave up' : state}.`, { cause: error });
  }
}

/**
 * Resizes the tab's window and waits until the page has drawn a frame at the new size and its app
 * has settled: by then its resize events, media-query listeners and resize observers have run, what
 * they changed has been rendered, and the faces its text asks for have loaded. Reading the page before that frame (on a busy machine it can
 * come late) reads parts that follow the width as they were at the old one.
 */
export async function resizeTo(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => done())));
  await waitForApp(page);
  // a face that text at this width asks for the first time has loaded
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Scrolls to `top` (the bottom of the page when not given) and returns, with the page's and the
 * window's heights, once the page's IntersectionObservers have seen that position: a new
 * observer's first report comes with theirs.
 */
export function scrollTo(page: Page, top?: number) {
  return page.evaluate(async (y) => {
    window.scrollTo(0, y ?? document.documentElement.scrollHeight);
    await new Promise<void>((done) => {
      const observer = new IntersectionObserver(() => {
        observer.disconnect();
        done();
      });
      observer.observe(document.body);
    });
    return { pageHeight: document.documentElement.scrollHeight, windowHeight: window.innerHeight };
  }, top);
}

/**
 * In the page: the parts loaded when they come near have come in. Every carousel has bound its
 * slides, and every counter shows either its final value (the text read out beside it) or its
 * running count-up, no longer the placeholder shown while that loads.
 */
function lazyPartsIn(): boolean {
  const carouselsBound = [...document.querySelectorAll('[data-ready]')].every((viewport) => viewport.getAttribute('data-ready') === 'true');
  const countersIn = [...document.querySelectorAll('[data-stat-value]')].every(
    (counter) => counter.firstElementChild !== null || counter.textContent === counter.nextElementSibling?.textContent,
  );
  return carouselsBound && countersIn;
}

/**
 * In the page: every lively block that has come near the view (see src/blocks/lively.ts) has been
 * hydrated, its markup now React's, as it would be for a visitor who reads as they scroll.
 */
function livelyBlocksNearDrawn(): boolean {
  return [...document.querySelectorAll('[data-came-near]')].every((frame) => {
    const block = frame.firstElementChild;
    return block !== null && Object.keys(block).some((key) => key.startsWith('__reactFiber$'));
  });
}

/**
 * Scrolls through the whole page a screen at a time, letting the page see each position and draw
 * the lively blocks that came near, then back to the top, and waits for what that set off:
 * everything revealed on scroll has arrived (or, if still arriving when scrolled past, has been put
 * in its final state), the parts that load on the way are in, and the app has settled.
 */
export async function scrollThrough(page: Page) {
  let size = await scrollTo(page, 0);
  for (let y = size.windowHeight; y < size.pageHeight; y += size.windowHeight) {
    size = await scrollTo(page, y);
    await page.waitForFunction(livelyBlocksNearDrawn);
  }
  await scrollTo(page, 0);
  await page.waitForFunction(lazyPartsIn);
  await waitForApp(page);
}

/** Whether the page scrolls sideways. */
export function scrollsSideways(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/** Elements whose text runs past their own box (words that do not wrap). */
export function overflowingText(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => {
        if (!(element instanceof HTMLElement) || element.closest('[aria-hidden="true"], [inert], svg')) return false;
        const style = getComputedStyle(element);
        if (style.display === 'none' || style.visibility === 'hidden' || style.overflowX !== 'visible' || style.position === 'fixed') return false;
        const hasText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
        return hasText && element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1;
      })
      .map((element) => `${element.tagName.toLowerCase()}: ${element.textContent?.trim().slice(0, 50)}`),
  );
}

/**
 * Words that an element kept in view as the page scrolls (position: sticky) comes to cover, at each
 * step of 200 px down the page: "figure over li: Data residency in Canada". A table's head, whose
 * rows pass under it by design, is left out. Ends back at the top.
 */
export function wordsCoveredBySticky(page: Page) {
  return page.evaluate(() => {
    const kept = [...document.querySelectorAll<HTMLElement>('main *')].filter((element) => element.tagName !== 'THEAD' && getComputedStyle(element).position === 'sticky');
    if (kept.length === 0) return [];
    const words = [...document.querySelectorAll<HTMLElement>('main *')].filter(
      (element) => !element.closest('[aria-hidden="true"]') && [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
    );
    const covered = new Set<string>();
    for (let y = 0; y < document.documentElement.scrollHeight; y += 200) {
      window.scrollTo(0, y);
      for (const sticky of kept) {
        const box = sticky.getBoundingClientRect();
        for (const element of words) {
          if (sticky.contains(element) || element.contains(sticky)) continue;
          const rect = element.getBoundingClientRect();
          const x = Math.min(box.right, rect.right) - Math.max(box.left, rect.left);
          const h = Math.min(box.bottom, rect.bottom) - Math.max(box.top, rect.top);
          if (x > 2 && h > 2) covered.add(`${sticky.tagName.toLowerCase()} over ${element.tagName.toLowerCase()}: ${element.textContent?.trim().slice(0, 40)}`);
        }
      }
    }
    window.scrollTo(0, 0);
    return [...covered];
  });
}

/**
 * The rows in main that scroll sideways, each with the markers a visitor sees under it: their
 * names and which one says it is in view, read from the accessibility tree once the row is at its
 * start and again once it is scrolled to its end. Ends with every row back at its start.
 */
export async function sidewaysRows(page: Page) {
  const found = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((element) => getComputedStyle(element).overflowX === 'auto' && element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).scrollSnapType !== 'none')
      .map((element, index) => {
        element.dataset.sidewaysRow = String(index);
        return { items: [...element.querySelectorAll(':scope > * h3')].map((heading) => heading.textContent ?? '') };
      }),
  );
  if (found.length === 0) return [];
  const cdp = await page.context().newCDPSession(page);
  const markers = async () => {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    return nodes
      .filter((node) => node.role?.value === 'tab' && !node.ignored)
      .map((node) => ({ name: String(node.name?.value ?? ''), selected: node.properties?.some((property) => property.name === 'selected' && property.value.value === true) ?? false }));
  };
  const result = [];
  for (const [index, row] of found.entries()) {
    const scroll = (to: 'start' | 'end') =>
      page.evaluate(([which, where]) => {
        const element = document.querySelector<HTMLElement>(`[data-sideways-row="${which}"]`)!;
        element.scrollLeft = where === 'end' ? element.scrollWidth : 0;
        return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }, [index, to] as const);
    await scroll('start');
    const atStart = await markers();
    await scroll('end');
    const atEnd = await markers();
    await scroll('start');
    result.push({ items: row.items, atStart, atEnd });
  }
  await cdp.detach();
  return result;
}

/** Pairs of text elements whose boxes overlap (neither inside the other). */
export function overlappingText(page: Page) {
  return page.evaluate(() => {
    const boxes = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        if (element.closest('[aria-hidden="true"], [inert], svg')) return false;
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
        return [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
      })
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 0 && rect.height > 0);
    const overlaps: string[] = [];
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
        const x = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const y = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (x > 2 && y > 2) overlaps.push(`"${a.element.textContent?.trim().slice(0, 30)}" / "${b.element.textContent?.trim().slice(0, 30)}"`);
      }
    }
    return overlaps;
  });
}

/** Page time per step of runUntil: one frame at 60 Hz. */
const FRAME_MS = 16;

/**
 * With the page's clock paused, lets page time pass a frame at a time until `condition` holds in
 * the page. Gives up after 30 s of real time, so a condition that never holds fails the test.
 */
export async function runUntil(page: Page, condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await page.evaluate(condition))) {
    if (Date.now() > deadline) throw new Error(`this never held in the page, however long its clock ran: ${condition}`);
    await page.clock.runFor(FRAME_MS);
  }
}
