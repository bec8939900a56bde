import { css } from '@emotion/react';
import { theme } from '../theme/theme.ts';

/**
 * A part beside a longer one (a heading beside its questions, a picture beside its text, a page's
 * contents beside the page) kept in view while the longer one scrolls past, a little under the
 * page's header.
 */
export const inViewUnderHeader = css`
  position: sticky;
  top: calc(${theme.size.headerHeight} + ${theme.space(8)});
`;
