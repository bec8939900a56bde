import { css } from '@emotion/react';

/**
 * How a lead of a sentence or two wraps (a page's or a section's lead, a banner's subtitle, a
 * summary part's point, the closing band's line): pretty, which Chromium applies only where the
 * last line would hold a word or two, evening out the last lines then. Set large, a word alone on
 * a line reads as a mistake; running text wraps plainly (see GlobalStyles).
 */
export const leadWrap = css`
  text-wrap: pretty;
`;
