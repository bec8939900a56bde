import { css } from '@emotion/react';
import type { ComponentPropsWithoutRef } from 'react';
import { Icon } from '../../icons/Icon.tsx';
import { ms, theme } from '../../theme/theme.ts';
import { ROTATION_CONTROL } from './use-autoplay.ts';

type ButtonProps = Omit<ComponentPropsWithoutRef<'button'>, 'type'>;

/* A 44 px hit area around a 12 px dot: easy to tap, quiet to look at. */
const dot = css`
  display: inline-grid;
  place-items: center;
  width: ${theme.size.target};
  height: ${theme.size.target};
  padding: 0;
  border: 0;
  border-radius: ${theme.radius.pill};
  background: none;
  cursor: pointer;
  &::before {
    content: '';
    width: ${theme.size.dot};
    height: ${theme.size.dot};
    border: ${theme.size.ring} solid ${theme.color.muted};
    border-radius: ${theme.radius.pill};
    transition:
      background-color ${ms(theme.motion.fast)} ease,
      transform ${ms(theme.motion.fast)} ease;
  }
  &:hover::before {
    border-color: ${theme.color.accentStrong};
  }
  &[aria-current='true']::before {
    border-color: ${theme.color.accentStrong};
    background: ${theme.color.accentStrong};
    transform: scale(1.2);
  }
`;

export function DotButton(props: ButtonProps) {
  return <button type="button" css={dot} {...props} />;
}

const round = css`
  display: inline-grid;
  place-items: center;
  width: ${theme.size.target};
  height: ${theme.size.target};
  padding: 0;
  border: ${theme.size.hairline} solid ${theme.color.border};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surface};
  color: ${theme.color.ink};
  cursor: pointer;
  box-shadow: ${theme.shadow.sm};
  &:hover {
    border-color: ${theme.color.accent};
    color: ${theme.color.accentStrong};
  }
`;

/** Pause or play: the label says what pressing it will do. */
export function AutoplayButton({ playing, label, ...props }: ButtonProps & { playing: boolean; label: string }) {
  return (
    <button type="button" css={round} aria-label={label} title={label} {...{ [ROTATION_CONTROL]: '' }} {...props}>
      <Icon name={playing ? 'pause' : 'play'} size="small" />
    </button>
  );
}
