import type { Page } from 'playwright-core';

/*
 * How text breaks into lines on a loaded page, read in the page: what a reader would take for a
 * mistake of setting, each as a list of what is wrong (empty when nothing is).
 */

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

/**
 * The names text keeps whole, in the headings, paragraphs, list items and links of `main` (the
 * innermost of them), broken across lines although the line is wide enough for them.
 */
function brokenNames(page: Page, names: readonly string[]) {
  return page.$$eval(
    'main :is(h1, h2, h3, h4, p, li, a):not(:has(:is(h1, h2, h3, h4, p, li, a)))',
    (elements, wanted) =>
      elements.flatMap((element) => {
        const found: string[] = [];
        const text = element.textContent ?? '';
        // A link is as wide as its words: the line it may take is its block's.
        const line = getComputedStyle(element).display === 'inline' ? element.parentElement! : element;
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
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
            if (lines.size > 1 && width < line.clientWidth) found.push(`${name} in "${text}"`);
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
    const boxOf = (node: Node, index: number) => {
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      return [...range.getClientRects()].find((box) => box.width > 0);
    };
    // Only punctuation is measured, with the characters before it back to the last one drawn:
    // measuring every character of the page at every width took most of this check's time.
    const before: { node: Node; index: number }[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index += 1) {
        if (/\s/.test(text[index]!)) continue;
        if (/[,.;:!?)\]»”…]/.test(text[index]!)) {
          const rect = boxOf(node, index);
          if (!rect) continue;
          let previous: { rect: DOMRect; node: Node; index: number } | undefined;
          for (let back = before.length - 1; back >= 0 && !previous; back -= 1) {
            const box = boxOf(before[back]!.node, before[back]!.index);
            if (box) previous = { rect: box, ...before[back]! };
          }
          // A character below the previous one's line, in the same block of text, starts a line.
          if (previous && rect.top >= previous.rect.bottom - 1 && rect.top - previous.rect.bottom < rect.height) {
            const previousText = previous.node.textContent ?? '';
            found.push(`${previousText.slice(Math.max(0, previous.index - 12), previous.index)}${text[index]}`);
          }
          before.length = 0;
        }
        before.push({ node, index });
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


/** What each check found, each finding prefixed with the width it was seen at. */
export interface LineBreaks {
  compounds: string[];
  names: string[];
  headingWords: string[];
  buttonLabels: string[];
  punctuation: string[];
  numbersAndAddresses: string[];
  holes: string[];
}

/** The widths a route is read at, from the narrowest phone to a wide screen. */
const LINE_WIDTHS = [320, 375, 768, 1280, 1920] as const;

/**
 * The loaded page resized through `LINE_WIDTHS` and read at each: the line breaks found, and the
 * sizes of its headings on a 375 px phone. The viewport it had is given back at the end.
 */
export async function lineBreaksAcrossWidths(page: Page, names: readonly string[]): Promise<{ found: LineBreaks; phoneSizes: Awaited<ReturnType<typeof headingSizes>> }> {
  const before = page.viewportSize()!;
  const found: LineBreaks = { compounds: [], names: [], headingWords: [], buttonLabels: [], punctuation: [], numbersAndAddresses: [], holes: [] };
  let phoneSizes = { title: 0, body: 0, section: 0 };
  for (const width of LINE_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const atWidth = (texts: (string | null)[]) => texts.map((text) => `${width} px: ${text}`);
    found.compounds.push(...atWidth(await brokenCompounds(page)));
    found.names.push(...atWidth(await brokenNames(page, names)));
    found.headingWords.push(...atWidth(await splitHeadingWords(page)));
    found.buttonLabels.push(...atWidth(await wrappedButtonLabels(page)));
    found.punctuation.push(...atWidth(await punctuationStartingLines(page)));
    found.numbersAndAddresses.push(...atWidth(await brokenNumbersAndAddresses(page)));
    found.holes.push(...atWidth(await holesUnderTitles(page)));
    if (width === 375) phoneSizes = await headingSizes(page);
  }
  await page.setViewportSize(before);
  return { found, phoneSizes };
}

/** Whether the page drew its headings in the heading face (rather than its fallback). */
export const drewHeadingFace = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return document.fonts.check('700 16px "Plus Jakarta Sans"') && [...document.fonts].some((font) => font.family.includes('Plus Jakarta Sans') && font.status === 'loaded');
  });
