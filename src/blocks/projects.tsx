import { css } from '@emotion/react';
import { useId } from 'react';
import type { BlockOf } from '../../schema/site.ts';
import { Icon } from '../icons/Icon.tsx';
import { Reveal } from '../motion/Reveal.tsx';
import { staggerDelay } from '../motion/stagger.ts';
import { useSite } from '../site-context.tsx';
import { stretchedLink, surfaceCard } from '../ui/surface.ts';
import { ms, theme } from '../theme/theme.ts';
import { alignedItem, alignedParts, gridList } from '../ui/list.ts';
import { Section } from '../ui/Section.tsx';
import { SectionHeading, h3Style } from '../ui/SectionHeading.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { displayHost } from './parts/links.ts';
import { KeepCompounds } from '../ui/KeepCompounds.tsx';
import { Picture } from '../ui/Picture.tsx';

const grid = css`
  ${gridList(5)};
  ${theme.mq.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${theme.space(6)};
  }
`;

const cardPadding = theme.space(6);

const card = css`
  ${surfaceCard};
  position: relative;
  padding: ${cardPadding};
  gap: ${theme.space(3)};
  border-top: ${theme.size.accentBar} solid ${theme.color.accent};
  transition: box-shadow ${ms(theme.motion.fast)} ease;
  /* side by side, the cards share rows: titles, addresses and blurbs start at the same height */
  ${alignedParts(3)};
  &:hover,
  &:focus-within {
    box-shadow: ${theme.shadow.md};
  }
`;

/*
 * Across the card's full width, out through its padding; its top corners follow the card's inner
 * curve, which is the card's radius less the border on each side (the accent bar on top).
 */
const picture = css`
  display: block;
  flex-shrink: 0;
  width: calc(100% + 2 * ${cardPadding});
  max-width: none;
  height: auto;
  margin: calc(-1 * ${cardPadding}) calc(-1 * ${cardPadding}) ${theme.space(2)};
  border-radius:
    calc(${theme.radius.lg} - ${theme.size.hairline}) calc(${theme.radius.lg} - ${theme.size.hairline}) 0 0 /
    calc(${theme.radius.lg} - ${theme.size.accentBar}) calc(${theme.radius.lg} - ${theme.size.accentBar}) 0 0;
`;

const host = css`
  color: ${theme.color.muted};
  font-size: ${theme.fontSize.sm};
`;

/* A block a little taller than its line of text, so that a title on one line is still a 24 px target. */
const link = css`
  display: inline-block;
  padding-block: ${theme.space(0.5)};
  color: ${theme.color.ink};
  ${stretchedLink}
  &:hover {
    color: ${theme.color.accentStrong};
    text-decoration: underline;
  }
  svg {
    margin-left: ${theme.space(2)};
    color: ${theme.color.accent};
    vertical-align: middle;
  }
`;

const blurb = css`
  color: ${theme.color.muted};
`;

/** Sample projects, each an external link that opens in a new tab (and says so), with an optional picture on top. */
export function Projects({ heading, intro, items }: BlockOf<'projects'>) {
  const { ui } = useSite();
  const headingId = useId();
  return (
    <Section labelledBy={headingId}>
      <SectionHeading id={headingId} heading={heading} intro={intro} />
      <ul css={[grid, css({ '--parts': items.some((item) => item.image) ? 4 : 3 })]} role="list">
        {items.map((item, index) => (
          <Reveal as="li" key={item.href} delay={staggerDelay(index)} css={alignedItem}>
            <article css={card}>
              {item.image && (
                <Picture css={picture} image={item.image} />
              )}
              <h3 css={h3Style}>
                <SmartLink href={item.href} css={link}>
                  {item.name} <VisuallyHidden>{ui.newTab}</VisuallyHidden>
                  <Icon name="external" size="small" />
                </SmartLink>
              </h3>
              <p css={host}>{displayHost(item.href)}</p>
              <p css={blurb}><KeepCompounds text={item.blurb} prose /></p>
            </article>
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
