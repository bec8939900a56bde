import { css } from '@emotion/react';
import { useId } from 'react';
import type { BlockOf } from '../../schema/site.ts';
import { theme } from '../theme/theme.ts';
import { pageHeadingStyle, pageLeadStyle } from '../ui/pageHeading.ts';
import { containerStyle } from '../ui/Container.tsx';
import { eyebrowStyle } from '../ui/SectionHeading.tsx';

const band = css`
  padding-block: ${theme.space(12)};
  background: linear-gradient(180deg, ${theme.color.surfaceAlt} 0%, ${theme.color.accentSoft} 100%);
  border-bottom: ${theme.size.hairline} solid ${theme.color.border};
  ${theme.mq.md} {
    padding-block: ${theme.space(20)} ${theme.space(16)};
  }
`;

const heading = css`
  max-width: ${theme.size.measure};
`;

/** The heading band at the top of an inner page: its one h1. */
export function PageHeader({ eyebrow, heading: text, lead }: BlockOf<'page-header'>) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-band="header" css={band}>
      <div css={containerStyle}>
        {eyebrow && <p css={eyebrowStyle}>{eyebrow}</p>}
        <h1 id={headingId} css={[pageHeadingStyle, heading]}>
          {text}
        </h1>
        {lead && <p css={pageLeadStyle}>{lead}</p>}
      </div>
    </section>
  );
}
