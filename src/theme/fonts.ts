import { css } from '@emotion/react';
import headingFontUrl from './fonts/heading.woff2?url';
import metrics from './fonts/heading-metrics.json';
import { HEADING_FAMILY } from './theme.ts';

/*
 * The heading face (see pipeline/fonts.ts, which cuts it and measures the fallback): self-hosted,
 * preloaded by every page, and shown as soon as it arrives. Until then a local Arial Bold, scaled
 * to the same widths and line metrics, holds its place, so the swap moves no line.
 */

/** Where the heading face is served from (a hashed file under /assets/): each page preloads it. */
export const HEADING_FONT_URL: string = headingFontUrl;

const FALLBACK = `${HEADING_FAMILY} Fallback`;

export const fontFaces = css`
  @font-face {
    font-family: '${HEADING_FAMILY}';
    src: url('${HEADING_FONT_URL}') format('woff2');
    font-weight: 700;
    font-display: swap;
  }
  @font-face {
    font-family: '${FALLBACK}';
    src: local('Arial Bold'), local('Arial-BoldMT'), local('Liberation Sans Bold'), local('LiberationSans-Bold');
    font-weight: 700;
    size-adjust: ${metrics.sizeAdjust};
    ascent-override: ${metrics.ascentOverride};
    descent-override: ${metrics.descentOverride};
    line-gap-override: ${metrics.lineGapOverride};
  }
`;
