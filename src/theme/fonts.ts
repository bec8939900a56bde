import { css } from '@emotion/react';
import bodyFontUrl from './fonts/body.woff2?url';
import bodyMetrics from './fonts/body-metrics.json';
import headingFontUrl from './fonts/heading.woff2?url';
import headingMetrics from './fonts/heading-metrics.json';
import { FAMILY } from './theme.ts';

/*
 * The site's face in its two weights (see pipeline/fonts.ts, which cuts them and measures their
 * fallbacks): self-hosted, preloaded by every page, and shown as soon as they arrive. Until then a
 * local Arial (Bold for the headings), scaled to the same widths and line metrics, holds their
 * place, so the swap moves no line. Text asking for 600 gets the 700 cut, as browsers choose.
 */

/** Where the heading (700) cut is served from: a hashed file under /assets/ that each page preloads. */
export const HEADING_FONT_URL: string = headingFontUrl;
/** Where the body (400) cut is served from, likewise. */
export const BODY_FONT_URL: string = bodyFontUrl;

const FALLBACK = `${FAMILY} Fallback`;

/** The stand-in for one cut: the local faces named, scaled to the cut's widths and line metrics. */
const fallbackFace = (weight: number, locals: string[], metrics: typeof headingMetrics) => `
  @font-face {
    font-family: '${FALLBACK}';
    src: ${locals.map((name) => `local('${name}')`).join(', ')};
    font-weight: ${weight};
    size-adjust: ${metrics.sizeAdjust};
    ascent-override: ${metrics.ascentOverride};
    descent-override: ${metrics.descentOverride};
    line-gap-override: ${metrics.lineGapOverride};
  }
`;

export const fontFaces = css`
  @font-face {
    font-family: '${FAMILY}';
    src: url('${HEADING_FONT_URL}') format('woff2');
    font-weight: 700;
    font-display: swap;
  }
  @font-face {
    font-family: '${FAMILY}';
    src: url('${BODY_FONT_URL}') format('woff2');
    font-weight: 400;
    font-display: swap;
  }
  ${fallbackFace(700, ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'], headingMetrics)}
  ${fallbackFace(400, ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans-Regular'], bodyMetrics)}
`;
