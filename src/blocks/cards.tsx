import { css } from '@emotion/react';
import { useId } from 'react';
import type { BlockOf } from '../../schema/site.ts';
import { Reveal } from '../motion/Reveal.tsx';
import { staggerDelay } from '../motion/stagger.ts';
import { theme } from '../theme/theme.ts';
import { alignedItem, gridList } from '../ui/list.ts';
import { Section } from '../ui/Section.tsx';
import { besideHeading, SectionHeading } from '../ui/SectionHeading.tsx';
import { Card } from './parts/Card.tsx';

const grid = css`
  ${gridList(5)};
  ${theme.mq.md} {
    gap: ${theme.space(6)};
  }
`;

/** Cards per row by width: phones always one; wider screens step up to the block's `columns`. */
const columnStyles = {
  1: css``,
  2: css`
    ${theme.mq.md} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  `,
  3: css`
    ${theme.mq.md} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
      & > li:last-child:nth-of-type(odd) {
        grid-column: 1 / -1;
      }
    }
    ${theme.mq.lg} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
      & > li:last-child:nth-of-type(odd) {
        grid-column: auto;
      }
    }
  `,
  4: css`
    ${theme.mq.sm} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    ${theme.mq.xl} {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  `,
} as const;

/* Items without cards need more room between rows to stay apart. */
const plainGrid = css`
  row-gap: ${theme.space(8)};
  ${theme.mq.md} {
    gap: ${theme.space(10)} ${theme.space(12)};
  }
`;

const lone = css`
  max-width: ${theme.size.measure};
  margin-bottom: ${theme.space(8)};
  font-size: ${theme.fontSize.lead};
`;

/**
 * A lone item beside its heading, from lg: both from the top, the heading's first line level with
 * the item's icon. Level at their middles, the heading stood lower than the item's title, which
 * read as a row left unfinished.
 */
const besideItem = css`
  ${theme.mq.lg} {
    align-items: start;
  }
`;

/** How many rows each card's parts take when cards stand side by side: its words (title, text and link), and an icon if any card has one. */
function partRows(items: BlockOf<'cards'>['items']) {
  return 1 + (items.some((item) => item.icon) ? 1 : 0);
}

/** How each item is laid out, from the block's variant and columns. */
function layoutOf(variant: BlockOf<'cards'>['variant'], columns: BlockOf<'cards'>['columns']) {
  if (variant === 'plain') return 'plain';
  return columns === 1 ? 'wide' : columns === 4 ? 'compact' : 'stacked';
}

export function Cards({ id, heading, intro, columns, variant, items, tone }: BlockOf<'cards'>) {
  const headingId = useId();
  // One card under a heading: the heading beside it from the large breakpoint, as prose stands
  // beside its heading, rather than a card stretched across the page with little in it; and the
  // item without a card's frame of its own, which around one item alone looked unfinished. A
  // panel around the two read as a heading shut in a card: the band sets the section apart.
  const beside = heading !== undefined && columns === 1 && items.length === 1 && variant !== 'plain';
  const layout = beside ? 'plain' : layoutOf(variant, columns);
  const alignParts = columns > 1 && layout !== 'plain';
  const list = (
    <ul css={[grid, columnStyles[columns], layout === 'plain' && plainGrid, alignParts && css({ '--parts': partRows(items) })]} role="list" data-columns={columns}>
      {items.map((item, index) => (
        <Reveal as="li" key={item.id} delay={staggerDelay(index, item.delay)} css={alignParts && alignedItem}>
          <Card item={item} level={heading ? 'h3' : 'h2'} layout={layout} alignParts={alignParts} />
        </Reveal>
      ))}
    </ul>
  );
  return (
    <Section id={id} labelledBy={heading ? headingId : undefined} band={tone}>
      {beside ? (
        <div css={[besideHeading, besideItem]}>
          <SectionHeading id={headingId} heading={heading} intro={intro} flush />
          {list}
        </div>
      ) : (
        <>
          {heading ? <SectionHeading id={headingId} heading={heading} intro={intro} /> : intro && <p css={lone}>{intro}</p>}
          {list}
        </>
      )}
    </Section>
  );
}
