import { css } from '@emotion/react';
import { tokens } from './tokens.ts';

const { space } = tokens;

/** Changes in words, one an item: what saving changes, what publishing sends. */
export const changeList = css`
  margin: 0;
  padding-left: ${space(9)};
  overflow-wrap: anywhere;
  & li + li {
    margin-top: ${space(2)};
  }
`;
