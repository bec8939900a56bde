import { css } from '@emotion/react';
import { useId } from 'react';
import type { BlockOf } from '../../schema/site.ts';
import { Reveal } from '../motion/Reveal.tsx';
import { staggerDelay } from '../motion/stagger.ts';
import { theme } from '../theme/theme.ts';
import { gridList } from '../ui/list.ts';
import { Section } from '../ui/Section.tsx';
import { h3Style, SectionHeading } from '../ui/SectionHeading.tsx';
import { KeepCompounds } from '../ui/KeepCompounds.tsx';
import { numberBadge } from '../ui/badge.ts';

/** The space between steps, in theme steps: the line joining them crosses it. */
const STEP_GAP = 6;

/*
 * One under another up to desktops; there, side by side as many as fit at a readable width (all five
 * of a usual process at the normal text size, fewer when the visitor enlarges the text).
 */
const list = css`
  ${gridList(STEP_GAP)};
  ${theme.mq.xl} {
    grid-template-columns: repeat(auto-fit, minmax(${theme.size.stepMin}, 1fr));
  }
`;

const item = css`
  position: relative;
  display: grid;
  grid-template-columns: ${theme.size.iconBadge} minmax(0, 1fr);
  align-content: start;
  column-gap: ${theme.space(4)};
  ${theme.mq.xl} {
    /* The number, the title and the text each take a row the steps of a row share: a title on two
       lines moves its neighbours' texts down with its own, so that every text starts level. */
    grid-row: span 3;
    grid-template-rows: subgrid;
    grid-template-columns: minmax(0, 1fr);
    row-gap: ${theme.space(2)};
    /* five to a row: a title a size down keeps a long word ("Recommendation") whole; every title
       stands just under its number, a title of one line beside one of two with room under it */
    h3 {
      font-size: ${theme.fontSize.lg};
    }
  }
`;

/*
 * A line leads from each number to the next, clear of both by the space a number keeps from its
 * title: down the column while the steps stand one under another, across the row on desktops.
 */
const CLEAR = theme.space(2);
const GAP = theme.space(STEP_GAP);
const joined = css`
  &:not(:last-child)::after {
    content: '';
    position: absolute;
    inset-inline-start: calc(${theme.size.iconBadge} / 2 - 1px);
    top: calc(${theme.size.iconBadge} + ${CLEAR});
    bottom: calc(${CLEAR} - ${GAP});
    width: 2px;
    border-radius: ${theme.radius.pill};
    background: ${theme.color.border};
  }
  ${theme.mq.xl} {
    &:not(:last-child)::after {
      inset-inline: calc(${theme.size.iconBadge} + ${CLEAR}) calc(${CLEAR} - ${GAP});
      top: calc(${theme.size.iconBadge} / 2 - 1px);
      bottom: auto;
      width: auto;
      height: 2px;
    }
  }
`;

const number = css`
  ${numberBadge};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.accentStrong};
  color: ${theme.color.onAccent};
  ${theme.mq.xl} {
    margin-bottom: ${theme.space(2)};
  }
`;

/* A long word in a narrow step (with enlarged text) breaks rather than runs into the next step. */
const body = css`
  display: grid;
  gap: ${theme.space(2)};
  overflow-wrap: anywhere;
  p {
    color: ${theme.color.muted};
  }
  ${theme.mq.xl} {
    display: contents;
  }
`;

/** A process in numbered steps, as an ordered list so that assistive technology reads the order too. */
export function Steps({ id, heading, intro, steps }: BlockOf<'steps'>) {
  const headingId = useId();
  return (
    <Section id={id} labelledBy={headingId} band="muted">
      <SectionHeading id={headingId} heading={heading} intro={intro} />
      <ol css={list}>
        {steps.map((step, index) => (
          <Reveal as="li" key={step.title} css={[item, joined]} delay={staggerDelay(index, step.delay)}>
            <span css={number} aria-hidden="true">
              {index + 1}
            </span>
            <div css={body}>
              <h3 css={h3Style}>
                <KeepCompounds text={step.title} />
              </h3>
              <p>
                <KeepCompounds text={step.text} prose />
              </p>
            </div>
          </Reveal>
        ))}
      </ol>
    </Section>
  );
}
