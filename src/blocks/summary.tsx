import { css } from '@emotion/react';
import { useId } from 'react';
import type { BlockOf } from '../../schema/site.ts';
import { Reveal } from '../motion/Reveal.tsx';
import { staggerDelay } from '../motion/stagger.ts';
import { theme } from '../theme/theme.ts';
import { plainList, stack } from '../ui/list.ts';
import { Section } from '../ui/Section.tsx';
import { SectionHeading, h3Style } from '../ui/SectionHeading.tsx';
import { KeepCompounds } from '../ui/KeepCompounds.tsx';
import { numberBadge } from '../ui/badge.ts';
import { leadWrap } from '../ui/lead.ts';

type Part = BlockOf<'summary'>['parts'][number];

/*
 * One part to a row, every part laid out alike: from the large breakpoint, its number, title and
 * point in the first column and its paragraphs in the second, so that a reader finds the same
 * thing in the same place in every part; a list, when the part has one, under its paragraphs
 * (across both columns, its items two by two, it broke the grid and left the second column half
 * empty under an odd count). The parts stand open on the band, a rule between them, as the
 * sections of a document do: five cards of one shape in a column read as boxes stacked. The last of three or more parts,
 * the summary's closing word, is laid out as the others are, under an accent rule and with its
 * number filled: a tinted panel around it set its words further in than theirs.
 */
const parts = css`
  ${plainList};
  display: grid;
  counter-reset: part;
  ${theme.mq.lg} {
    & > li {
      grid-template-columns: ${theme.size.iconBadge} minmax(0, 5fr) minmax(0, 7fr);
      grid-template-rows: auto auto 1fr;
      column-gap: ${theme.space(5)};
    }
    [data-point] {
      grid-column: 1 / 3;
      grid-row: 2;
    }
    [data-more] {
      grid-column: 3;
      grid-row: 1 / 4;
      margin-left: ${theme.space(8)};
    }
  }
  /* the band's own padding closes the list */
  & > li:last-child {
    padding-bottom: 0;
  }
  & > li[data-closing] {
    border-top: ${theme.size.accentBar} solid ${theme.color.accent};
    &::before {
      background: ${theme.color.accentStrong};
      color: ${theme.color.onAccent};
    }
  }
`;

/* The number beside the title, then the point in one sentence, then the detail for those who read on. */
const partStyle = css`
  display: grid;
  grid-template-columns: ${theme.size.iconBadge} minmax(0, 1fr);
  align-content: start;
  gap: ${theme.space(4)};
  padding-block: ${theme.space(6)};
  border-top: ${theme.size.hairline} solid ${theme.color.border};
  counter-increment: part;
  &::before {
    content: counter(part, decimal-leading-zero);
    ${numberBadge};
    background: ${theme.color.surface};
    color: ${theme.color.accentStrong};
  }
  h3 {
    align-self: center;
  }
  & > p,
  & > div {
    grid-column: 1 / -1;
  }
  ${theme.mq.md} {
    column-gap: ${theme.space(5)};
    padding-block: ${theme.space(8)};
  }
`;

/* The part's point leads its details: larger and darker than them, lighter than the part's title. */
const pointStyle = css`
  color: ${theme.color.ink};
  font-size: ${theme.fontSize.lead};
  line-height: ${theme.lineHeight.display};
  ${leadWrap};
`;

/* The body's colour, not the muted one: five parts of muted paragraphs read as a wall of grey. */
const detail = css`
  color: ${theme.color.text};
`;

const more = css`
  ${stack(4)};
  max-width: ${theme.size.measure};
`;

const listBox = css`
  margin-top: ${theme.space(2)};
  padding: ${theme.space(4)};
  ${theme.mq.md} {
    padding: ${theme.space(5)} ${theme.space(6)};
  }
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  h4 {
    margin-bottom: ${theme.space(3)};
    font-size: ${theme.fontSize.base};
  }
  ul {
    display: grid;
    gap: ${theme.space(2)};
    margin: 0;
    padding-left: ${theme.space(5)};
  }
  li {
    text-wrap: pretty;
  }
  li::marker {
    color: ${theme.color.accent};
  }
`;

const note = css`
  margin-top: ${theme.space(4)};
  color: ${theme.color.muted};
  font-size: ${theme.fontSize.sm};
  font-style: italic;
`;

function SummaryPart({ part }: { part: Part }) {
  return (
    <>
      <h3 css={h3Style}><KeepCompounds text={part.title} /></h3>
      {part.point && (
        <p css={pointStyle} data-point="">
          <KeepCompounds text={part.point} prose />
        </p>
      )}
      <div css={more} data-more="">
        {part.paragraphs.map((paragraph) => (
          <p key={paragraph} css={part.point && detail}>
            <KeepCompounds text={paragraph} prose />
          </p>
        ))}
        {part.list && (
          <div css={listBox} data-list="">
            {part.list.heading && <h4>{part.list.heading}</h4>}
            <ul>
              {part.list.items.map((item) => (
                <li key={item}><KeepCompounds text={item} prose /></li>
              ))}
            </ul>
            {part.list.note && <p css={note}><KeepCompounds text={part.list.note} prose /></p>}
          </div>
        )}
      </div>
    </>
  );
}

/** A numbered multi-part document such as the Executive Summary. */
export function Summary({ id, heading, intro, parts: items }: BlockOf<'summary'>) {
  const headingId = useId();
  // The last of three or more parts closes the summary.
  const closing = items.length > 2 ? items.length - 1 : -1;
  return (
    <Section id={id} labelledBy={headingId} band="muted">
      <SectionHeading id={headingId} heading={heading} intro={intro} />
      <ol css={parts}>
        {items.map((part, index) => (
          <Reveal as="li" key={part.title} css={partStyle} delay={staggerDelay(index)} data-closing={index === closing ? '' : undefined}>
            <SummaryPart part={part} />
          </Reveal>
        ))}
      </ol>
    </Section>
  );
}
