import { css } from '@emotion/react';
import { useId } from 'react';
import type { BlockOf } from '../../schema/site.ts';
import { Icon } from '../icons/Icon.tsx';
import { Reveal } from '../motion/Reveal.tsx';
import { staggerDelay } from '../motion/stagger.ts';
import { theme } from '../theme/theme.ts';
import { badgeBox } from '../ui/badge.ts';
import { KeepCompounds } from '../ui/KeepCompounds.tsx';
import { plainList } from '../ui/list.ts';
import { Section } from '../ui/Section.tsx';
import { h3Style, SectionHeading } from '../ui/SectionHeading.tsx';
import { surfaceCard } from '../ui/surface.ts';

/**
 * The room an arrow and its words take between two parties side by side: narrower on a small
 * laptop, so that three parties' cards keep room for a long word ("Communications") on its line,
 * and wider on a desktop, where the arrow's words would otherwise take three lines.
 */
const ARROW_GAP = 'clamp(7rem, 23.4vw - 8rem, 11rem)';
const RETURN_ROOM = '5.5rem';
const LINE = '2px';
const HEAD = '7px';

/*
 * Phones: the parties one under another, each arrow pointing down to the next, the last one's
 * back up to the first. From the large breakpoint: side by side with the arrows between them,
 * and the last arrow drawn under the row from the last party back to the first.
 */
const list = css`
  ${plainList};
  display: grid;
  ${theme.mq.lg} {
    position: relative;
    align-items: stretch;
    padding-bottom: ${RETURN_ROOM};
  }
`;

/** The columns of the row: a party, an arrow's room, …, a party; the return arrow runs between the outer parties' centres. */
const rowOf = (parties: number) => css`
  ${theme.mq.lg} {
    grid-template-columns: repeat(${parties - 1}, minmax(0, 1fr) ${ARROW_GAP}) minmax(0, 1fr);
    & > li:last-child > p {
      inset-inline: calc((100% - ${parties - 1} * ${ARROW_GAP}) / ${parties * 2});
    }
  }
`;

const item = css`
  display: grid;
  ${theme.mq.lg} {
    grid-column: span 2;
    grid-template-columns: subgrid;
    &:last-child {
      grid-column: span 1;
    }
  }
`;

/* A long name (a company's, in a narrow card) breaks rather than runs out of its card. */
const card = css`
  ${surfaceCard};
  gap: ${theme.space(3)};
  overflow-wrap: anywhere;
  p {
    color: ${theme.color.muted};
  }
`;

const badge = css`
  ${badgeBox};
  background: ${theme.color.accentSoft};
  color: ${theme.color.accentStrong};
`;

/* The words of an arrow, with the arrow drawn beside them (phones) or under them (wide screens). */
const arrow = css`
  position: relative;
  display: flex;
  align-items: center;
  min-height: ${theme.space(20)};
  margin: 0;
  padding-inline-start: calc(${theme.size.iconBadge} / 2 + ${theme.space(6)} + ${theme.space(6)});
  color: ${theme.color.accentStrong};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.semibold};
  /* A label of two lines or more reads best in even ones. */
  text-wrap: balance;
  /* the shaft, down from one card to the next */
  &::before {
    content: '';
    position: absolute;
    inset-block: ${theme.space(2)};
    inset-inline-start: calc(${theme.space(6)} + ${theme.size.iconBadge} / 2 - ${LINE} / 2);
    width: ${LINE};
    background: currentColor;
  }
  /* the head, pointing down */
  &::after {
    content: '';
    position: absolute;
    bottom: ${theme.space(2)};
    inset-inline-start: calc(${theme.space(6)} + ${theme.size.iconBadge} / 2 - ${HEAD});
    border-inline: ${HEAD} solid transparent;
    border-top: ${HEAD} solid currentColor;
  }
  ${theme.mq.lg} {
    /* the words above the shaft, which runs across the middle of the row */
    display: grid;
    grid-template-rows: 1fr 1fr;
    min-height: 0;
    padding: 0 ${theme.space(2)};
    text-align: center;
    & > span {
      align-self: end;
      padding-bottom: ${theme.space(3)};
    }
    &::before {
      inset-block: calc(50% - ${LINE} / 2) auto;
      inset-inline: ${theme.space(2)} ${theme.space(3)};
      width: auto;
      height: ${LINE};
    }
    &::after {
      top: calc(50% - ${HEAD});
      bottom: auto;
      inset-inline-start: auto;
      inset-inline-end: ${theme.space(2)};
      border-block: ${HEAD} solid transparent;
      border-inline: ${HEAD} solid currentColor;
      border-inline-end-width: 0;
    }
  }
`;

/** The sign of a cycle beside the last arrow's words on phones, where no line can run back to the first party. */
const cycleMark = css`
  position: absolute;
  inset-inline-start: calc(${theme.space(6)} + ${theme.size.iconBadge} / 2 - ${theme.size.icon} / 2);
  display: flex;
  ${theme.mq.lg} {
    display: none;
  }
`;

/* The last arrow goes back to the first party: up the side on phones, a bracket under the row on wide screens. */
const returningArrow = css`
  &::before,
  &::after {
    display: none;
  }
  ${theme.mq.lg} {
    position: absolute;
    bottom: 0;
    display: flex;
    height: calc(${RETURN_ROOM} - ${theme.space(2)});
    justify-content: center;
    align-items: flex-end;
    padding: 0;
    border: ${LINE} solid currentColor;
    border-top: 0;
    border-radius: 0 0 ${theme.radius.md} ${theme.radius.md};
    /* the head, pointing up at the first party from the bracket's end, as far from it as the bracket starts from the last */
    &::after {
      display: block;
      top: 0;
      inset-inline-start: calc(-${HEAD} - ${LINE} / 2);
      inset-inline-end: auto;
      border-inline: ${HEAD} solid transparent;
      border-block: 0;
      border-bottom: ${HEAD} solid currentColor;
    }
    /* On the band's own colour, so the label cuts the line without a box around it. */
    & > span {
      padding: 0 ${theme.space(3)};
      transform: translateY(50%);
      background: ${theme.color.surfaceAlt};
    }
  }
`;

const returning = css`
  & > li:last-child > p {
    ${returningArrow};
  }
`;

const conclusionStyle = css`
  display: flex;
  gap: ${theme.space(3)};
  align-items: flex-start;
  max-width: ${theme.size.measure};
  margin: ${theme.space(10)} auto 0;
  padding: ${theme.space(4)} ${theme.space(6)};
  border-radius: ${theme.radius.md};
  background: ${theme.tones.wheat.background};
  color: ${theme.color.ink};
  font-weight: ${theme.fontWeight.semibold};
  /* The check mark beside the first line, however many the sentence takes. */
  & > span:first-of-type {
    display: flex;
    flex: none;
    align-items: center;
    height: 1lh;
    color: ${theme.tones.wheat.foreground};
  }
`;

/** Arrows turning back on themselves: the sign of a cycle, drawn here since only this block needs it. */
function CycleMark() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M20 11a8 8 0 0 0-14.3-4.9L4 8M4 4v4h4M4 13a8 8 0 0 0 14.3 4.9L20 16M20 20v-4h-4" />
    </svg>
  );
}

/**
 * Who gives what to whom, in a cycle: a list of parties, each followed by what goes to the next.
 * On a tinted band: a diagram set apart from the rows of cards and banners around it.
 */
export function Flow({ id, heading, intro, parties, conclusion }: BlockOf<'flow'>) {
  const headingId = useId();
  return (
    <Section id={id} labelledBy={headingId} band="muted">
      <SectionHeading id={headingId} heading={heading} intro={intro} />
      <ol css={[list, rowOf(parties.length), returning]}>
        {parties.map((party, index) => (
          <Reveal as="li" key={party.name} css={item} delay={staggerDelay(index)}>
            <div css={card}>
              <span css={badge}>
                <Icon name={party.icon} />
              </span>
              <h3 css={h3Style}>
                <KeepCompounds text={party.name} />
              </h3>
              <p>
                <KeepCompounds text={party.text} prose />
              </p>
            </div>
            <p css={arrow}>
              {index === parties.length - 1 && (
                <span css={cycleMark} aria-hidden="true">
                  <CycleMark />
                </span>
              )}
              <span>
                <KeepCompounds text={party.gives} />
              </span>
            </p>
          </Reveal>
        ))}
      </ol>
      {conclusion && (
        <p css={conclusionStyle}>
          <span aria-hidden="true">
            <Icon name="check" />
          </span>
          <span>
            <KeepCompounds text={conclusion} prose />
          </span>
        </p>
      )}
    </Section>
  );
}
