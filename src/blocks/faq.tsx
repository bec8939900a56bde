import { css } from '@emotion/react';
import { useId } from 'react';
import type { BlockOf } from '../../schema/site.ts';
import { Reveal } from '../motion/Reveal.tsx';
import { theme } from '../theme/theme.ts';
import { KeepCompounds } from '../ui/KeepCompounds.tsx';
import { gridList, stack } from '../ui/list.ts';
import { Section } from '../ui/Section.tsx';
import { h2Style, h3Style } from '../ui/SectionHeading.tsx';

/* The heading beside the questions on wide screens, as the prose sections have it. */
const layout = css`
  ${stack(8)};
  ${theme.mq.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    gap: ${theme.space(16)};
  }
`;

const introStyle = css`
  margin-top: ${theme.space(4)};
  color: ${theme.color.muted};
  font-size: ${theme.fontSize.lg};
`;

/* Every answer in view: a buyer reads down the list, and nothing waits for a click or for scripts. */
const list = css`
  ${gridList(0)};
  max-width: ${theme.size.measure};
  border-top: ${theme.size.hairline} solid ${theme.color.border};
`;

const item = css`
  ${stack(2)};
  padding-block: ${theme.space(6)};
  border-bottom: ${theme.size.hairline} solid ${theme.color.border};
  p {
    color: ${theme.color.muted};
  }
`;

/** Questions a buyer asks, each with its answer under it; the page's structured data names them too (lib/head.ts). */
export function Faq({ id, heading, intro, questions }: BlockOf<'faq'>) {
  const headingId = useId();
  return (
    <Section id={id} labelledBy={headingId}>
      <Reveal css={layout}>
        <div>
          <h2 id={headingId} css={h2Style}>
            {heading}
          </h2>
          {intro && (
            <p css={introStyle}>
              <KeepCompounds text={intro} />
            </p>
          )}
        </div>
        <ul css={list}>
          {questions.map(({ question, answer }) => (
            <li key={question} css={item}>
              <h3 css={h3Style}>
                <KeepCompounds text={question} />
              </h3>
              <p>
                <KeepCompounds text={answer} />
              </p>
            </li>
          ))}
        </ul>
      </Reveal>
    </Section>
  );
}
