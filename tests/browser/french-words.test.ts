import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { isSeq, parseDocument } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAMING_FIELDS } from '../../core/typography.ts';
import { ENGLISH_DEFAULTS } from '../../schema/primitives.ts';
import { shareCards } from '../../pipeline/local-sites.ts';
import { startServer } from '../../pipeline/serve-static.ts';
import { buildSite } from '../support/build-site.ts';
import { useBrowser } from '../support/browser.ts';
import { openPage, scrollThrough, VIEWPORTS } from '../support/pages.ts';
import { frenchPaths, frenchSite, realSite } from '../support/real-site.ts';

/**
 * No French page shows or names an English interface word: not in its text, its aria-* names and
 * role descriptions, its alt and title attributes, its head, nor the words drawn on its share card. The site is built with a second
 * testimonial in each language, so that the testimonials turn as a carousel, with its words.
 */

const browser = useBrowser();
const FOLDER = resolve('.test-build/french-words');

/** The real site.yaml with a second testimonial in English and in French. */
function withTwoTestimonials(): string {
  const doc = parseDocument(readFileSync('site.yaml', 'utf8'));
  const add = (path: string[], testimonial: Record<string, string>) => {
    const list = doc.getIn(path);
    if (!isSeq(list)) throw new Error(`site.yaml has no list at ${path.join('.')}`);
    list.add(doc.createNode(testimonial));
  };
  add(['testimonials'], { id: 'second-client', name: 'Sam Carter', company: 'Office manager, Brandon', text: 'They explained every cost before we signed.' });
  add(['fr', 'testimonials'], { id: 'second-client', name: 'Sam Carter', company: 'Gestionnaire de bureau, Brandon', text: 'Ils nous ont expliqué chaque coût avant la signature.' });
  return doc.toString({ lineWidth: 0 });
}

/**
 * The English words of the interface: the words of `ui` that French says otherwise, and the
 * English defaults of fields. A word the French section itself writes is its editor's choice, and
 * not looked for.
 */
function englishInterfaceWords(): string[] {
  const frenchUi = frenchSite.ui as Record<string, string>;
  const words = [...Object.entries(realSite.ui).flatMap(([word, english]) => (english !== frenchUi[word] ? [english] : [])), ...ENGLISH_DEFAULTS];
  const frenchCopy = wordsOf(realSite.fr).join('\n');
  return [...new Set(words)].filter((word) => !new RegExp(`(?<!\\p{L})${escape(word)}(?!\\p{L})`, 'u').test(frenchCopy));
}

/** Every text a value says: its strings but those of the fields that name things. */
function wordsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(wordsOf);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => (NAMING_FIELDS.has(key) ? [] : wordsOf(item)));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let server: Server | undefined;
let base = '';
beforeAll(() => {
  mkdirSync(FOLDER, { recursive: true });
  const siteFile = join(FOLDER, 'site.yaml');
  writeFileSync(siteFile, withTwoTestimonials());
  const dist = buildSite(join(FOLDER, 'dist'), { SITE_FILE: siteFile, CI: '1' });
  return startServer({ root: dist }).then((started) => {
    server = started.server;
    base = started.url;
  });
});
afterAll(async () => {
  await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  rmSync(FOLDER, { recursive: true, force: true });
});

describe('the French pages', () => {
  const words = englishInterfaceWords();

  it('look for a real list of English interface words', () => {
    expect(words).toEqual(expect.arrayContaining(['Learn more', 'Get Started', 'Sales e-mail', 'All rights reserved.', 'carousel', 'slide', 'Pause testimonials']));
  });

  it.each(frenchPaths)('%s neither shows nor names an English interface word', async (path) => {
    const { page, problems, close } = await openPage(browser(), `${base}${path}`, { viewport: VIEWPORTS.desktop });
    // Everything that loads on the way down (the carousel, the footer) is in.
    await scrollThrough(page);
    const said = await page.evaluate(() => {
      const named = [...document.querySelectorAll('*')].flatMap((element) =>
        [...element.attributes].filter((attribute) => /^(aria-(label|roledescription|description|valuetext)|alt|title|placeholder)$/.test(attribute.name)).map((attribute) => attribute.value),
      );
      const head = [document.title, ...[...document.head.querySelectorAll('meta[content]')].map((meta) => meta.getAttribute('content') ?? '')];
      return [document.body.innerText, document.body.textContent ?? '', ...named, ...head];
    });
    // The card the page is shared with, and the words drawn on it.
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    const card = shareCards(realSite).find((candidate) => image === `${realSite.site.url}${candidate.image.src}`);
    expect(card, `${path} is shared with ${image}`).toBeDefined();
    expect((await fetch(`${base}${card!.image.src}`)).headers.get('content-type')).toBe('image/png');
    said.push(...Object.values(card!.words).flat());
    const found = words.filter((word) => said.some((text) => new RegExp(`(?<!\\p{L})${escape(word)}(?!\\p{L})`, 'u').test(text)));
    expect(found).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('name the turning testimonials in French on the home page', async () => {
    const { page, close } = await openPage(browser(), `${base}/fr`, { viewport: VIEWPORTS.desktop });
    await scrollThrough(page);
    expect(await page.locator('[aria-roledescription="carrousel"]').count()).toBe(1);
    expect(await page.locator('[aria-roledescription="diapositive"]').evaluateAll((slides) => slides.map((slide) => slide.getAttribute('aria-label')))).toEqual([
      '1 sur 2',
      '2 sur 2',
    ]);
    await close();
  });
});
