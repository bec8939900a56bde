import { css } from '@emotion/react';
import { useId } from 'react';
import type { BlockOf } from '../../schema/site.ts';
import { Reveal } from '../motion/Reveal.tsx';
import { staggerDelay } from '../motion/stagger.ts';
import { theme } from '../theme/theme.ts';
import { gridList, stack } from '../ui/list.ts';
import { surfaceCard } from '../ui/surface.ts';
import { Section } from '../ui/Section.tsx';
import { SectionHeading, h3Style } from '../ui/SectionHeading.tsx';
import { KeepCompounds } from '../ui/KeepCompounds.tsx';
import { numberBadge } from '../ui/badge.ts';
import { leadWrap } from '../ui/lead.ts';

type Part = BlockOf<'summary'>['parts'][number];

/*
 * Two parts to a row from the large breakpoint, where no part is left beside a hole. A part with a
 * list takes the whole row, its text in the first half and its list in the second. A part that
 * would stand alone in its row takes it too, its paragraphs side by side under its point. The last
 * part, the summary's closing word, always takes a row, on a tinted ground: its number, title and
 * point in the first half, its details in the second.
 */
const parts = css`
  ${gridList(4)};
  counter-reset: part;
  ${theme.mq.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${theme.space(6)};
    & > li[data-wide] {
      grid-column: 1 / -1;
    }
    & > li[data-wide='text'] > div {
      max-width: none;
    }
    & > li[data-wide='text'] [data-details] {
      grid-auto-flow: column;
      grid-auto-columns: minmax(0, 1fr);
      column-gap: ${theme.space(10)};
    }
    & > li[data-wide='list'],
    & > li[data-closing] {
      grid-template-columns: ${theme.size.iconBadge} minmax(0, 1fr) minmax(0, 1fr);
      grid-template-rows: auto 1fr;
      column-gap: ${theme.space(5)};
    }
    & > li[data-wide='list'] {
      & > div {
        grid-column: 1 / 3;
        grid-row: 2;
        align-self: start;
      }
      & > [data-list] {
        grid-column: 3;
        grid-row: 1 / span 2;
        align-self: start;
        margin: 0 0 0 ${theme.space(6)};
      }
    }
    & > li[data-closing] {
      border-color: transparent;
      background: ${theme.color.accentSoft};
      box-shadow: none;
      &::before {
        background: ${theme.color.surface};
      }
      & > div {
        display: contents;
      }
      [data-point] {
        grid-column: 1 / 3;
        grid-row: 2;
      }
      [data-details] {
        grid-column: 3;
        grid-row: 1 / span 2;
        grid-auto-flow: row;
        margin-left: ${theme.space(6)};
      }
    }
  }
`;

/* The number beside the title, then the point in one sentence, then the detail for those who read on. */
const partStyle = css`
  ${surfaceCard};
  display: grid;
  grid-template-columns: ${theme.size.iconBadge} minmax(0, 1fr);
  align-content: start;
  gap: ${theme.space(4)};
  padding: ${theme.space(5)};
  counter-increment: part;
  &::before {
    content: counter(part, decimal-leading-zero);
    ${numberBadge};
    background: ${theme.color.accentSoft};
    color: ${theme.color.accentStrong};
  }
  h3 {
    align-self: center;
  }
  & > div {
    grid-column: 1 / -1;
  }
  ${theme.mq.md} {
    column-gap: ${theme.space(5)};
    padding: ${theme.space(8)};
  }
`;

/* The part's point leads its details: larger and darker than them, lighter than the part's title. */
const pointStyle = css`
  color: ${theme.color.ink};
  font-size: ${theme.fontSize.lead};
  line-height: ${theme.lineHeight.display};
  ${leadWrap};
`;

const detail = css`
  color: ${theme.color.muted};
`;

const body = css`
  ${stack(4)};
  max-width: ${theme.size.measure};
`;

const details = css`
  ${stack(4)};
`;

const listBox = css`
  margin-top: ${theme.space(2)};
  padding: ${theme.space(4)};
  ${theme.mq.md} {
    padding: ${theme.space(5)} ${theme.space(6)};
  }
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceAlt};
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
      <div css={body}>
        {part.point && (
          <p css={pointStyle} data-point="">
            <KeepCompounds text={part.point} />
          </p>
        )}
        <div css={details} data-details="">
          {part.paragraphs.map((paragraph) => (
            <p key={paragraph} css={part.point && detail}>
              <KeepCompounds text={paragraph} />
            </p>
          ))}
        </div>
      </div>
      {part.list && (
        <div css={listBox} data-list="">
          {part.list.heading && <h4>{part.list.heading}</h4>}
          <ul>
            {part.list.items.map((item) => (
              <li key={item}><KeepCompounds text={item} /></li>
            ))}
          </ul>
          {part.list.note && <p css={note}><KeepCompounds text={part.list.note} /></p>}
        </div>
      )}
    </>
  );
}

/**
 * How each part sits from the large breakpoint: 'list' and 'text' take the whole row (see `parts`),
 * undefined shares it with the next part. `closing` is the index of the summary's closing word.
 */
function widths(items: readonly Part[], closing: number): ('list' | 'text' | undefined)[] {
  const wide = items.map((part, index) => (part.list ? 'list' : index === closing ? 'text' : undefined));
  for (let index = 0; index < wide.length; index++) {
    if (wide[index]) continue;
    // A part with a neighbour for its row takes it along; one without takes the row alone.
    if (index + 1 < wide.length && !wide[index + 1]) index++;
    else wide[index] = 'text';
  }
  return wide;
}

/** A numbered multi-part document such as the Executive Summary. */
export function Summary({ id, heading, intro, parts: items }: BlockOf<'summary'>) {
  const headingId = useId();
  // The last of three or more parts closes the summary.
  const closing = items.length > 2 ? items.length - 1 : -1;
  const wide = widths(items, closing);
  return (
    <Section id={id} labelledBy={headingId} band="muted">
      <SectionHeading id={headingId} heading={heading} intro={intro} />
      <ol css={parts}>
        {items.map((part, index) => (
          <Reveal as="li" key={part.title} css={partStyle} delay={staggerDelay(index)} data-wide={wide[index]} data-closing={index === closing ? '' : undefined}>
            <SummaryPart part={part} />
          </Reveal>
        ))}
      </ol>
    </Section>
  );
}
