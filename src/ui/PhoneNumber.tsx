import { css } from '@emotion/react';

/**
 * A phone number is not broken across lines: where the rest of its line is too short, it goes to
 * the next one whole. Only a line too short for the whole number (text enlarged in a narrow
 * window) breaks it between its groups, rather than letting it run out of the page.
 */
const whole = css`
  display: inline-block;
`;

/** A phone number as people read it, in one piece. */
export function PhoneNumber({ phone }: { phone: string }) {
  return <span css={whole}>{phone}</span>;
}
