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

/**
 * The header's secondary controls below the large breakpoint (the language and the menu): outlined
 * pills of the call button's shape, so the bar's three controls read as one set.
 */
export const barButton = css`
  ${theme.mq.belowLg} {
    border: ${theme.size.hairline} solid ${theme.color.border};
    border-radius: ${theme.radius.pill};
    background: ${theme.color.surface};
    &::after {
      display: none;
    }
    &:hover {
      border-color: ${theme.color.accent};
      background: ${theme.color.surfaceAlt};
    }
  }
`;

/** A control's words, shown from the small breakpoint; on the narrowest phones only its icon shows. */
export const labelFromSm = css`
  ${theme.mq.belowSm} {
    ${visuallyHidden};
  }
`;
