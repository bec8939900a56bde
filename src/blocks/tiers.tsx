import { css } from '@emotion/react';
import { useId } from 'react';
import type { BlockOf } from '../../schema/site.ts';
import { Icon } from '../icons/Icon.tsx';
import { Reveal } from '../motion/Reveal.tsx';
import { staggerDelay } from '../motion/stagger.ts';
import { surfaceCard } from '../ui/surface.ts';
import { theme } from '../theme/theme.ts';
import { stack } from '../ui/list.ts';
import { Section } from '../ui/Section.tsx';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import { CheckList } from './parts/CheckList.tsx';

/* Stacked on phones and tablets, side by side (up to three a row) on desktops. */
const grid = css`
  ${stack(6)};
  ${theme.mq.lg} {
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
  }
`;

const card = css`
  ${surfaceCard};
  border-top: ${theme.size.accentBar} solid ${theme.color.accent};
  ${theme.mq.md} {
    padding: ${theme.space(8)};
  }
`;

const title = css`
  font-size: ${theme.fontSize.h2};
  font-weight: ${theme.fontWeight.bold};
  letter-spacing: ${theme.letterSpacing.heading};
`;

const summaryStyle = css`
  margin-top: ${theme.space(2)};
  padding-bottom: ${theme.space(5)};
  border-bottom: ${theme.size.hairline} solid ${theme.color.border};
  color: ${theme.color.muted};
`;

const features = css`
  margin-top: ${theme.space(5)};
`;

const noteStyle = css`
  display: flex;
  gap: ${theme.space(3)};
  max-width: ${theme.size.measure};
  margin-top: ${theme.space(10)};
  color: ${theme.color.muted};
  svg {
    color: ${theme.color.accent};
  }
`;

/** Plan tiers side by side, each a card with its name and a list of features with check marks. */
export function Tiers({ heading, intro, tiers, note }: BlockOf<'tiers'>) {
  const headingId = useId();
  return (
    <Section labelledBy={headingId} band="muted">
      <SectionHeading id={headingId} heading={heading} intro={intro} />
      <div css={grid}>
        {tiers.map((tier, index) => (
          <Reveal key={tier.title} delay={staggerDelay(index, tier.delay)}>
            <article css={card}>
              <h3 css={title}>{tier.title}</h3>
              {tier.summary && <p css={summaryStyle}>{tier.summary}</p>}
              <CheckList items={tier.features} css={features} />
            </article>
          </Reveal>
        ))}
      </div>
      {note && (
        <p css={noteStyle}>
          <Icon name="info" />
          <span>{note}</span>
        </p>
      )}
    </Section>
  );
}
