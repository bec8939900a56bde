import { css } from '@emotion/react';
import { theme } from '../theme/theme.ts';
import { KeepCompounds } from './KeepCompounds.tsx';
import { leadWrap } from './lead.ts';

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

/** A heading beside what it introduces: a third of the width from the large breakpoint, above it before. */
export const besideHeading = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space(6)};
  ${theme.mq.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    gap: ${theme.space(16)};
  }
`;

const centredStyle = css`
  margin-inline: auto;
  text-align: center;
`;

const flushStyle = css`
  margin-bottom: 0;
  ${theme.mq.md} {
    margin-bottom: 0;
  }
`;

const introStyle = css`
  margin-top: ${theme.space(4)};
  color: ${theme.color.muted};
  font-size: ${theme.fontSize.lead};
  ${leadWrap};
  [data-band='ink'] & {
    color: ${theme.color.onInkMuted};
  }
`;

interface SectionHeadingProps {
  id: string;
  heading: string;
  eyebrow?: string | undefined;
  intro?: string | undefined;
  /** No room below: the heading stands beside what it introduces (see besideHeading). */
  flush?: boolean;
  /** Centred over what it introduces, when that is centred too (the stats band's figures). */
  centred?: boolean;
}

/** A block's h2 (its id names the section) with an optional line above and introduction below. */
export function SectionHeading({ id, heading, eyebrow, intro, flush = false, centred = false }: SectionHeadingProps) {
  return (
    <div css={[wrapper, flush && flushStyle, centred && centredStyle]}>
      {eyebrow && <span css={eyebrowStyle}>{eyebrow}</span>}
      <h2 id={id} css={h2Style}>
        <KeepCompounds text={heading} />
      </h2>
      {intro && (
        <p css={introStyle}>
          <KeepCompounds text={intro} prose />
        </p>
      )}
    </div>
  );
}
