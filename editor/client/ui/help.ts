import { css } from '@emotion/react';
import { tokens } from './tokens.ts';

/** What is said of a field or a choice, under it: smaller, and muted. */
export const help = css`
  margin: 0;
  color: ${tokens.color.muted};
  font-size: ${tokens.fontSize.sm};
`;
