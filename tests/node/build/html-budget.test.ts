import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { firstViewGzip, overBudget } from '../../../pipeline/build/html-budget.ts';

/** A page as the prerender writes it, with `items` menu entries of random (incompressible) words. */
function page(items: number): string {
  const menu = Array.from({ length: items }, () => `<li><a href="/${randomBytes(6).toString('hex')}">${randomBytes(8).toString('hex')}</a></li>`).join('');
  return [
    '<!doctype html><html><head><style data-emotion="css a">.a{color:red}</style></head><body>',
    `<header class="a"><nav aria-label="Main"><ul>${menu}</ul></nav></header>`,
    '<main id="main"><section id="hero" data-band="hero"><h1>Welcome</h1></section><section data-band="plain"><p>Text</p></section></main>',
    '<footer><p>© Prairie Signal</p></footer><script data-entry="/assets/index.js" data-preload="">boot()</script></body></html>',
  ].join('');
}

/** The same page with `paragraphs` blocks of random words after its first one. */
const longPage = (paragraphs: number) =>
  page(20).replace('</section></main>', `</section>${Array.from({ length: paragraphs }, () => `<section><p>${randomBytes(64).toString('hex')}</p></section>`).join('')}</main>`);

describe('the HTML budget of each page', () => {
  it('lets a page within the budget through', () => {
    expect(overBudget('/', page(20), 14_336)).toBeUndefined();
  });

  it('counts the first screen only: a long page whose later blocks take several round trips is let through', () => {
    expect(firstViewGzip(longPage(400))).toBeLessThan(2_000);
    expect(overBudget('/privacy', longPage(400), 14_336)).toBeUndefined();
  });

  it('stops a page over it and names what weighs most: a menu of thousands of items', () => {
    expect(overBudget('/about', page(5000), 14_336)).toMatch(
      /^\/about: its first screen is \d+\.\d KB of HTML \(gzip\), over the 14\.0 KB of budgets\.json; the largest part is the header and its menu, \d+\.\d KB before compression$/,
    );
  });
});
