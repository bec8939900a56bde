import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../../pipeline/chromium.ts';
import { realPaths as paths } from '../support/real-site.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('details that make a page look finished', () => {
  it.each([1280, 1920])('keeps its heading to at most three lines at %i px', async (width) => {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(inject('baseUrl'));
    const lines = await page.$eval('h1', (heading) => Math.round(heading.getBoundingClientRect().height / parseFloat(getComputedStyle(heading).lineHeight)));
    expect(lines).toBeLessThanOrEqual(3);
    await page.close();
  });

  it('never breaks a word of the company name in the header at 320 px', async () => {
    const page = await browser.newPage({ viewport: { width: 320, height: 700 } });
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

  it.each(paths)('breaks no hyphenated compound across two lines on %s, from 320 to 1280 px', async (path) => {
    const broken = await acrossWidths(path, (page) =>
      page.$eval('main', (main) => {
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
      }),
    );
    expect(broken).toEqual([]);
  });

  it.each(paths)('breaks no word of a heading in two on %s, from 320 to 1280 px', async (path) => {
    const split = await acrossWidths(path, (page) =>
      page.$$eval('main :is(h1, h2, h3, h4)', (headings) =>
        headings.flatMap((heading) => {
          const found: string[] = [];
          const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (const match of (node.textContent ?? '').matchAll(/[^\s-]+/g)) {
              const range = document.createRange();
              range.setStart(node, match.index);
              range.setEnd(node, match.index + match[0].length);
              const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
              if (tops.size > 1) found.push(match[0]);
            }
          }
          return found;
        }),
      ),
    );
    expect(split).toEqual([]);
  });

  it.each(paths)('keeps every button label on one line on %s, from 320 px up', async (path) => {
    const wrapped = await acrossWidths(path, (page) =>
      page.$$eval('[data-button]', (buttons) =>
        buttons
          .filter((button) => {
            const style = getComputedStyle(button);
            const textHeight = button.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
            return textHeight > 1.5 * parseFloat(style.lineHeight);
          })
          .map((button) => button.textContent),
      ),
    );
    expect(wrapped).toEqual([]);
  });
});

/** What `find` reports on `path` at 320, 375, 768 and 1280 px, each finding prefixed with its width. */
async function acrossWidths(path: string, find: (page: Page) => Promise<(string | null)[]>) {
  const page = await browser.newPage({ viewport: { width: 320, height: 800 } });
  await page.goto(inject('baseUrl') + path);
  const found: string[] = [];
  for (const width of [320, 375, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    found.push(...(await find(page)).map((text) => `${width} px: ${text}`));
  }
  await page.close();
  return found;
}
