import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '../theme/theme.ts';
import { containerStyle } from './Container.tsx';

type Band = 'plain' | 'muted' | 'ink' | 'accent';

const band = css`
  padding-block: ${theme.space(theme.sectionSpace.base)};
  ${theme.mq.md} {
    padding-block: ${theme.space(theme.sectionSpace.md)};
  }
  /* Two plain bands in a row share one gap instead of doubling it (each block is in a frame of its own: see BlockList). */
  [data-block]:has(> [data-band='plain']) + [data-block] > &[data-band='plain'] {
    padding-top: 0;
  }
`;

/** A dark band: its text, headings and focus rings in the colours that keep contrast on it. */
const darkBand = (background: string, foreground: string) => css`
  background: ${background};
  color: ${foreground};
  h2,
  h3 {
    color: ${foreground};
  }
  :focus-visible {
    outline-color: ${theme.color.focusOnDark};
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
  ink: darkBand(theme.color.ink, theme.color.onInk),
  /** The closing call to action: set apart from the ink footer that follows it. */
  accent: darkBand(theme.color.accentStrong, theme.color.onAccent),
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
