import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';

/*
 * The site's one typeface, Plus Jakarta Sans: one variable file from weight 400 (body text) to 700
 * (headings and everything bold), cut down to the characters English and French text use and
 * committed in src/theme/fonts/ (npm run fonts). Two weights of it have a fallback face, a local
 * Arial (Bold) scaled to the same widths and line metrics, which stands in until the file arrives,
 * so the swap moves nothing. The share cards draw titles with a fixed 700 cut, committed beside it.
 */

const SOURCE = fileURLToPath(import.meta.resolve('@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2'));

/** Arial's metrics come from Liberation Sans, which was drawn to match them glyph for glyph. */
const LIBERATION = '/usr/share/fonts/truetype/liberation';

/** Text whose letters weigh as headings' do: the widths of the two faces are compared over it. */
const HEADING_SAMPLE = 'Where Exceptional Results Meet Transparent Pricing Why Choose How We Are Paid Questions Buyers Ask Plans Side by Side Des résultats exceptionnels, des prix transparents Comment nous sommes rémunérés Les forfaits côte à côte';
/** Text as paragraphs set it: mostly lower case, with French accents and punctuation. */
const BODY_SAMPLE = 'Get the right phone system, clinic automation and web services at competitive prices. You pay the vendor directly, with no margins added and no hidden fees. Obtenez le bon système téléphonique à prix concurrentiels : vous payez le fournisseur directement, sans marge ajoutée ni frais cachés.';

export interface Cut {
  source: string;
  license: string;
  weight: number;
  /** Where the cut pinned to this weight is committed, for what draws with it outside the browser. */
  file?: string;
  metrics: string;
  /** The local face measured as its fallback. */
  fallback: string;
  /** Text the two are compared over. */
  sample: string;
}

export const HEADING_FONT = {
  source: SOURCE,
  license: fileURLToPath(import.meta.resolve('@fontsource-variable/plus-jakarta-sans/LICENSE')),
  weight: 700,
  file: 'src/theme/fonts/heading.woff2',
  metrics: 'src/theme/fonts/heading-metrics.json',
  fallback: `${LIBERATION}/LiberationSans-Bold.ttf`,
  sample: HEADING_SAMPLE,
} as const satisfies Cut;

const BODY_FONT = {
  ...HEADING_FONT,
  weight: 400,
  file: undefined,
  metrics: 'src/theme/fonts/body-metrics.json',
  fallback: `${LIBERATION}/LiberationSans-Regular.ttf`,
  sample: BODY_SAMPLE,
} as const satisfies Cut;

/** The weights whose fallbacks are measured, heading first. */
export const CUTS: readonly Cut[] = [HEADING_FONT, BODY_FONT];

/** The file the site serves: every weight from the body's to the heading's. */
export const SERVED_FACE = {
  source: SOURCE,
  file: 'src/theme/fonts/face.woff2',
  weights: { min: BODY_FONT.weight, max: HEADING_FONT.weight },
} as const;

/**
 * Basic Latin, the letters of French, and the punctuation and spaces the site's typography uses.
 * The package's Latin cut has no Ÿ and no narrow no-break space (French sets it between groups of
 * thousands): text that holds one takes that character from the next face of its stack.
 */
export const CHARACTERS = [
  ...Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCodePoint(0x20 + index)),
  ...'ÀÂÄÆÇÈÉÊËÎÏÔÖŒÙÛÜàâäæçèéêëîïôöœùûüÿ',
  ...'\u00a0\u2019\u2018\u201c\u201d\u00ab\u00bb\u2013\u2014\u2026\u00b7\u2022\u00d7\u00a9\u00ae\u2122\u00b0\u20ac',
].join('');

/** What a fallback face declares to take a cut's room: CSS percentages. */
export interface FallbackMetrics {
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
}

type Face = fontkit.Font;

const widthOf = (face: Face, text: string) => face.layout(text).glyphs.reduce((sum, glyph) => sum + glyph.advanceWidth, 0) / face.unitsPerEm;
const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** The fallback's scale, so that the sample sets as wide, and its line metrics, so that lines sit where the cut's do. */
export function fallbackMetrics(face: Face, fallback: Face, sample: string): FallbackMetrics {
  const scale = widthOf(face, sample) / widthOf(fallback, sample);
  const em = face.unitsPerEm;
  return {
    sizeAdjust: percent(scale),
    ascentOverride: percent(face.ascent / em / scale),
    descentOverride: percent(Math.abs(face.descent) / em / scale),
    lineGapOverride: percent(face.lineGap / em / scale),
  };
}

/**
 * The served file: the face's characters over its range of weights, as WOFF2. Its layout keeps
 * kerning only, without glyphs that other features alone reach (ligatures, alternates), and no
 * hinting, which modern browsers ignore: 12 KB, where the range cut with every feature and its
 * hinting is 14.8 KB. One file under 14 KB arrives in the first round trip of its connection, which
 * keeps the phone's first paint under a second (see docs/behaviour.md, Typeface).
 */
export async function cutServedFace(): Promise<Buffer> {
  const { default: subsetFont } = await import('subset-font');
  // The package's types predate its keepFeatures and noHinting options.
  const options: Parameters<typeof subsetFont>[2] & { keepFeatures: string[]; noHinting: boolean } = {
    targetFormat: 'woff2',
    variationAxes: { wght: SERVED_FACE.weights },
    keepFeatures: ['kern'],
    noLayoutClosure: true,
    noHinting: true,
  };
  return subsetFont(readFileSync(SERVED_FACE.source), CHARACTERS, options);
}

/** A cut of the face: its characters, pinned to its one weight, as WOFF2. */
export async function cutFont(cut: Cut): Promise<Buffer> {
  // Loaded here: the editor reads this module for the faces' paths, and needs no subsetter.
  const { default: subsetFont } = await import('subset-font');
  return subsetFont(readFileSync(cut.source), CHARACTERS, { targetFormat: 'woff2', variationAxes: { wght: cut.weight } });
}

/** Opens a font file of any format fontkit reads; a collection is refused. */
export function openFace(bytes: Buffer): Face {
  const face = fontkit.create(bytes);
  if (!('layout' in face)) throw new Error('expected one font, not a collection');
  return face;
}
