import { css } from '@emotion/react';
import { Icon } from '../icons/Icon.tsx';
import { useSite } from '../site-context.tsx';
import { telHref } from '../lib/phone.ts';
import { theme } from '../theme/theme.ts';
import { belowDesktopOnly, iconButton, labelFromSm } from './styles.ts';

const call = css`
  ${iconButton};
  padding-inline: ${theme.space(3)};
  ${theme.mq.belowSm} {
    padding-inline: 0;
  }
  border-radius: ${theme.radius.pill};
  background: ${theme.color.accentStrong};
  color: ${theme.color.onAccent};
  font-weight: ${theme.fontWeight.semibold};
  text-decoration: none;
  &:hover {
    background: ${theme.color.ink};
  }
`;

/** Tap to call, in the header below the large breakpoint. */
export function CallLink() {
  const { company, ui } = useSite();
  return (
    <a href={telHref(company.phone)} css={[call, belowDesktopOnly]}>
      <Icon name="call" size="small" />
      <span css={labelFromSm}>{ui.call}</span>
    </a>
  );
}
