import { css } from '@emotion/react';
import { theme } from '../theme/theme.ts';
import { visuallyHidden } from '../ui/VisuallyHidden.tsx';

/** Only from the large breakpoint; hidden with CSS so the prerendered page is right at any width. */
export const desktopOnly = css`
  ${theme.mq.belowLg} {
    display: none;
  }
`;

export const belowDesktopOnly = css`
  ${theme.mq.lg} {
    display: none;
  }
`;

/** Links and buttons on the dark footer and announcement bands. */
export const onDark = css`
  color: ${theme.color.onFooter};
  &:focus-visible {
    outline-color: ${theme.color.focusOnDark};
  }
`;

/** A square icon button that meets the 44 px touch target. */
export const iconButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  min-width: ${theme.size.target};
  min-height: ${theme.size.target};
  padding: 0 ${theme.space(2)};
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  flex: none;
  & svg {
    flex: none;
  }
`;

/** A control's words, shown from the small breakpoint; on the narrowest phones only its icon shows. */
export const labelFromSm = css`
  ${theme.mq.belowSm} {
    ${visuallyHidden};
  }
`;
