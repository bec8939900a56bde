import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, useTab } from '../support/browser.ts';
import { frenchPaths, realPaths, realSite } from '../support/real-site.ts';

const browser = useBrowser();

/** The names headings keep whole (see HeadingText). */
const NAMES = [realSite.company.name, ...(realSite.company.productNames ?? [])];

/** In `main`, words joined by a hyphen whose two halves sit on different lines. */
function brokenCompounds(page: Page) {
  return page.$eval('main', (main) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\p{L}+-\p{L}+/gu)) {
        const hyphen = match.index + match[0].indexOf('-');
        const range = document.createRange();
        range.setStart(node, hyphen - 1);
        range.setEnd(node, hyphen + 2);
        const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (tops.size > 1) found.push(match[0]);
      }
    }
    return found;
  });
}

/** The stretches of text matching `pattern`, in the elements `selector` finds, that run across two lines. */
function splitAcrossLines(page: Page, selector: string, pattern: string) {
  return page.$$eval(
    selector,
    (roots, source) =>
      roots.flatMap((root) => {
        const found: string[] = [];
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const match of (node.textContent ?? '').matchAll(new RegExp(source, 'g'))) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
            if (tops.size > 1) found.push(match[0]);
          }
        }
        return found;
      }),
    pattern,
  );
}

/** Words of headings in `main` broken across two lines. */
const splitHeadingWords = (page: Page) => splitAcrossLines(page, 'main :is(h1, h2, h3, h4)', '[^\\s-]+');

/** The company's name and its products' names in headings of `main`, broken across lines although the heading is wide enough for them. */
function brokenNames(page: Page, names: readonly string[]) {
  return page.$$eval(
    'main :is(h1, h2, h3)',
    (headings, wanted) =>
      headings.flatMap((heading) => {
        const found: string[] = [];
        const text = heading.textContent ?? '';
        const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
        const nodes: { node: Node; start: number }[] = [];
        let offset = 0;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          nodes.push({ node, start: offset });
          offset += node.textContent?.length ?? 0;
        }
        const at = (position: number) => {
          const holder = nodes.findLast((candidate) => candidate.start <= position)!;
          return [holder.node, position - holder.start] as const;
        };
        for (const name of wanted) {
          for (let index = text.indexOf(name); index >= 0; index = text.indexOf(name, index + 1)) {
            const range = document.createRange();
            range.setStart(...at(index));
            range.setEnd(...at(index + name.length));
            const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
            const lines = new Set(rects.map((rect) => Math.round(rect.top)));
            const width = rects.reduce((sum, rect) => sum + rect.width, 0);
            if (lines.size > 1 && width < heading.clientWidth) found.push(`${name} in "${text}"`);
          }
        }
        return found;
      }),
    names,
  );
}

/** Phone numbers and e-mail addresses anywhere on the page that run across two lines. */
const brokenNumbersAndAddresses = (page: Page) => splitAcrossLines(page, 'body', '\\+?\\d[\\d\\u00a0\\u202f ().-]{6,}\\d|[\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+');

/** Lines of `main` that start with a comma, a full stop or other closing punctuation, with the words before it. */
function punctuationStartingLines(page: Page) {
  return page.$eval('main', (main) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    let previous: { top: number; bottom: number; text: string } | undefined;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index += 1) {
        if (/\s/.test(text[index]!)) continue;
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = [...range.getClientRects()].find((box) => box.width > 0);
        if (!rect) continue;
        // A character below the previous one's line, in the same block of text, starts a line.
        if (/[,.;:!?)\]»”…]/.test(text[index]!) && previous && rect.top >= previous.bottom - 1 && rect.top - previous.bottom < rect.height) {
          found.push(`${previous.text}${text[index]}`);
        }
        previous = { top: rect.top, bottom: rect.bottom, text: `${text.slice(Math.max(0, index - 12), index)}` };
      }
    }
    return found;
  });
}

/** The sizes of the page's title, of its running text and of its largest section heading, in px. */
function headingSizes(page: Page) {
  return page.evaluate(() => {
    const size = (element: Element | null) => (element ? parseFloat(getComputedStyle(element).fontSize) : 0);
    return { title: size(document.querySelector('h1')), body: size(document.body), section: Math.max(0, ...[...document.querySelectorAll('main h2')].map(size)) };
  });
}

/** Cards in a row whose text starts well below their title: the hole a short title beside a long one leaves. */
function holesUnderTitles(page: Page) {
  return page.$$eval('main [data-columns] article', (cards) =>
    cards.flatMap((card) => {
      const title = card.querySelector('h2, h3');
      const text = title?.nextElementSibling;
      if (!title || !text) return [];
      // From the title's last line of words (its box may be stretched to its row) to the text's first.
      const words = document.createRange();
      words.selectNodeContents(title);
      const gap = text.getBoundingClientRect().top - words.getBoundingClientRect().bottom;
      return gap > 24 ? [`${title.textContent}: ${Math.round(gap)} px`] : [];
    }),
  );
}

/** Buttons whose label takes more than one line. */
function wrappedButtonLabels(page: Page) {
  return page.$$eval('[data-button]', (buttons) =>
    buttons
      .filter((button) => {
        const style = getComputedStyle(button);
        const textHeight = button.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
        return textHeight > 1.5 * parseFloat(style.lineHeight);
      })
      .map((button) => button.textContent),
  );
}

describe('details that make a page look finished', () => {
  it.each([1280, 1920])('keeps its heading to at most three lines at %i px', async (width) => {
    const page = await browser().newPage({ viewport: { width, height: 900 } });
    await page.goto(inject('baseUrl'));
    const lines = await page.$eval('h1', (heading) => Math.round(heading.getBoundingClientRect().height / parseFloat(getComputedStyle(heading).lineHeight)));
    expect(lines).toBeLessThanOrEqual(3);
    await page.close();
  });

  it('never breaks a word of the company name in the header at 320 px', async () => {
    const page = await browser().newPage({ viewport: { width: 320, height: 700 } });
    await page.goto(inject('baseUrl'));
    const split = await page.$eval('header a[href="/"] span', (name) => {
      const text = name.firstChild!;
      const words: string[] = [];
      for (const match of (text.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        if (range.getClientRects().length > 1) words.push(match[0]);
      }
      return words;
    });
    expect(split).toEqual([]);
    await page.close();
  });

  /*
   * Each route twice: with the heading face, and with its request failing, as on a connection
   * that drops it, where headings take the measured fallback and the running text the system's
   * faces (DejaVu Sans here, wider than most).
   */
  const blocking = new WeakSet<Page>();
  describe.each([
    ['with the heading face', false],
    ['with the heading face blocked', true],
  ] as const)('on every route in both languages, loaded once and resized from 320 to 1920 px, %s', (_mode, blockFace) => {
    const tab = useTab(browser);

    it.each([...realPaths, ...frenchPaths])('%s breaks no hyphenated compound across two lines, no name in a heading that fits on a line, no word of a heading in two, no button label, phone number or e-mail address onto a second line, starts no line with punctuation and leaves no hole under a card’s title', async (path) => {
      const { page } = tab();
      if (blockFace && !blocking.has(page)) {
        blocking.add(page);
        await page.route('**/*.woff2', (route) => route.abort());
      }
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(inject('baseUrl') + path);
      const face = await page.evaluate(async () => {
        await document.fonts.ready;
        return document.fonts.check('700 16px "Plus Jakarta Sans"') && [...document.fonts].some((font) => font.family.includes('Plus Jakarta Sans') && font.status === 'loaded');
      });
      expect(face, 'whether the heading face was drawn').toBe(!blockFace);
      const found = { compounds: [] as string[], names: [] as string[], headingWords: [] as string[], buttonLabels: [] as string[], punctuation: [] as string[], numbersAndAddresses: [] as string[], holes: [] as string[] };
      for (const width of [320, 375, 768, 1280, 1920]) {
        await page.setViewportSize({ width, height: 800 });
        const atWidth = (texts: (string | null)[]) => texts.map((text) => `${width} px: ${text}`);
        found.compounds.push(...atWidth(await brokenCompounds(page)));
        found.names.push(...atWidth(await brokenNames(page, NAMES)));
        found.headingWords.push(...atWidth(await splitHeadingWords(page)));
        found.buttonLabels.push(...atWidth(await wrappedButtonLabels(page)));
        found.punctuation.push(...atWidth(await punctuationStartingLines(page)));
        found.numbersAndAddresses.push(...atWidth(await brokenNumbersAndAddresses(page)));
        found.holes.push(...atWidth(await holesUnderTitles(page)));
        if (width === 375) {
          // On a phone the title leads: about twice the running text, a clear step above the sections.
          const sizes = await headingSizes(page);
          expect(sizes.title / sizes.body, JSON.stringify(sizes)).toBeGreaterThanOrEqual(1.85);
          expect(sizes.title / sizes.section, JSON.stringify(sizes)).toBeGreaterThanOrEqual(1.4);
        }
      }
      expect(found).toEqual({ compounds: [], names: [], headingWords: [], buttonLabels: [], punctuation: [], numbersAndAddresses: [], holes: [] });
    });
  });
});
