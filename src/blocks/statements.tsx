import { css } from '@emotion/react';
import type { BlockOf } from '../../schema/site.ts';
import { Reveal } from '../motion/Reveal.tsx';
import { staggerDelay } from '../motion/stagger.ts';
import { theme } from '../theme/theme.ts';
import { stack } from '../ui/list.ts';
import { Section } from '../ui/Section.tsx';
import { eyebrowStyle } from '../ui/SectionHeading.tsx';
import { KeepCompounds } from '../ui/KeepCompounds.tsx';

type Statement = BlockOf<'statements'>['items'][number];

const row = css`
  ${stack(10)};
  ${theme.mq.md} {
    grid-auto-columns: minmax(0, 1fr);
    grid-auto-flow: column;
    gap: ${theme.space(12)};
  }
`;

/*
 * The heading is a small label; the statement itself carries the weight, set off by an accent rule
 * as long as its own words: stretched to a longer neighbour's, it ran on past them.
 */
const item = css`
  align-self: start;
  padding-inline-start: ${theme.space(6)};
  border-inline-start: ${theme.size.accentBar} solid ${theme.color.accent};
  h2 {
    margin-bottom: ${theme.space(4)};
  }
  p {
    max-width: ${theme.size.measure};
    color: ${theme.color.ink};
    font-size: ${theme.fontSize.xl};
    font-weight: ${theme.fontWeight.medium};
    line-height: ${theme.lineHeight.display};
  }
`;

function StatementItem({ statement, index }: { statement: Statement; index: number }) {
  return (
    <Reveal css={item} delay={staggerDelay(index)}>
      <h2 id={statement.id} css={eyebrowStyle}>
        {statement.heading}
      </h2>
      <p><KeepCompounds text={statement.text} prose /></p>
    </Reveal>
  );
}

/** Short statements (mission, vision) set large, side by side from the md breakpoint, each under its own h2. */
export function Statements({ items }: BlockOf<'statements'>) {
  return (
    <Section>
      <div css={row}>
        {items.map((statement, index) => (
          <StatementItem key={statement.heading} statement={statement} index={index} />
        ))}
      </div>
    </Section>
  );
}
