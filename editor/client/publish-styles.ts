import { css } from '@emotion/react';
import { tokens } from './ui/tokens.ts';

const { border, color, fontSize, fontWeight, radius, size, space } = tokens;

/** The headings of the changes and of the versions, a step above what they head. */
export const headings = css`
  & h3 {
    margin-bottom: ${space(3)};
    font-size: ${fontSize.base};
  }
`;

export const publishForm = css`
  display: grid;
  gap: ${space(3)};
  padding: ${space(6)};
  border: ${border.hairline} solid ${color.line};
  border-radius: ${radius.lg};
  background: ${color.panel};
  & textarea,
  & input {
    width: 100%;
    padding: ${space(3)} ${space(4)};
    border: ${border.hairline} solid ${color.control};
    border-radius: ${radius.md};
    font: inherit;
  }
  & button {
    justify-self: start;
  }
`;

/** Name and e-mail side by side where they fit. */
export const author = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${size.authorColumn}, 1fr));
  gap: ${space(4)} ${space(6)};
  margin-bottom: ${space(3)};
  & span {
    display: grid;
    gap: ${space(2)};
  }
`;

export const history = css`
  display: grid;
  gap: ${space(5)};
  margin: 0;
  padding-left: ${space(11)};
  & li {
    display: grid;
    gap: ${space(2)};
    justify-items: start;
  }
`;

export const byline = css`
  color: ${color.muted};
`;

export const unsent = css`
  color: ${color.danger};
`;

/** Their changes and ours, side by side where they fit. */
export const conflictSides = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${size.conflictColumn}, 1fr));
  gap: ${space(6)};
  & h4 {
    margin: 0 0 ${space(2)};
  }
  & ul {
    margin: 0;
    padding-left: ${space(9)};
    overflow-wrap: anywhere;
  }
`;

/** One change both versions made: its place, and a choice of the two values, each on a line of its own. */
export const collisionChoice = css`
  display: grid;
  gap: ${space(3)};
  margin: 0 0 ${space(6)};
  padding: ${space(4)} ${space(6)};
  border: ${border.hairline} solid ${color.line};
  border-radius: ${radius.md};
  & legend {
    padding: 0 ${space(2)};
    font-weight: ${fontWeight.bold};
    overflow-wrap: anywhere;
  }
  & label {
    overflow-wrap: anywhere;
  }
`;
