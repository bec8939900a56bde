import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';

/*
 * The site's one typeface, for headings: Plus Jakarta Sans at weight 700, cut down to the
 * characters English and French headings use and committed in src/theme/fonts/ (npm run fonts).
 * A fallback face, a local Arial Bold scaled to the same widths and line metrics, stands in until
 * it arrives, so the swap moves nothing.
 */

export const HEADING_FONT = {
  source: fileURLToPath(import.meta.resolve('@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2')),
  license: fileURLToPath(import.meta.resolve('@fontsource-variable/plus-jakarta-sans/LICENSE')),
  weight: 700,
  file: 'src/theme/fonts/heading.woff2',
  metrics: 'src/theme/fonts/heading-metrics.json',
} as const;

/** Arial Bold's metrics come from Liberation Sans Bold, which was drawn to match them glyph for glyph. */
export const FALLBACK_FONT = '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf';

/**
 * Basic Latin, the letters of French, and the punctuation and spaces the site's typography uses.
 * The package's Latin cut has no Ÿ and no narrow no-break space (French sets it between groups of
 * thousands): a heading that holds one takes that character from the next face of its stack.
 */
export const HEADING_CHARACTERS = [
  ...Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCodePoint(0x20 + index)),
  ...'ÀÂÄÆÇÈÉÊËÎÏÔÖŒÙÛÜàâäæçèéêëîïôöœùûüÿ',
  ...'\u00a0\u2019\u2018\u201c\u201d\u00ab\u00bb\u2013\u2014\u2026\u00b7\u2022\u00d7\u00a9\u00ae\u2122\u00b0\u20ac',
].join('');

/** Text whose letters weigh as headings' do: the widths of the two faces are compared over it. */
const SAMPLE = 'Where Exceptional Results Meet Transparent Pricing Why Choose How We Are Paid Questions Buyers Ask Plans Side by Side Des résultats exceptionnels, des prix transparents Comment nous sommes rémunérés Les forfaits côte à côte';

/** What a fallback face declares to take the heading face's room: CSS percentages. */
export interface FallbackMetrics {
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
}

type Face = fontkit.Font;

const widthOf = (face: Face, text: string) => face.layout(text).glyphs.reduce((sum, glyph) => sum + glyph.advanceWidth, 0) / face.unitsPerEm;
const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** The fallback's scale, so that the sample sets as wide, and its line metrics, so that lines sit where the heading face's do. */
export function fallbackMetrics(heading: Face, fallback: Face): FallbackMetrics {
  const scale = widthOf(heading, SAMPLE) / widthOf(fallback, SAMPLE);
  const em = heading.unitsPerEm;
  return {
    sizeAdjust: percent(scale),
    ascentOverride: percent(heading.ascent / em / scale),
    descentOverride: percent(Math.abs(heading.descent) / em / scale),
    lineGapOverride: percent(heading.lineGap / em / scale),
  };
}

/** The heading face cut to its characters and pinned to its one weight, as WOFF2. */
export async function cutHeadingFont(): Promise<Buffer> {
  // Loaded here: the editor reads this module for the face's path, and needs no subsetter.
  const { default: subsetFont } = await import('subset-font');
  return subsetFont(readFileSync(HEADING_FONT.source), HEADING_CHARACTERS, { targetFormat: 'woff2', variationAxes: { wght: HEADING_FONT.weight } });
}

/** Opens a font file of any format fontkit reads; a collection is refused. */
export function openFace(bytes: Buffer): Face {
  const face = fontkit.create(bytes);
  if (!('layout' in face)) throw new Error('expected one font, not a collection');
  return face;
}
