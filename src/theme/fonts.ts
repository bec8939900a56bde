import { css } from '@emotion/react';
import bodyMetrics from './fonts/body-metrics.json';
import faceUrl from './fonts/face.woff2?url';
import headingMetrics from './fonts/heading-metrics.json';
import { FAMILY } from './theme.ts';

/*
 * The site's face, one variable file from weight 400 to 700 (see pipeline/fonts.ts, which cuts it
 * and measures its fallbacks): self-hosted, preloaded by every page, and shown as soon as it
 * arrives. Until then a local Arial (Bold from 600 up), scaled to the same widths and line metrics,
 * holds its place, so the swap moves no line.
 */

/** Where the face is served from: a hashed file under /assets/ that each page preloads. */
export const FACE_URL: string = faceUrl;

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
    src: url('${FACE_URL}') format('woff2');
    font-weight: 400 700;
    font-display: swap;
  }
  ${fallbackFace(700, ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'], headingMetrics)}
  ${fallbackFace(400, ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans-Regular'], bodyMetrics)}
`;
