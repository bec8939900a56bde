import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';

/*
 * The site's one typeface, Plus Jakarta Sans, in two cuts: weight 700 for headings and everything
 * bold, weight 400 for the rest, each cut down to the characters English and French text uses and
 * committed in src/theme/fonts/ (npm run fonts). A fallback face for each, a local Arial (Bold)
 * scaled to the same widths and line metrics, stands in until it arrives, so the swap moves nothing.
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
  file: string;
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

export const BODY_FONT = {
  ...HEADING_FONT,
  weight: 400,
  file: 'src/theme/fonts/body.woff2',
  metrics: 'src/theme/fonts/body-metrics.json',
  fallback: `${LIBERATION}/LiberationSans-Regular.ttf`,
  sample: BODY_SAMPLE,
} as const satisfies Cut;

/** The cuts the site serves, heading first. */
export const CUTS: readonly Cut[] = [HEADING_FONT, BODY_FONT];

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
