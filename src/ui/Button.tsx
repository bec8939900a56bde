/** A row of buttons: on phones they stretch to share it, or each fill a row of its own when they wrap, with no ragged edge. */
export const buttonRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  & > * {
    flex: 1 1 auto;
  }
  ${theme.mq.sm} {
    & > * {
      flex: none;
    }
  }
`;

import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { SmartLink } from './SmartLink.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';
import { ms, theme } from '../theme/theme.ts';

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  min-height: ${theme.size.target};
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius.pill};
  text-wrap: balance;
  ${theme.mq.sm} {
    padding-inline: ${theme.space(6)};
  }
  font-weight: ${theme.fontWeight.semibold};
  font-size: ${theme.fontSize.base};
  line-height: ${theme.lineHeight.snug};
  text-decoration: none;
  text-align: center;
  transition:
    background-color ${ms(theme.motion.fast)} ease,
    color ${ms(theme.motion.fast)} ease,
    box-shadow ${ms(theme.motion.fast)} ease;
`;

const variants = {
  /** On the ink bands: the warm highlight, with ink text. */
  onDark: css`
    background: ${theme.color.highlight};
    color: ${theme.color.ink};
    box-shadow: ${theme.shadow.sm};
    &:hover {
      background: ${theme.color.surface};
      color: ${theme.color.ink};
    }
  `,
  primary: css`
    background: ${theme.color.accentStrong};
    color: ${theme.color.onAccent};
    box-shadow: ${theme.shadow.sm};
    &:hover {
      background: ${theme.color.ink};
      color: ${theme.color.onAccent};
    }
  `,
  secondary: css`
    background: ${theme.color.surface};
    color: ${theme.color.ink};
    box-shadow: inset 0 0 0 ${theme.size.hairline} ${theme.color.border};
    &:hover {
      box-shadow: inset 0 0 0 ${theme.size.ring} ${theme.color.accent};
      color: ${theme.color.ink};
    }
  `,
};

interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: keyof typeof variants;
  /** Words for screen readers only, after the label, when the label alone does not say what it leads to. */
  hint?: string | undefined;
}

/**
 * The hint stays in the link's text, for search engines and a copied link; screen readers take the
 * name from the label, as one string. Computed from the text, the hidden words' own box would part
 * them from the label with a space: "Compare the plans : RingCentral EX".
 */
export function ButtonLink({ href, children, variant = 'primary', hint }: ButtonLinkProps) {
  const name = hint && typeof children === 'string' ? `${children}${hint}` : undefined;
  return (
    <SmartLink href={href} css={[base, variants[variant]]} data-button="" aria-label={name}>
      {children}
      {hint && <VisuallyHidden>{hint}</VisuallyHidden>}
    </SmartLink>
  );
}
