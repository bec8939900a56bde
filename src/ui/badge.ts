import { css } from '@emotion/react';
import { theme } from '../theme/theme.ts';

/** The square a card's icon or a step's or part's number sits in, centred; callers give it its colours. */
export const badgeBox = css`
  display: grid;
  flex: none;
  place-items: center;
  width: ${theme.size.iconBadge};
  height: ${theme.size.iconBadge};
  border-radius: ${theme.radius.md};
`;

/** A number in a badge: bold, with figures of one width so that 1 and 10 line up. */
export const numberBadge = css`
  ${badgeBox};
  font-weight: ${theme.fontWeight.bold};
  font-variant-numeric: tabular-nums;
`;
