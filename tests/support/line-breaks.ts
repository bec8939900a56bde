import type { Page } from 'playwright-core';
import { keptInRunningText, RUNNING_TEXT } from '../../src/ui/kept-names.ts';
import { resizeTo } from './pages.ts';

/*
 * How text breaks into lines on a loaded page, read in the page: what a reader would take for a
 * mistake of setting, each as a list of what is wrong (empty when nothing is).
 */

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

/**
 * In the page, at the width it has: every check of LineBreaks, in one call (a call to the page per
 * check and width was most of the time this took), and the sizes of the page's title, of its
 * running text and of its largest section heading, in px.
 */
function readLineBreaks({ names, runningText }: { names: readonly { name: string; inRunningText: string }[]; runningText: number }): { found: LineBreaks; sizes: { title: number; body: number; section: number } } {
  const main = document.querySelector('main')!;
  /** The text nodes under `root`, in order. */
  const textNodes = (root: Node) => {
    const nodes: Node[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node);
    return nodes;
  };
  /** The boxes, with a width, that the characters from `start` to `end` of a text node are drawn in. */
  const boxes = (start: [Node, number], end: [Node, number]) => {
    const range = document.createRange();
    range.setStart(...start);
    range.setEnd(...end);
    return [...range.getClientRects()].filter((rect) => rect.width > 0);
  };
  const lineCount = (rects: DOMRect[]) => new Set(rects.map((rect) => Math.round(rect.top))).size;

  /** The stretches of text matching `pattern`, in the elements `selector` finds, that run across two lines. */
  const splitAcrossLines = (selector: string, pattern: RegExp) =>
    [...document.querySelectorAll(selector)].flatMap((root) =>
      textNodes(root).flatMap((node) =>
        [...(node.textContent ?? '').matchAll(pattern)].filter((match) => lineCount(boxes([node, match.index], [node, match.index + match[0].length])) > 1).map((match) => match[0]),
      ),
    );

  // In `main`, words joined by a hyphen whose two halves sit on different lines.
  const compounds = textNodes(main).flatMap((node) =>
    [...(node.textContent ?? '').matchAll(/\p{L}+-\p{L}+/gu)]
      .filter((match) => {
        const hyphen = match.index + match[0].indexOf('-');
        return lineCount(boxes([node, hyphen - 1], [node, hyphen + 2])) > 1;
      })
      .map((match) => match[0]),
  );

  // The names text keeps whole, in the headings, paragraphs, list items and links of `main` (the
  // innermost of them), broken across lines although the line is wide enough for them; in running
  // text, the part of a long name kept whole (see keptInRunningText).
  const brokenNames = [...document.querySelectorAll('main :is(h1, h2, h3, h4, p, li, a):not(:has(:is(h1, h2, h3, h4, p, li, a)))')].flatMap((element) => {
    const found: string[] = [];
    const text = element.textContent ?? '';
    // A link is as wide as its words: the line it may take is its block's.
    const line = getComputedStyle(element).display === 'inline' ? element.parentElement! : element;
    const nodes: { node: Node; start: number }[] = [];
    let offset = 0;
    for (const node of textNodes(element)) {
      nodes.push({ node, start: offset });
      offset += node.textContent?.length ?? 0;
    }
    const at = (position: number): [Node, number] => {
      const holder = nodes.findLast((candidate) => candidate.start <= position)!;
      return [holder.node, position - holder.start];
    };
    for (const { name: whole, inRunningText } of names) {
      const name = text.length > runningText ? inRunningText : whole;
      for (let index = text.indexOf(name); index >= 0; index = text.indexOf(name, index + 1)) {
        const rects = boxes(at(index), at(index + name.length));
        const width = rects.reduce((sum, rect) => sum + rect.width, 0);
        if (lineCount(rects) > 1 && width < line.clientWidth) found.push(`${name} in "${text}"`);
      }
    }
    return found;
  });

  // Buttons whose label takes more than one line.
  const buttonLabels = [...document.querySelectorAll('[data-button]')]
    .filter((button) => {
      const style = getComputedStyle(button);
      const textHeight = button.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
      return textHeight > 1.5 * parseFloat(style.lineHeight);
    })
    .map((button) => button.textContent ?? '');

  // Lines of `main` that start with a comma, a full stop or other closing punctuation, with the
  // words before it. Only punctuation is measured, with the characters before it back to the last
  // one drawn: measuring every character of the page at every width took most of this check's time.
  // So is a no-break space that opens a text after an element: a line may break before it there,
  // after an inline block, and the space then shows at the start of the next line.
  const punctuation: string[] = [];
  const boxOf = (node: Node, index: number) => boxes([node, index], [node, index + 1])[0];
  const before: { node: Node; index: number }[] = [];
  for (const node of textNodes(main)) {
    const text = node.textContent ?? '';
    for (let index = 0; index < text.length; index += 1) {
      const leadingSpace = index === 0 && /[\u00a0\u202f]/.test(text[0]!);
      if (/\s/.test(text[index]!) && !leadingSpace) continue;
      if (leadingSpace || /[,.;:!?)\]»”…]/.test(text[index]!)) {
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
          punctuation.push(`${previousText.slice(Math.max(0, previous.index - 12), previous.index + 1)}|${text.slice(index, index + 12)}`);
        }
        before.length = 0;
      }
      before.push({ node, index });
    }
  }

  // Cards in a row whose text starts well below their title: the hole a short title beside a long one leaves.
  const holes = [...document.querySelectorAll('main [data-columns] article')].flatMap((card) => {
    const title = card.querySelector('h2, h3');
    const text = title?.nextElementSibling;
    if (!title || !text) return [];
    // From the title's last line of words (its box may be stretched to its row) to the text's first.
    const words = document.createRange();
    words.selectNodeContents(title);
    const gap = text.getBoundingClientRect().top - words.getBoundingClientRect().bottom;
    return gap > 24 ? [`${title.textContent}: ${Math.round(gap)} px`] : [];
  });

  const size = (element: Element | null) => (element ? parseFloat(getComputedStyle(element).fontSize) : 0);
  return {
    found: {
      compounds,
      names: brokenNames,
      // words of headings in `main` broken across two lines
      headingWords: splitAcrossLines('main :is(h1, h2, h3, h4)', /[^\s-]+/g),
      buttonLabels,
      punctuation,
      // phone numbers, e-mail addresses and a number with the word after it ("5 p.m.", "30 ans";
      // not a phone number's last group) anywhere on the page
      numbersAndAddresses: splitAcrossLines('body', /\+?\d[\d\u00a0\u202f ().-]{6,}\d|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?<![-\d]\d*)\d[\d:.,]*[\u00a0 ]\p{L}+/gu),
      holes,
    },
    sizes: { title: size(document.querySelector('h1')), body: size(document.body), section: Math.max(0, ...[...main.querySelectorAll('h2')].map(size)) },
  };
}

/** The widths a route is read at, from the narrowest phone to a wide screen. */
const LINE_WIDTHS = [320, 375, 768, 1280, 1920] as const;

/** No finding of any kind yet. */
export const noLineBreaks = (): LineBreaks => ({ compounds: [], names: [], headingWords: [], buttonLabels: [], punctuation: [], numbersAndAddresses: [], holes: [] });

/** The page read at the width it has (see readLineBreaks): what it found, each finding prefixed with that width. */
export async function lineBreaksAt(page: Page, names: readonly string[]) {
  const width = page.viewportSize()!.width;
  const kept = names.map((name) => ({ name, inRunningText: keptInRunningText(name) }));
  const { found, sizes } = await page.evaluate(readLineBreaks, { names: kept, runningText: RUNNING_TEXT });
  for (const kind of Object.keys(found) as (keyof LineBreaks)[]) found[kind] = found[kind].map((text) => `${width} px: ${text}`);
  return { found, sizes };
}

/** Adds what `more` found to `found`. */
export function addLineBreaks(found: LineBreaks, more: LineBreaks) {
  for (const kind of Object.keys(found) as (keyof LineBreaks)[]) found[kind].push(...more[kind]);
}

/**
 * The loaded page resized through `LINE_WIDTHS` and read at each: the line breaks found, and the
 * sizes of its headings on a 375 px phone. The viewport it had is given back at the end.
 */
export async function lineBreaksAcrossWidths(page: Page, names: readonly string[]): Promise<{ found: LineBreaks; phoneSizes: ReturnType<typeof readLineBreaks>['sizes'] }> {
  const before = page.viewportSize()!;
  const found = noLineBreaks();
  let phoneSizes = { title: 0, body: 0, section: 0 };
  for (const width of LINE_WIDTHS) {
    await resizeTo(page, { width, height: 800 });
    const atWidth = await lineBreaksAt(page, names);
    addLineBreaks(found, atWidth.found);
    if (width === 375) phoneSizes = atWidth.sizes;
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
