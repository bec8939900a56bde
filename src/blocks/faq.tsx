import { css } from '@emotion/react';
import { useId } from 'react';
import type { BlockOf } from '../../schema/site.ts';
import { ButtonLink } from '../ui/Button.tsx';
import { Reveal } from '../motion/Reveal.tsx';
import { theme } from '../theme/theme.ts';
import { inViewUnderHeader } from '../ui/in-view.ts';
import { KeepCompounds } from '../ui/KeepCompounds.tsx';
import { gridList, stack } from '../ui/list.ts';
import { Section } from '../ui/Section.tsx';
import { besideHeading, h3Style, SectionHeading } from '../ui/SectionHeading.tsx';

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

/* Beside a long list of questions, the heading stays in view under the page's header as they scroll past. */
const headingInView = css`
  ${theme.mq.lg} {
    & > div {
      ${inViewUnderHeader};
      align-self: start;
    }
  }
`;

/* Under the heading and its intro, a step apart from them. */
const actionStyle = css`
  margin-top: ${theme.space(6)};
`;

/**
 * Questions a buyer asks, each with its answer under it; the page's structured data names them too
 * (lib/head.ts). An `action` stands under the heading, for the question the list does not answer;
 * `muted` sets the block on a tinted band.
 */
export function Faq({ id, heading, intro, action, questions, tone }: BlockOf<'faq'>) {
  const headingId = useId();
  return (
    <Section id={id} labelledBy={headingId} band={tone}>
      <Reveal css={[besideHeading, headingInView]}>
        <div>
          <SectionHeading id={headingId} heading={heading} intro={intro} flush />
          {action && (
            <p css={actionStyle}>
              <ButtonLink href={action.href} variant="secondary">
                {action.label}
              </ButtonLink>
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
                <KeepCompounds text={answer} prose />
              </p>
            </li>
          ))}
        </ul>
      </Reveal>
    </Section>
  );
}
