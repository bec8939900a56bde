import { css } from '@emotion/react';
import { useId } from 'react';
import type { BlockOf } from '../../schema/site.ts';
import { Reveal } from '../motion/Reveal.tsx';
import { staggerDelay } from '../motion/stagger.ts';
import { theme } from '../theme/theme.ts';
import { KeepCompounds } from '../ui/KeepCompounds.tsx';
import { alignedItemFrom, gridList, plainList } from '../ui/list.ts';
import { Section } from '../ui/Section.tsx';
import { eyebrowStyle } from '../ui/SectionHeading.tsx';
import { CheckList } from './parts/CheckList.tsx';

/*
 * A strip, not a chapter: less room above and below than a section, so the hero's promise stays
 * close. Emotion writes the styles a component is given after its own, so these win over the band's.
 */
const strip = css`
  padding-block: ${theme.space(10)};
  ${theme.mq.md} {
    padding-block: ${theme.space(12)};
  }
`;

const headingStyle = css`
  ${eyebrowStyle};
  margin-bottom: ${theme.space(6)};
`;

/*
 * The groups one under another, side by side from the large breakpoint, each as wide as its
 * labels ask: a group of eight labels takes two rows beside a group of three in one, rather than
 * three rows in an equal third with a hole under its neighbour. Four groups stand two by two
 * until the extra-large breakpoint: four to a row at 1024 px broke French labels inside.
 */
const groupsOf = (count: number) => css`
  ${gridList(8)};
  --parts: 2;
  ${theme.mq.lg} {
    grid-template-columns: repeat(${count > 3 ? 2 : count}, auto);
    gap: ${theme.space(12)};
  }
  ${theme.mq.xl} {
    grid-template-columns: repeat(${count}, auto);
  }
`;

const groupTitle = css`
  margin-bottom: ${theme.space(3)};
  color: ${theme.color.ink};
  font-size: ${theme.fontSize.base};
  font-weight: ${theme.fontWeight.semibold};
`;

const tags = css`
  ${plainList};
  display: flex;
  flex-wrap: wrap;
  /* rows of labels as tall as their words, however tall the row the groups share */
  align-content: flex-start;
  gap: ${theme.space(2)};
  /* Labels, not buttons: no outline and small corners, so that nothing invites a click. */
  li {
    padding: ${theme.space(1)} ${theme.space(2.5)};
    border-radius: ${theme.radius.xs};
    background: ${theme.color.surface};
    color: ${theme.color.ink};
    font-size: ${theme.fontSize.sm};
    font-weight: ${theme.fontWeight.medium};
  }
`;

/* On the page's white, the labels on the tint instead. */
const tagsOnPlain = css`
  li {
    background: ${theme.color.surfaceAlt};
  }
`;

/* As far down as a label's words stand in their box, so that the first lines of the groups align. */
const checks = css`
  margin-top: ${theme.space(1)};
  gap: ${theme.space(2)};
  font-size: ${theme.fontSize.sm};
`;

/* Side by side, the groups' titles share a row: one title on two lines moves every list down with its own. */
const alignedGroup = alignedItemFrom(theme.mq.lg);

/** Facts that back the hero's claims, in small groups: labels for sectors, places and vendors, check marks for promises. */
export function Proof({ id, heading, groups, tone }: BlockOf<'proof'>) {
  const headingId = useId();
  return (
    <Section id={id} labelledBy={headingId} band={tone} css={strip}>
      <h2 id={headingId} css={headingStyle}>
        <KeepCompounds text={heading} />
      </h2>
      <ul css={groupsOf(groups.length)}>
        {groups.map((group, index) => (
          <Reveal as="li" key={group.title} delay={staggerDelay(index)} css={alignedGroup}>
            <h3 css={groupTitle}><KeepCompounds text={group.title} /></h3>
            {group.look === 'checks' ? (
              <CheckList items={group.items} css={checks} />
            ) : (
              <ul css={[tags, tone === 'plain' && tagsOnPlain]} role="list">
                {group.items.map((item) => (
                  <li key={item}>
                    <KeepCompounds text={item} />
                  </li>
                ))}
              </ul>
            )}
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
