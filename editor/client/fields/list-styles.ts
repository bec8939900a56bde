import { css } from '@emotion/react';
import { tokens } from '../ui/tokens.ts';

const { color, fontWeight, radius, space } = tokens;

/** The items of a list, or a page's blocks, one under the other. */
export const listItems = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const listItem = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space(4)};
  padding: ${space(4)};
  border-radius: ${radius.lg};
  background: ${color.panel};
`;

/** An item's name, and its buttons at the other end. */
export const itemBar = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(4)};
`;

/** Cut with an ellipsis rather than widening the row: a paragraph's name is its whole text. */
export const itemName = css`
  min-width: 0;
  font-weight: ${fontWeight.bold};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
