import { describe, expect, inject, it } from 'vitest';
import { useBrowser, useTabs } from '../support/browser.ts';

/* The home page's details; how every route breaks its lines is checked in routes.test.ts. */

const tab = useTabs(useBrowser());

describe('details that make a page look finished', () => {
  it.each([1280, 1920])('keeps its heading to at most three lines at %i px', async (width) => {
    const { page } = await tab({ viewport: { width, height: 900 } });
    await page.goto(inject('baseUrl'));
    const lines = await page.$eval('h1', (heading) => Math.round(heading.getBoundingClientRect().height / parseFloat(getComputedStyle(heading).lineHeight)));
    expect(lines).toBeLessThanOrEqual(3);
  });

  it('never breaks a word of the company name in the header at 320 px', async () => {
    const { page } = await tab({ viewport: { width: 320, height: 700 } });
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
  });
});
