import { css } from '@emotion/react';
import { tokens } from './tokens.ts';

const { border, color, radius, shadow, space } = tokens;

/** A notice above the form or in a dialog: what happened, and the buttons to answer it. */
export const banner = css`
  display: grid;
  gap: ${space(4)};
  margin: 0 0 ${space(6)};
  padding: ${space(5)} ${space(6)};
  border-radius: ${radius.lg};
  background: ${color.accentTint};
  & p {
    margin: 0;
  }
`;

/** A notice that asks for a choice before anything else: edits at stake, a file that cannot be read. */
export const warning = css`
  background: ${color.warningSurface};
  border: ${border.hairline} solid ${color.warningLine};
`;

/**
 * A notice that answers the field being typed, kept at the foot of the form pane while the form
 * scrolls: it never pushes that field down under the person's cursor.
 */
export const footNotice = css`
  position: sticky;
  bottom: ${space(4)};
  z-index: 1;
  margin: ${space(8)} 0 0;
  box-shadow: ${shadow.popover};
`;

export const bannerButtons = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(4)};
`;
