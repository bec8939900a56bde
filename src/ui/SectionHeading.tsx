import { css } from '@emotion/react';
import { theme } from '../theme/theme.ts';
import { KeepCompounds } from './KeepCompounds.tsx';

export const eyebrowStyle = css`
  display: block;
  margin-bottom: ${theme.space(3)};
  color: ${theme.color.accentStrong};
  font-size: ${theme.fontSize.xs};
  font-weight: ${theme.fontWeight.bold};
  letter-spacing: ${theme.letterSpacing.eyebrow};
  text-transform: uppercase;
`;

export const h2Style = css`
  font-size: ${theme.fontSize.h2};
  font-weight: ${theme.fontWeight.bold};
  letter-spacing: ${theme.letterSpacing.heading};
`;

export const h3Style = css`
  font-size: ${theme.fontSize.h3};
  font-weight: ${theme.fontWeight.semibold};
  line-height: ${theme.lineHeight.snug};
`;

const wrapper = css`
  max-width: ${theme.size.measure};
  margin-bottom: ${theme.space(10)};
  ${theme.mq.md} {
    margin-bottom: ${theme.space(12)};
  }
`;

const introStyle = css`
  margin-top: ${theme.space(4)};
  color: ${theme.color.muted};
  font-size: ${theme.fontSize.lg};
  [data-band='ink'] & {
    color: ${theme.color.onInkMuted};
  }
`;

interface SectionHeadingProps {
  id: string;
  heading: string;
  eyebrow?: string | undefined;
  intro?: string | undefined;
}

/** A block's h2 (its id names the section) with an optional line above and introduction below. */
export function SectionHeading({ id, heading, eyebrow, intro }: SectionHeadingProps) {
  return (
    <div css={wrapper}>
      {eyebrow && <span css={eyebrowStyle}>{eyebrow}</span>}
      <h2 id={id} css={h2Style}>
        {heading}
      </h2>
      {intro && (
        <p css={introStyle}>
          <KeepCompounds text={intro} />
        </p>
      )}
    </div>
  );
}
