import { css } from '@emotion/react';
import { tokens } from '../ui/tokens.ts';

const { border, color, fontSize, fontWeight, radius, space } = tokens;

/** One column as wide as the pane: a long choice or word never widens the form past it. */
const column = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space(6)};
`;

/** The fields of a section's form or of a list's item, one under the other. */
export const fields = column;

/** A group of fields, framed, under its legend. */
export const group = css`
  ${column};
  min-inline-size: 0;
  margin: 0;
  padding: ${space(5)} ${space(6)} ${space(6)};
  border: ${border.hairline} solid ${color.line};
  border-radius: ${radius.lg};
  & legend {
    padding: 0 ${space(2)};
    font-weight: ${fontWeight.bold};
  }
`;

/** A field of one control: its label, help, control and what is said of it, one under the other. */
export const field = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space(2)};
  & label {
    font-weight: ${fontWeight.bold};
  }
  & input[type='text'],
  & input[type='number'],
  & textarea,
  & select {
    width: 100%;
    min-width: 0;
    padding: ${space(3)} ${space(4)};
    border: ${border.hairline} solid ${color.control};
    border-radius: ${radius.md};
    font: inherit;
    color: inherit;
    background: ${color.surface};
  }
  & textarea {
    resize: vertical;
  }
`;

export const invalid = css`
  & input,
  & textarea,
  & select {
    border: ${border.thick} solid ${color.danger};
  }
`;

/** A switch: the box, then its label beside it. */
export const switchField = css`
  grid-template-columns: auto 1fr;
  align-items: center;
`;

/** What goes under a switch, or an optional group left out, across both its columns. */
export const acrossBoth = css`
  grid-column: 1 / -1;
`;

/** An optional group left out: its name, and the button that adds it, in a dashed box. */
export const absent = css`
  grid-template-columns: 1fr auto;
  align-items: center;
  padding: ${space(4)} ${space(6)};
  border: ${border.hairline} dashed ${color.control};
  border-radius: ${radius.lg};
`;

export const absentName = css`
  font-weight: ${fontWeight.bold};
`;

/** "(optional)" after a label. */
export const optional = css`
  font-weight: ${fontWeight.regular};
  color: ${color.muted};
`;

export const problems = css`
  margin: 0;
  padding-left: ${space(9)};
  color: ${color.danger};
  font-size: ${fontSize.note};
`;

/** What a text with placeholders shows as on the page. */
export const shows = css`
  margin: ${space(2)} 0 0;
  color: ${color.muted};
  font-size: ${fontSize.aside};
  overflow-wrap: anywhere;
`;

/** How many characters a text has of the most it may have; past it, in the problem colour. */
export const count = css`
  margin: 0;
  color: ${color.muted};
  font-size: ${fontSize.aside};
  text-align: end;
`;
export const countOver = css`
  color: ${color.danger};
  font-weight: ${fontWeight.bold};
`;

/** The house style's advice, marked in the warning colour. */
export const advice = css`
  margin: ${space(2)} 0 0;
  padding-left: ${space(4)};
  border-left: ${border.bar} solid ${color.warning};
  font-size: ${fontSize.aside};
  overflow-wrap: anywhere;
`;

/** What an item keeps out of the way (its id): a line to open, the field beneath it. */
export const advanced = css`
  & > summary {
    cursor: pointer;
    color: ${color.muted};
    font-size: ${fontSize.sm};
  }
  &[open] > summary {
    margin-block-end: ${space(3)};
  }
`;
