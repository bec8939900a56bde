/**
 * The cards a page is shared with, looked at as a person would: the picture's size, where its words
 * fall, that a long title still fits, and that the same card comes out the same, drawn or cached.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as fontkit from 'fontkit';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { HEADING_FONT } from '../../../pipeline/fonts.ts';
import { layoutCard, shareCard, shareCardPng } from '../../../pipeline/images/share-card.ts';

const CACHES = mkdtempSync(join(tmpdir(), 'share-cards-'));
afterAll(() => rmSync(CACHES, { recursive: true, force: true }));
let caches = 0;
const freshCache = () => join(CACHES, String((caches += 1)));

const site = {
  url: 'https://www.harbour.example',
  themeColor: '#0B2545',
  company: 'Harbour Line Telecom',
  pages: [
    { path: '/services', title: 'Services' },
    { path: '/services/phones', title: 'Office Phones' },
    { path: '/fr/services', title: 'Services' },
  ],
};

/** The card as pixels: what a network shows of it. */
async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const offset = (y * info.width + x) * 3;
    return `#${[data[offset], data[offset + 1], data[offset + 2]].map((channel) => channel!.toString(16).padStart(2, '0')).join('')}`;
  };
  return { width: info.width, height: info.height, at };
}

/** The columns of a band of rows where anything but the background is drawn. */
function inkedColumns(image: Awaited<ReturnType<typeof pixels>>, background: string, rows: [number, number]): number[] {
  const columns: number[] = [];
  for (let x = 0; x < image.width; x++) {
    for (let y = rows[0]; y < rows[1]; y++) {
      if (image.at(x, y) !== background) {
        columns.push(x);
        break;
      }
    }
  }
  return columns;
}

describe('a share card', () => {
  it('is a 1200 × 630 picture in the site’s colour, its words inside the margins', async () => {
    const card = shareCard({ path: '/services/phones/desk', title: 'Desk Phones Installed and Supported' }, site);
    const image = await pixels((await shareCardPng(card, freshCache())).bytes);
    expect([image.width, image.height]).toEqual([1200, 630]);
    expect(image.at(20, 300)).toBe('#0b2545');
    // The title's band: words from the left margin on, and nothing in the margin itself.
    const columns = inkedColumns(image, '#0b2545', [250, 420]).filter((x) => x < 760);
    expect(columns[0]).toBeGreaterThanOrEqual(78);
    expect(columns[0]).toBeLessThan(100);
  });

  it('names where the page sits and who it belongs to, and says so in its alt text', () => {
    const card = shareCard({ path: '/services/phones/desk', title: 'Desk Phones' }, site);
    expect(card.words).toEqual({ title: 'Desk Phones', trail: ['Services', 'Office Phones'], company: 'Harbour Line Telecom', host: 'harbour.example' });
    expect(card.image).toMatchObject({ alt: 'Desk Phones — Harbour Line Telecom', width: 1200, height: 630 });
    expect(card.image.src).toMatch(/^\/assets\/share\/services-phones-desk-[0-9a-f]{12}\.png$/);
    // A home page is the top of its language: no trail.
    expect(shareCard({ path: '/fr', title: 'Accueil' }, site).words.trail).toEqual([]);
    expect(shareCard({ path: '/', title: 'Home' }, site).image.src).toMatch(/^\/assets\/share\/home-/);
  });

  it('keeps a title of 100 characters inside the card, in smaller type', () => {
    const short = layoutCard({ title: 'Office Phones', trail: [], company: 'Harbour Line Telecom', host: 'harbour.example' });
    const title = 'Telephone systems, video meetings, shared files and the website, chosen, set up and looked after!!'.slice(0, 100);
    const long = layoutCard({ title, trail: ['Services'], company: 'Harbour Line Telecom', host: 'harbour.example' });
    const titleLines = (lines: ReturnType<typeof layoutCard>) => lines.filter((line) => line.weight === 700);
    expect(titleLines(short)).toHaveLength(1);
    expect(titleLines(long).length).toBeGreaterThan(1);
    expect(titleLines(long).length).toBeLessThanOrEqual(4);
    expect(titleLines(long)[0]!.size).toBeLessThan(titleLines(short)[0]!.size);
    expect(titleLines(long).map((line) => line.text).join(' ')).toBe(title);
    for (const line of long) expect(line.x + line.width).toBeLessThanOrEqual(1120);
    // The lines are evened out: the last is not left with a word or two.
    const widths = titleLines(long).map((line) => line.width);
    expect(Math.min(...widths)).toBeGreaterThan(Math.max(...widths) * 0.5);
  });

  it('sets the title in the site’s heading face, and the smaller lines in another', () => {
    const face = fontkit.openSync(HEADING_FONT.file) as fontkit.Font;
    const inFace = (text: string, size: number) => (face.layout(text).advanceWidth * size) / face.unitsPerEm;
    const lines = layoutCard({ title: 'Office Phones', trail: [], company: 'Harbour Line Telecom', host: 'harbour.example' });
    const title = lines.find((line) => line.text === 'Office Phones')!;
    const company = lines.find((line) => line.text === 'Harbour Line Telecom')!;
    // Spaced as the site sets its headings: 0.06em more between words, 0.01em less after each glyph.
    expect(title.width).toBeCloseTo(inFace(title.text, title.size) + (0.06 - 0.01 * face.layout(title.text).glyphs.length) * title.size, 0);
    expect(Math.abs(company.width - inFace(company.text, company.size))).toBeGreaterThan(1);
    // A character the heading face lacks comes from the other face, at the title's size: a thin space of about a fifth of an em.
    const titleOf = (text: string) => layoutCard({ title: text, trail: [], company: 'Harbour Line Telecom', host: 'harbour.example' }).find((line) => line.text === text)!;
    const spaced = titleOf('1\u202f000');
    const gap = (spaced.width - titleOf('1000').width) / spaced.size;
    expect(gap).toBeGreaterThan(0.1);
    expect(gap).toBeLessThan(0.3);
  });

  it('never starts a line with a colon or a closing guillemet kept by a no-break space', () => {
    const title = 'Votre téléphonie\u00a0: «\u00a0transparente\u00a0», installée et suivie par des gens d’ici\u00a0!';
    const lines = layoutCard({ title, trail: [], company: 'Ligne Harbour', host: 'harbour.example' }).filter((line) => line.weight === 700);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.text).not.toMatch(/^[\u00a0:»!]/);
  });

  it('changes its name when its words change, and only then', () => {
    const page = { path: '/services/phones', title: 'Office Phones' };
    expect(shareCard(page, site).image.src).toBe(shareCard({ ...page }, { ...site }).image.src);
    expect(shareCard({ ...page, title: 'Office Phones and Headsets' }, site).image.src).not.toBe(shareCard(page, site).image.src);
    expect(shareCard(page, { ...site, company: 'Harbour Line' }).image.src).not.toBe(shareCard(page, site).image.src);
    expect(shareCard(page, { ...site, themeColor: '#FFFFFF' }).image.src).not.toBe(shareCard(page, site).image.src);
  });

  it('comes out byte for byte the same drawn twice, and from the cache', async () => {
    const card = shareCard({ path: '/services/phones', title: 'Office Phones' }, site);
    const cache = freshCache();
    const first = await shareCardPng(card, cache);
    const again = await shareCardPng(card, freshCache());
    const cached = await shareCardPng(card, cache);
    expect([first.fromCache, again.fromCache, cached.fromCache]).toEqual([false, false, true]);
    expect(again.bytes.equals(first.bytes)).toBe(true);
    expect(cached.bytes.equals(first.bytes)).toBe(true);
  });

  it('writes dark words on a light theme colour', async () => {
    const card = shareCard({ path: '/contact', title: 'Contact' }, { ...site, themeColor: '#FFFFFF' });
    const image = await pixels((await shareCardPng(card, freshCache())).bytes);
    expect(image.at(20, 300)).toBe('#ffffff');
    const dark = inkedColumns(image, '#ffffff', [250, 420]).filter((x) => x < 700);
    expect(dark.length).toBeGreaterThan(100);
  });
});
