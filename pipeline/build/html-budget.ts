import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** The HTML budget of budgets.json: a page's whole HTML, gzip, fits in the first round trip. */
export function htmlBudget(): number {
  const budgets = JSON.parse(readFileSync('budgets.json', 'utf8')) as { html: { gzip: number } };
  return budgets.html.gzip;
}

/** A part of a page, and its bytes before compression. */
interface Part {
  name: string;
  bytes: number;
}

/**
 * The parts of a prerendered page, in the words of whoever edits site.yaml: the inlined styles,
 * the header with its menu, each block of the main content, the footer and the page's scripts.
 */
function partsOf(html: string): Part[] {
  const cut = (start: number, end: number) => (start >= 0 && end > start ? end - start : 0);
  const header = html.indexOf('<header');
  const main = html.indexOf('<main');
  const mainEnd = html.indexOf('</main>');
  const footer = html.indexOf('<footer');
  const footerEnd = html.indexOf('</footer>');
  const styles = [...html.matchAll(/<style[^>]*>[\s\S]*?<\/style>/g)].reduce((sum, match) => sum + match[0].length, 0);
  const sections = [...html.slice(main, mainEnd).matchAll(/<section\b[^>]*>/g)].map((match) => main + match.index);
  const blocks = sections.map((start, index) => {
    const id = /\bid="([^"]+)"/.exec(html.slice(start, start + 200))?.[1];
    return { name: `block ${index + 1} of the page${id ? ` (id ${id})` : ''}`, bytes: cut(start, sections[index + 1] ?? mainEnd) };
  });
  return [
    { name: 'the styles inlined in the page', bytes: styles },
    { name: 'the header and its menu', bytes: cut(header, main) },
    ...blocks,
    { name: 'the footer', bytes: cut(footer, footerEnd) },
  ];
}

/** Why a page is over the budget and what weighs most in it; undefined when it is within. */
export function overBudget(path: string, html: string, budget: number): string | undefined {
  const gzip = gzipSync(html).length;
  if (gzip <= budget) return undefined;
  const largest = partsOf(html).sort((a, b) => b.bytes - a.bytes)[0]!;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return `${path} is ${kb(gzip)} of HTML (gzip), over the ${kb(budget)} of budgets.json; the largest part is ${largest.name}, ${kb(largest.bytes)} before compression`;
}
