import { css } from '@emotion/react';
import { theme } from '../theme/theme.ts';

/** A list without bullets or indents. */
export const plainList = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** Children in one column, `gap` steps of theme.space apart; a caller adds its own columns from a breakpoint. */
export function stack(gap: number) {
  return css`
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${theme.space(gap)};
  `;
}

/** A plain list laid out as a stack: the grid of cards, tiles, facts or parts most blocks show. */
export function gridList(gap: number) {
  return css`
    ${plainList};
    ${stack(gap)};
  `;
}

/**
 * An item of a grid list whose parts (icon, title, text, link) line up with its neighbours' across a row:
 * from the md breakpoint (or the one given) it spans `--parts` rows of the list and hands them to its one
 * child, which lays its parts out on them (see `alignedParts`). Set `--parts` on the list.
 */
export function alignedItemFrom(breakpoint: string) {
  return css`
    ${breakpoint} {
      display: grid;
      grid-row: span var(--parts);
      grid-template-rows: subgrid;
      row-gap: 0;
    }
  `;
}

export const alignedItem = alignedItemFrom(theme.mq.md);

/** The child of an `alignedItem`: one part per row, `gap` steps of theme.space apart, from the item's breakpoint. */
export function alignedParts(gap: number, breakpoint: string = theme.mq.md) {
  return css`
    ${breakpoint} {
      display: grid;
      grid-row: 1 / -1;
      grid-template-rows: subgrid;
      row-gap: ${theme.space(gap)};
    }
  `;
}
