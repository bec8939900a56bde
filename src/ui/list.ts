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
