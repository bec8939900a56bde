import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';
import sharp from 'sharp';
import { brandMarkSvg, type BrandMarkColours } from '../../core/brand-mark.ts';
import { contrastRatio } from '../../core/contrast.ts';
import { isHome } from '../../core/languages.ts';
import type { Image } from '../../schema/site.ts';
import { theme } from '../../src/theme/theme.ts';
import { HEADING_FONT } from '../fonts.ts';

/*
 * The picture a page shows when its link is shared: a card with the page's title, where the page
 * sits in the site, the company name and the site's address, in the site's colours. The build
 * draws one for every page that names no picture of its own, in the page's language.
 *
 * The words are drawn as outlines from font files the project holds, never with the fonts the
 * machine happens to have, so a card is the same on every machine: the title in the site's heading
 * face (the cut the site serves), the smaller lines in Inter, which stands in for the system face
 * the site's text is set in.
 */

const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;
/** Where the cards are served from: their names change with what they show, so they are cached for good like the scripts. */
export const SHARE_CARD_FOLDER = 'assets/share';
/** Where drawn cards are kept between builds, from the working folder; `npm ci` empties it. */
const DEFAULT_CACHE_DIR = 'node_modules/.cache/site-images/share-cards';

/** What a card shows. */
export interface ShareCardWords {
  title: string;
  /** The titles of the pages above this one, outermost first; none for a home page. */
  trail: string[];
  company: string;
  /** The site's address as people say it: "example.ca". */
  host: string;
}

export interface ShareCard {
  /** The image the page's head names. */
  image: Required<Image>;
  words: ShareCardWords;
  colours: CardColours;
}

interface CardColours {
  background: string;
  text: string;
  muted: string;
  /** The page's place in the site and the brand mark. */
  highlight: string;
  /** The band along the bottom edge. */
  band: [string, string];
  /** The company's mark: its tile lighter than a dark background. */
  mark: BrandMarkColours;
}

/** The card of one page: its words, its colours, and the address its picture is served at. */
export function shareCard(page: { path: string; title: string }, site: { url: string; themeColor: string; company: string; pages: readonly { path: string; title: string }[] }): ShareCard {
  const words: ShareCardWords = { title: page.title, trail: trailOf(page.path, site.pages), company: site.company, host: new URL(site.url).host.replace(/^www\./, '') };
  const colours = coloursOn(site.themeColor);
  const key = createHash('sha256').update(design()).update(JSON.stringify({ words, colours })).digest('hex').slice(0, 12);
  return {
    image: { src: `/${SHARE_CARD_FOLDER}/${slugOf(page.path)}-${key}.png`, alt: `${page.title} — ${site.company}`, ...SHARE_CARD_SIZE },
    words,
    colours,
  };
}

/** The titles of the pages whose addresses this page's address continues, home pages left out. */
function trailOf(path: string, pages: readonly { path: string; title: string }[]): string[] {
  const titles = new Map(pages.map((page) => [page.path, page.title]));
  const parts = path.split('/').filter(Boolean);
  return parts
    .slice(0, -1)
    .map((_, index) => `/${parts.slice(0, index + 1).join('/')}`)
    .filter((ancestor) => !isHome(ancestor))
    .flatMap((ancestor) => titles.get(ancestor) ?? []);
}

const slugOf = (path: string) => path.split('/').filter(Boolean).join('-') || 'home';

/** Light words on a dark theme colour, dark words on a light one: whichever reads better on it. */
function coloursOn(background: string): CardColours {
  const light = contrastRatio(theme.color.onInk, background) >= contrastRatio(theme.color.ink, background);
  return light
    ? { background, text: theme.color.onInk, muted: theme.color.onInkMuted, highlight: theme.color.highlight, band: [theme.color.accent, theme.color.highlight], mark: theme.brandMarkOnInk }
    : { background, text: theme.color.ink, muted: theme.color.muted, highlight: theme.color.accentStrong, band: [theme.color.accent, theme.color.highlight], mark: theme.brandMark };
}

/* ---- Fonts ---- */

type Weight = 500 | 600 | 700;
const WEIGHTS: readonly Weight[] = [500, 600, 700];
/** Inter's Latin files first; a character they lack is looked for in the Latin Extended ones. */
const SUBSETS = ['latin', 'latin-ext'] as const;
const fontFolder = () => join(dirname(fileURLToPath(import.meta.resolve('@fontsource/inter/LICENSE'))), 'files');
const fontFile = (subset: string, weight: Weight) => join(fontFolder(), `inter-${subset}-${weight}-normal.woff2`);

/** The weight titles are set at: the heading face's, which a character it lacks takes from Inter. */
const TITLE_WEIGHT = HEADING_FONT.weight;
/** The heading face's file, found from this module: validate and the build may run from another folder. */
const headingFace = () => join(dirname(fileURLToPath(import.meta.url)), '..', '..', HEADING_FONT.file);

const fonts = new Map<Weight, fontkit.Font[]>();
function fontsOf(weight: Weight): fontkit.Font[] {
  let list = fonts.get(weight);
  if (!list) {
    const inter = SUBSETS.map((subset) => fontkit.openSync(fontFile(subset, weight)) as fontkit.Font);
    list = weight === TITLE_WEIGHT ? [fontkit.openSync(headingFace()) as fontkit.Font, ...inter] : inter;
    fonts.set(weight, list);
  }
  return list;
}

let designKey: string | undefined;
/** What every card's look depends on besides its words: this file, the fonts and the encoder. */
function design(): string {
  if (designKey === undefined) {
    const hash = createHash('sha256').update(readFileSync(fileURLToPath(import.meta.url)));
    for (const weight of WEIGHTS) for (const subset of SUBSETS) hash.update(readFileSync(fontFile(subset, weight)));
    hash.update(readFileSync(headingFace()));
    // The mark's shapes; its colours are the card's (see shareCard).
    hash.update(brandMarkSvg(theme.brandMark));
    designKey = hash.update(JSON.stringify(sharp.versions)).digest('hex');
  }
  return designKey;
}

/** A no-break space the fonts lack is drawn as the narrowest space they have (Inter's, for a title). */
const SPACE_STANDS_IN: Readonly<Record<string, string>> = { '\u202f': '\u2009' };

interface Glyphs {
  /** Each glyph, where it starts along the line in the first face's units, and how its own units scale to those. */
  glyphs: { glyph: fontkit.Glyph; x: number; scale: number }[];
  /** The width of the whole line, in font units. */
  width: number;
  unitsPerEm: number;
}

/** Lays out one line of text: kerned, each character from the first font that has it. */
function shape(text: string, weight: Weight): Glyphs {
  const list = fontsOf(weight);
  const primary = list[0]!;
  const fontFor = (character: string) => list.find((font) => font.hasGlyphForCodePoint(character.codePointAt(0)!)) ?? primary;
  const runs: { font: fontkit.Font; text: string }[] = [];
  for (const original of text) {
    const character = SPACE_STANDS_IN[original] ?? original;
    const font = fontFor(character);
    const last = runs.at(-1);
    if (last && last.font === font) last.text += character;
    else runs.push({ font, text: character });
  }
  const glyphs: Glyphs['glyphs'] = [];
  // A title is spaced as the site sets its headings: letters a little closer, words a little
  // further apart (CSS's word spacing counts the no-break space as a space too).
  const title = weight === TITLE_WEIGHT;
  const wordGap = title ? parseFloat(theme.wordSpacing.heading) * primary.unitsPerEm : 0;
  const letterGap = title ? parseFloat(theme.letterSpacing.heading) * primary.unitsPerEm : 0;
  let x = 0;
  for (const run of runs) {
    // Each run in the first face's units: a character the heading face lacks comes from Inter, drawn to another em.
    const scale = primary.unitsPerEm / run.font.unitsPerEm;
    const laid = run.font.layout(run.text);
    laid.glyphs.forEach((glyph, index) => {
      const position = laid.positions[index]!;
      glyphs.push({ glyph, x: x + position.xOffset * scale, scale });
      x += position.xAdvance * scale + letterGap + (glyph.codePoints.some((code) => code === 0x20 || code === 0xa0) ? wordGap : 0);
    });
  }
  return { glyphs, width: x, unitsPerEm: primary.unitsPerEm };
}

/** Line widths measured so far, by weight and text: breaking a title measures the same words many times. */
const widths = new Map<string, number>();
const widthOf = (text: string, weight: Weight, size: number) => {
  const key = `${weight} ${text}`;
  let em = widths.get(key);
  if (em === undefined) {
    const shaped = shape(text, weight);
    widths.set(key, (em = shaped.width / shaped.unitsPerEm));
  }
  return em * size;
};

/* ---- Layout ---- */

const MARGIN = 80;
const TEXT_WIDTH = SHARE_CARD_SIZE.width - 2 * MARGIN;
/** Title sizes from the largest, each with the most lines it may take. */
const TITLE_SIZES: readonly { size: number; lines: number }[] = [
  { size: 80, lines: 2 },
  { size: 70, lines: 3 },
  { size: 60, lines: 3 },
  { size: 52, lines: 4 },
  { size: 46, lines: 4 },
];
const TITLE_LEADING = 1.12;
const BRAND = { size: 32, weight: 600 as Weight, top: 72, markHeight: 44 };
const TRAIL = { size: 28, weight: 600 as Weight, gap: 22 };
const HOST = { size: 28, weight: 500 as Weight, baseline: 562 };
const BAND_HEIGHT = 14;
/** The title and the trail above it sit between the brand line and the address. */
const TITLE_AREA = { top: 150, bottom: 500 };

/** A line of text placed on the card: its baseline's start, its size and weight. */
interface PlacedLine {
  text: string;
  x: number;
  baseline: number;
  size: number;
  weight: Weight;
  width: number;
}

/**
 * Breaks text at its plain spaces only (a no-break space keeps a colon or a guillemet with its
 * word) into the fewest lines no wider than `width`, then evens them out: the narrowest width that
 * still gives that many lines, so the last line is not left with one word.
 */
function breakLines(text: string, measure: (line: string) => number, width: number): string[] | undefined {
  const words = text.split(' ').filter(Boolean);
  const greedy = (limit: number): string[] | undefined => {
    const lines: string[] = [];
    for (const word of words) {
      const last = lines.at(-1);
      if (last !== undefined && measure(`${last} ${word}`) <= limit) lines[lines.length - 1] = `${last} ${word}`;
      else if (measure(word) <= limit) lines.push(word);
      else return undefined;
    }
    return lines;
  };
  const fewest = greedy(width);
  if (!fewest) return undefined;
  let [low, high] = [Math.max(...words.map(measure)), width];
  while (high - low > 1) {
    const middle = (low + high) / 2;
    const lines = greedy(middle);
    if (lines && lines.length === fewest.length) high = middle;
    else low = middle;
  }
  return greedy(high) ?? fewest;
}

/** Where every line of a card goes: the largest title size at which the title fits. */
export function layoutCard(words: ShareCardWords): PlacedLine[] {
  const line = (text: string, x: number, baseline: number, size: number, weight: Weight): PlacedLine => ({ text, x, baseline, size, weight, width: widthOf(text, weight, size) });
  const brandBaseline = BRAND.top + BRAND.markHeight / 2 + BRAND.size * 0.36;
  const placed: PlacedLine[] = [line(words.company, MARGIN + 58, brandBaseline, BRAND.size, BRAND.weight), line(words.host, MARGIN, HOST.baseline, HOST.size, HOST.weight)];

  const trail = words.trail.join('  ›  ');
  const trailLines = trail ? (breakLines(trail, (text) => widthOf(text, TRAIL.weight, TRAIL.size), TEXT_WIDTH) ?? [trail]).slice(0, 1) : [];
  const fitted = TITLE_SIZES.map(({ size, lines }) => ({ size, lines: breakLines(words.title, (text) => widthOf(text, TITLE_WEIGHT, size), TEXT_WIDTH), most: lines })).find(
    (option) => option.lines !== undefined && option.lines.length <= option.most,
  ) ?? { size: TITLE_SIZES.at(-1)!.size, lines: hardBreak(words.title, TITLE_SIZES.at(-1)!.size) };
  const titleLines = fitted.lines!;
  const lineHeight = fitted.size * TITLE_LEADING;
  const trailHeight = trailLines.length > 0 ? TRAIL.size + TRAIL.gap : 0;
  const blockHeight = trailHeight + (titleLines.length - 1) * lineHeight + fitted.size * 0.76;
  const top = TITLE_AREA.top + (TITLE_AREA.bottom - TITLE_AREA.top - blockHeight) / 2;
  if (trailLines[0]) placed.push(line(trailLines[0], MARGIN, top + TRAIL.size * 0.76, TRAIL.size, TRAIL.weight));
  titleLines.forEach((text, index) => placed.push(line(text, MARGIN, top + trailHeight + fitted.size * 0.76 + index * lineHeight, fitted.size, TITLE_WEIGHT)));
  return placed;
}

/** A title with a word too long for any line: cut wherever the line is full, as a last resort. */
function hardBreak(title: string, size: number): string[] {
  const lines: string[] = [''];
  for (const character of title) {
    const last = lines.at(-1)!;
    if (widthOf(last + character, TITLE_WEIGHT, size) <= TEXT_WIDTH) lines[lines.length - 1] = last + character;
    else lines.push(character.trim());
  }
  return lines;
}

/* ---- Drawing ---- */

const number = (value: number, decimals = 2) => String(Math.round(value * 10 ** decimals) / 10 ** decimals);

function lineSvg(placed: PlacedLine, fill: string): string {
  const shaped = shape(placed.text, placed.weight);
  const scale = placed.size / shaped.unitsPerEm;
  const paths = shaped.glyphs
    .map(({ glyph, x, scale: own }) => ({ d: glyph.path.toSVG(), x, size: scale * own }))
    .filter(({ d }) => d !== '')
    .map(({ d, x, size }) => `<path transform="matrix(${number(size, 6)} 0 0 ${number(-size, 6)} ${number(placed.x + x * scale)} ${number(placed.baseline)})" d="${d}"/>`);
  return `<g fill="${fill}">${paths.join('')}</g>`;
}

/** The card as an SVG drawing: shapes and outlined words only, no text for a renderer to set. */
function cardSvg(card: Pick<ShareCard, 'words' | 'colours'>): string {
  const { width, height } = SHARE_CARD_SIZE;
  const { colours } = card;
  const lines = layoutCard(card.words);
  const [brand, host, ...rest] = lines;
  const trailShown = card.words.trail.length > 0;
  const fillOf = (index: number) => (trailShown && index === 0 ? colours.highlight : colours.text);
  const split = Math.round(width * 0.72);
  // Waves spreading from the far corner, faint enough to stay behind a long title.
  const waves = [170, 290, 410].map((radius) => `<circle cx="${width}" cy="${height - BAND_HEIGHT}" r="${radius}"/>`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${colours.background}"/>`,
    `<g fill="none" stroke="${colours.highlight}" stroke-opacity="0.09" stroke-width="34">${waves.join('')}</g>`,
    `<g transform="translate(${MARGIN} ${BRAND.top})">${brandMarkSvg(colours.mark, BRAND.markHeight)}</g>`,
    lineSvg(brand!, colours.text),
    ...rest.map((placed, index) => lineSvg(placed, fillOf(index))),
    lineSvg(host!, colours.muted),
    `<rect y="${height - BAND_HEIGHT}" width="${split}" height="${BAND_HEIGHT}" fill="${colours.band[0]}"/>`,
    `<rect x="${split}" y="${height - BAND_HEIGHT}" width="${width - split}" height="${BAND_HEIGHT}" fill="${colours.band[1]}"/>`,
    '</svg>',
  ].join('');
}

/**
 * The card as a PNG. A palette would halve its 60 KB but take six times as long, and a site of
 * thousands of pages draws thousands of cards; the networks fetch each one once.
 */
async function encodeCard(card: ShareCard): Promise<Buffer> {
  return sharp(Buffer.from(cardSvg(card))).png({ compressionLevel: 6 }).toBuffer();
}

/**
 * A card's PNG: from the cache when the same card was drawn before, or drawn and cached. A card is
 * drawn aside and renamed into the cache in one step, so the cache holds whole cards only.
 */
export async function shareCardPng(card: ShareCard, cacheDir = DEFAULT_CACHE_DIR): Promise<{ bytes: Buffer; fromCache: boolean }> {
  const cached = join(cacheDir, basename(card.image.src));
  const kept = await readFile(cached).catch(() => undefined);
  if (kept) return { bytes: kept, fromCache: true };
  const bytes = await encodeCard(card);
  await mkdir(cacheDir, { recursive: true });
  const partial = `${cached}.${process.pid}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, cached).catch(async (error: unknown) => {
    await rm(partial, { force: true });
    throw error;
  });
  return { bytes, fromCache: false };
}

/** Cards drawn at once: enough to keep every core busy, few enough that a large site's thousands of cards do not fill memory. */
const AT_ONCE = Math.max(2, availableParallelism());

/** Writes every card into `outDir` under its file name, drawing those the cache lacks; how many were drawn and how many taken from the cache. */
export async function writeShareCards(cards: readonly ShareCard[], outDir: string, onCard?: (done: number, total: number) => void): Promise<{ drawn: number; cached: number }> {
  await mkdir(outDir, { recursive: true });
  let next = 0;
  let done = 0;
  let cached = 0;
  const worker = async () => {
    while (next < cards.length) {
      const card = cards[next++]!;
      const png = await shareCardPng(card);
      await writeFile(join(outDir, basename(card.image.src)), png.bytes);
      if (png.fromCache) cached += 1;
      onCard?.((done += 1), cards.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, cards.length) }, worker));
  return { drawn: cards.length - cached, cached };
}
