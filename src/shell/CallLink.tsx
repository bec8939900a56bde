import { css } from '@emotion/react';
import { Icon } from '../icons/Icon.tsx';
import { useSite } from '../site-context.tsx';
import { telHref } from '../../core/phone.ts';
import { theme } from '../theme/theme.ts';
import { belowDesktopOnly, iconButton, labelFromSm } from './styles.ts';

const call = css`
  ${iconButton};
  padding-inline: ${theme.space(3)};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.accentStrong};
  color: ${theme.color.onAccent};
  font-weight: ${theme.fontWeight.semibold};
  text-decoration: none;
  &:hover {
    background: ${theme.color.ink};
  }
`;

const inHeader = css`
  ${theme.mq.belowSm} {
    padding-inline: 0;
  }
`;

const wide = css`
  display: flex;
  width: 100%;
  min-height: ${theme.space(12)};
  padding: ${theme.space(2)} ${theme.space(4)};
  text-align: center;
`;

/** The number never breaks; where the line is too short it goes under the word instead. */
const number = css`
  white-space: nowrap;
`;

/** Tap to call, in the header below the large breakpoint: a word on screen, the number in its name. */
export function CallLink() {
  const { company, ui } = useSite();
  return (
    <a href={telHref(company.phone)} aria-label={`${ui.callNumber} ${company.phone}`} css={[call, inHeader, belowDesktopOnly]}>
      <Icon name="call" size="small" />
      <span css={labelFromSm}>{ui.call}</span>
    </a>
  );
}

/** Tap to call as a full-width button that shows the number, at the foot of the mobile menu. */
export function CallNumberLink() {
  const { company, ui } = useSite();
  return (
    <a href={telHref(company.phone)} css={[call, wide]}>
      <Icon name="call" size="small" />
      <span>
        {`${ui.callNumber} `}
        <span css={number}>{company.phone}</span>
      </span>
    </a>
  );
}
