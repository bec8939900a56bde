import { css } from '@emotion/react';
import { useId } from 'react';
import type { BlockOf } from '../../schema/site.ts';
import { Reveal } from '../motion/Reveal.tsx';
import { staggerDelay } from '../motion/stagger.ts';
import { theme } from '../theme/theme.ts';
import { inViewUnderHeader } from '../ui/in-view.ts';
import { stack } from '../ui/list.ts';
import { Section } from '../ui/Section.tsx';
import { besideHeading, eyebrowStyle, h2Style } from '../ui/SectionHeading.tsx';
import { CheckList } from './parts/CheckList.tsx';
import { KeepCompounds } from '../ui/KeepCompounds.tsx';
import { Picture } from '../ui/Picture.tsx';
import { besideWords } from '../ui/surface.ts';

const prose = css`
  ${stack(5)};
  max-width: ${theme.size.measure};
  font-size: ${theme.fontSize.lead};
  ul {
    margin: 0;
    font-size: ${theme.fontSize.base};
  }
`;

/*
 * With a picture: the picture under the prose on phones, beside it (on its right) from md, level
 * with the top of the prose and kept in view under the header while a longer text scrolls past.
 */
const withPicture = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(8)};
  ${theme.mq.md} {
    flex-direction: row;
    align-items: flex-start;
    gap: ${theme.space(12)};
    & > figure {
      ${inViewUnderHeader};
    }
  }
  ${theme.mq.lg} {
    gap: ${theme.space(16)};
  }
  & > * {
    flex: 1 1 0;
    min-width: 0;
  }
`;

/*
 * A list that goes with a picture: on phones after the prose and the picture, which stands between
 * them at an opening picture's size rather than alone at the foot of the section; from md under
 * both the prose and the picture, two items to a row from lg, so that a long list does not leave
 * the picture's column empty.
 */
const withList = css`
  ${theme.mq.belowMd} {
    & > figure {
      order: 1;
    }
    & > figure img {
      max-width: ${theme.size.openingImagePhone};
    }
    & > [data-list] {
      order: 2;
    }
  }
  ${theme.mq.md} {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    /* With the list under it, the picture stays in its row: kept in view, it slid over the list. */
    & > figure {
      position: static;
    }
    & > [data-list] {
      grid-column: 1 / -1;
      order: 1;
      max-width: none;
      & > ul {
        margin-top: 0;
      }
    }
  }
  ${theme.mq.lg} {
    row-gap: ${theme.space(10)};
    & > [data-list] > ul {
      grid-template-columns: repeat(2, minmax(0, 1fr));
      column-gap: ${theme.space(16)};
    }
  }
`;

/* Beside a picture the heading stays above the prose: three columns would leave each too narrow. */
const headingAbove = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space(6)};
`;

/*
 * Key facts under the heading: two to a row on phones and tablets, one under another in the
 * heading's column from lg, where they fill what would otherwise stand empty beside the prose.
 */
const factList = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space(4)} ${theme.space(6)};
  margin: ${theme.space(6)} 0 0;
  /* Each fact over two rows shared across the list, so that values stand level even where a label takes two lines. */
  & > div {
    display: grid;
    grid-row: span 2;
    grid-template-rows: subgrid;
    row-gap: ${theme.space(1)};
    padding-top: ${theme.space(3)};
    border-top: ${theme.size.hairline} solid ${theme.color.border};
  }
  /* A label of one line beside one of two sits on its value, the room left above it under the rule. */
  dt {
    ${eyebrowStyle};
    align-self: end;
    margin-bottom: 0;
  }
  dd {
    margin: 0;
    color: ${theme.color.ink};
    font-size: ${theme.fontSize.lead};
    font-weight: ${theme.fontWeight.semibold};
    line-height: ${theme.lineHeight.snug};
    text-wrap: balance;
  }
  ${theme.mq.lg} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${theme.space(5)};
    margin-top: ${theme.space(10)};
  }
`;

function Facts({ facts }: { facts: NonNullable<BlockOf<'text'>['facts']> }) {
  return (
    <dl css={factList}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd><KeepCompounds text={fact.value} prose /></dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A section of prose: a heading, key facts under it, paragraphs, an optional list and an optional
 * picture beside them; `muted` sets it on a tinted band.
 */
export function Text({ id, heading, paragraphs, list, facts, tone, image }: BlockOf<'text'>) {
  const headingId = useId();
  const title = (
    <h2 id={headingId} css={h2Style}>
      <KeepCompounds text={heading} />
    </h2>
  );
  const words = (
    <Reveal css={image ? headingAbove : besideHeading}>
      {facts ? (
        <div>
          {title}
          <Facts facts={facts} />
        </div>
      ) : (
        title
      )}
      <div css={prose}>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}><KeepCompounds text={paragraph} prose /></p>
        ))}
        {list && !image && <CheckList items={list} />}
      </div>
    </Reveal>
  );
  return (
    <Section id={id} labelledBy={headingId} band={tone}>
      {image ? (
        <div css={[withPicture, list && withList]}>
          {words}
          {list && (
            <Reveal css={prose} delay={staggerDelay(1)} data-list="">
              <CheckList items={list} />
            </Reveal>
          )}
          <Reveal as="figure" css={besideWords} delay={staggerDelay(1)}>
            <Picture image={image} />
          </Reveal>
        </div>
      ) : (
        words
      )}
    </Section>
  );
}
