import { css } from '@emotion/react';
import { tokens } from './ui/tokens.ts';

const { border, color, fontSize, fontWeight, mq, size, space } = tokens;

/** The bar, what an incomplete page still needs, then the page on its stage. */
export const pane = css`
  display: grid;
  grid-template-rows: auto auto minmax(0, 1fr);
  border-left: ${border.hairline} solid ${color.line};
  background: ${color.stage};
  min-width: 0;
  ${mq.narrow} {
    grid-column: 1 / -1;
  }
`;

export const bar = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(6)};
  padding: ${space(4)} ${space(6)};
`;

export const widths = css`
  display: flex;
  gap: ${space(2)};
`;

export const timing = css`
  margin: 0;
  color: ${color.muted};
  font-size: ${fontSize.sm};
`;

/** The preview shows an older page, or another: said so it is not missed. */
export const paused = css`
  color: ${color.danger};
  font-weight: ${fontWeight.bold};
`;

export const incomplete = css`
  grid-row: 2;
  margin: 0 ${space(6)} ${space(4)};
  max-height: ${size.incompleteHeight};
  overflow-y: auto;
  /* On a phone the page scrolls as a whole: the note is read in full, not in a box of its own. */
  ${mq.narrow} {
    max-height: none;
  }
  padding: ${space(4)} ${space(6)};
  border-left: ${border.bar} solid ${color.warning};
  background: ${color.warningSurface};
  font-size: ${fontSize.note};
  overflow-wrap: anywhere;
  & p {
    margin: 0 0 ${space(2)};
  }
  & ul {
    margin: 0;
    padding-left: ${space(9)};
  }
`;
