import type { Page } from 'playwright-core';
import { NAMING_FIELDS } from '../../core/typography.ts';
import { ENGLISH_DEFAULTS } from '../../schema/primitives.ts';
import { shareCards } from '../../pipeline/local-sites.ts';
import type { Site } from '../../schema/site.ts';
import { frenchSite, realSite } from './real-site.ts';

/*
 * No French page shows or names an English interface word: not in its text, its aria-* names and
 * role descriptions, its alt and title attributes, its head, nor the words drawn on its share card.
 */

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

/** The English interface words a French page must not say. */
export const ENGLISH_WORDS = englishInterfaceWords();

/**
 * The English interface words a loaded page shows or names, and, when `site` is given, those drawn
 * on the share card its head names (fetched from `base`).
 */
export async function englishWordsSaid(page: Page, options: { site?: Site; base?: string } = {}): Promise<string[]> {
  const said = await page.evaluate(() => {
    const named = [...document.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].filter((attribute) => /^(aria-(label|roledescription|description|valuetext)|alt|title|placeholder)$/.test(attribute.name)).map((attribute) => attribute.value),
    );
    const head = [document.title, ...[...document.head.querySelectorAll('meta[content]')].map((meta) => meta.getAttribute('content') ?? '')];
    return [document.body.innerText, document.body.textContent ?? '', ...named, ...head];
  });
  if (options.site) {
    const { site, base = '' } = options;
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    const card = shareCards(site).find((candidate) => image === `${site.site.url}${candidate.image.src}`);
    if (!card) return [`no share card at ${image}`];
    const type = (await fetch(`${base}${card.image.src}`)).headers.get('content-type');
    if (type !== 'image/png') return [`the share card ${card.image.src} is ${type}`];
    said.push(...Object.values(card.words).flat());
  }
  return ENGLISH_WORDS.filter((word) => said.some((text) => new RegExp(`(?<!\\p{L})${escape(word)}(?!\\p{L})`, 'u').test(text)));
}
