import { css } from '@emotion/react';
import { useSite } from '../site-context.tsx';
import { theme } from '../theme/theme.ts';
import { MAIN_ID } from '../../core/landmarks.ts';

const skip = css`
  position: absolute;
  top: ${theme.space(2)};
  left: ${theme.space(2)};
  z-index: ${theme.zIndex.skipLink};
  padding: ${theme.space(3)} ${theme.space(5)};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.ink};
  color: ${theme.color.onAccent};
  font-weight: ${theme.fontWeight.semibold};
  transform: translateY(calc(-100% - ${theme.space(4)}));
  &:focus {
    transform: none;
  }
  &:focus-visible {
    outline-color: ${theme.color.focusOnDark};
  }
`;

/** The first stop for keyboard users: off screen until it has focus. */
export function SkipLink() {
  const { ui } = useSite();
  return (
    <a href={`#${MAIN_ID}`} css={skip}>
      {ui.skipToContent}
    </a>
  );
}
