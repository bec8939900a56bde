import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '../theme/theme.ts';
import { containerStyle } from './Container.tsx';

export type Band = 'plain' | 'muted' | 'ink' | 'accent';

const band = css`
  padding-block: ${theme.space(theme.sectionSpace.base)};
  ${theme.mq.md} {
    padding-block: ${theme.space(theme.sectionSpace.md)};
  }
  /* Two plain bands in a row share one gap instead of doubling it. */
  [data-band='plain'] + &[data-band='plain'] {
    padding-top: 0;
  }
`;

const bands: Record<Band, ReturnType<typeof css>> = {
  plain: css`
    background: ${theme.color.surface};
  `,
  muted: css`
    background: ${theme.color.surfaceAlt};
    border-block: ${theme.size.hairline} solid ${theme.color.border};
  `,
  ink: css`
    background: ${theme.color.ink};
    color: ${theme.color.onInk};
    h2,
    h3 {
      color: ${theme.color.onInk};
    }
    :focus-visible {
      outline-color: ${theme.color.focusOnDark};
    }
  `,
  /** The closing call to action: set apart from the ink footer that follows it. */
  accent: css`
    background: ${theme.color.accentStrong};
    color: ${theme.color.onAccent};
    h2,
    h3 {
      color: ${theme.color.onAccent};
    }
    :focus-visible {
      outline-color: ${theme.color.focusOnDark};
    }
  `,
};

interface SectionProps {
  /** The id of the heading that names the section (aria-labelledby); without one it is no landmark. */
  labelledBy?: string | undefined;
  id?: string | undefined;
  band?: Band;
  className?: string;
  children: ReactNode;
}

/** A full-width band holding one block, with the page's container inside. */
export function Section({ labelledBy, id, band: tone = 'plain', className, children }: SectionProps) {
  return (
    <section id={id} aria-labelledby={labelledBy} data-band={tone} css={[band, bands[tone]]} className={className}>
      <div css={containerStyle}>{children}</div>
    </section>
  );
}
