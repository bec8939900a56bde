import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** The HTML budget of budgets.json: what a page's first screen takes, gzip, fits in the first round trip. */
export function htmlBudget(): number {
  const budgets = JSON.parse(readFileSync('budgets.json', 'utf8')) as { html: { firstView: number } };
  return budgets.html.firstView;
}

/**
 * Where a page's first screen ends in its HTML: after the head, the inlined styles, the header and
 * the first block of the main content (the hero or the page's header), which hold everything the
 * first paint draws. What follows may arrive in later round trips without delaying it.
 */
function firstViewEnd(html: string): number {
  const main = html.indexOf('<main');
  const end = main < 0 ? -1 : html.indexOf('</section>', main);
  return end < 0 ? html.length : end + '</section>'.length;
}

/** The bytes, gzip, of a page's first screen (see firstViewEnd). */
export function firstViewGzip(html: string): number {
  return gzipSync(html.slice(0, firstViewEnd(html))).length;
}

/** A part of a page, and its bytes before compression. */
interface Part {
  name: string;
  bytes: number;
}

/**
 * The parts of a page's first screen, in the words of whoever edits site.yaml: the inlined styles,
 * the header with its menu, and the first block of the main content.
 */
function partsOf(html: string): Part[] {
  const cut = (start: number, end: number) => (start >= 0 && end > start ? end - start : 0);
  const header = html.indexOf('<header');
  const main = html.indexOf('<main');
  const styles = [...html.matchAll(/<style[^>]*>[\s\S]*?<\/style>/g)].reduce((sum, match) => sum + match[0].length, 0);
  const first = main < 0 ? -1 : html.indexOf('<section', main);
  return [
    { name: 'the styles inlined in the page', bytes: styles },
    { name: 'the header and its menu', bytes: cut(header, main) },
    { name: 'the first block of the page', bytes: cut(first, firstViewEnd(html)) },
  ];
}

/** Why a page's first screen is over the budget and what weighs most in it; undefined when it is within. */
export function overBudget(path: string, html: string, budget: number): string | undefined {
  const gzip = firstViewGzip(html);
  if (gzip <= budget) return undefined;
  const largest = partsOf(html).sort((a, b) => b.bytes - a.bytes)[0]!;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return `${path}: its first screen is ${kb(gzip)} of HTML (gzip), over the ${kb(budget)} of budgets.json; the largest part is ${largest.name}, ${kb(largest.bytes)} before compression`;
}
