import { css } from '@emotion/react';
import { theme } from '../theme/theme.ts';

/**
 * How a lead of a sentence or two wraps (a page's or a section's lead, a banner's subtitle, a
 * summary part's point): balanced like a heading from the md breakpoint, where it takes two or
 * three lines. On a phone it takes more, past what Chromium balances (six lines), and balancing
 * a short one squeezes it narrower than the column: there it wraps as running text.
 */
export const leadWrap = css`
  text-wrap: pretty;
  ${theme.mq.md} {
    text-wrap: balance;
  }
`;
