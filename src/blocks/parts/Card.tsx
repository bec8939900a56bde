import { css, type SerializedStyles } from '@emotion/react';
import type { BlockOf } from '../../../schema/site.ts';
import { Icon } from '../../icons/Icon.tsx';
import { alignedParts } from '../../ui/list.ts';
import { stretchedLink, surfaceCard } from '../../ui/surface.ts';
import { ms, theme } from '../../theme/theme.ts';
import { SmartLink } from '../../ui/SmartLink.tsx';
import { h3Style } from '../../ui/SectionHeading.tsx';
import { linkSuffix } from './links.ts';
import { useSite } from '../../site-context.tsx';
import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';
import { KeepCompounds, useLabelEnd } from '../../ui/KeepCompounds.tsx';
import { badgeBox } from '../../ui/badge.ts';
import { Cycle } from './Cycle.tsx';

type CardItem = BlockOf<'cards'>['items'][number];

const card = css`
  ${surfaceCard};
  position: relative;
  gap: ${theme.space(4)};
  transition:
    box-shadow ${ms(theme.motion.fast)} ease,
    border-color ${ms(theme.motion.fast)} ease,
    transform ${ms(theme.motion.fast)} ease;
  ${theme.mq.md} {
    padding: ${theme.space(8)};
  }
`;

/* The whole card is the link's click target; the link itself stays the one focusable, named element. */
const linked = css`
  &:hover,
  &:focus-within {
    border-color: ${theme.color.accent};
    box-shadow: ${theme.shadow.md};
    transform: translate3d(0, -${theme.motion.hoverLift}px, 0);
  }
`;

/* A card alone in its row: icon, then title and text side by side from the large breakpoint, filling the width. */
const wide = css`
  ${theme.mq.md} {
    flex-direction: row;
    align-items: flex-start;
    gap: ${theme.space(6)};
  }
  ${theme.mq.lg} {
    & > div {
      display: grid;
      grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
      align-items: start;
      gap: ${theme.space(3)} ${theme.space(10)};
    }
    & > div > :not(h2, h3) {
      grid-column: 2;
      max-width: ${theme.size.measure};
    }
  }
`;

/* Without the card: the icon beside the title and text, as an item of a feature list (on phones,
   beside the title only, as in a card, so the text keeps the width). */
const plain = css`
  flex-direction: row;
  align-items: flex-start;
  height: auto;
  padding: 0;
  border: 0;
  border-radius: 0;
  background: none;
  box-shadow: none;
  ${theme.mq.md} {
    padding: 0;
  }
`;

/*
 * Without the card, the icon in a round white badge ringed in the border colour rather than a
 * tinted square: a list of features set apart from the cards of the sections around it.
 */
const openBadge = css`
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surface};
  box-shadow: inset 0 0 0 ${theme.size.hairline} ${theme.color.border};
`;

/* Four to a row leaves little width: tighter padding and a smaller title keep the text readable. */
const compact = css`
  ${theme.mq.xl} {
    padding: ${theme.space(6)};
    h2,
    h3 {
      font-size: ${theme.fontSize.lg};
    }
  }
`;

/*
 * On phones, where cards stand one under another, the icon stands beside the title rather than
 * above it: a column of six cards is a screen shorter, and the text keeps the card's whole width.
 * Not on the narrowest (320 px), where beside the icon a product's name would not fit its line.
 */
const iconBesideTitle = css`
  ${theme.mq.belowMd} and (min-width: 360px) {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    align-items: center;
    /* 10 px under the icon: a title of one line, level with its middle, stays close to its text */
    gap: ${theme.space(2.5)} ${theme.space(4)};
    & > div {
      display: contents;
    }
    & > div > :not(h2, h3) {
      grid-column: 1 / -1;
    }
  }
`;

const body = css`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space(3)};
`;

/*
 * Side by side with other cards, the icon and the words each take one row shared across the row of
 * cards: the icons line up, and so do the links at the foot of the words. The text follows its own
 * title, so a short title beside a long one leaves no hole under it; the room left goes above the link.
 */
const aligned = css`
  ${alignedParts(3)};
`;

const text = css`
  color: ${theme.color.muted};
`;

/* A label that wraps splits into lines of like length, rather than leaving its last word alone. */
const more = css`
  display: flex;
  align-items: center;
  margin-top: auto;
  padding-top: ${theme.space(2)};
  min-height: ${theme.size.target};
  font-weight: ${theme.fontWeight.semibold};
  text-wrap: balance;
  ${stretchedLink}
  &:hover span {
    text-decoration: underline;
  }
`;

/* The arrow goes with the label's last word: a label that wraps never leaves it alone at the edge. */
const withArrow = css`
  white-space: nowrap;
  svg {
    margin-inline-start: ${theme.space(2)};
    vertical-align: -0.125em;
  }
`;

/* A name at the end of a label moves to the next line whole; wider than the line, it wraps inside. */
const lastName = css`
  display: inline-block;
  max-width: 100%;
`;

/**
 * A link's label, the arrow after its last word so that a wrapping label never leaves it alone,
 * and a name the label ends with kept whole where it fits.
 */
function LinkLabel({ label }: { label: string }) {
  const [start, end] = useLabelEnd(label);
  const lastWord = end.lastIndexOf(' ') + 1;
  return (
    <span>
      <KeepCompounds text={start} />
      <span css={lastName}>
        {end.slice(0, lastWord)}
        <span css={withArrow}>
          {end.slice(lastWord)}
          <Icon name="arrowRight" size="small" />
        </span>
      </span>
    </span>
  );
}

interface CardProps {
  item: CardItem;
  /** h3 under the block's heading; h2 when the block has none. */
  level: 'h2' | 'h3';
  layout?: 'stacked' | 'wide' | 'compact' | 'plain';
  /** Set when the card sits in an `alignedItem` of a row of cards. */
  alignParts?: boolean;
}

const toneStyles = Object.fromEntries(
  Object.entries(theme.tones).map(([name, tone]) => [name, css({ background: tone.background, color: tone.foreground })]),
) as Record<CardItem['tone'], SerializedStyles>;

export function Card({ item, level: Heading, layout = 'stacked', alignParts = false }: CardProps) {
  const { ui, language } = useSite();
  const suffix = item.link && linkSuffix(item.link.label, item.title, ui.about, language?.code);
  return (
    <article
      css={[card, item.link && linked, layout === 'wide' && wide, layout === 'compact' && compact, layout === 'plain' && plain, item.icon && layout !== 'wide' && iconBesideTitle, alignParts && aligned]}
      data-tone={item.tone}
    >
      {item.icon && (
        <span css={[badgeBox, toneStyles[item.tone], layout === 'plain' && openBadge]}>
          <Icon name={item.icon} />
        </span>
      )}
      <div css={body}>
        <Heading css={h3Style}>
          <KeepCompounds text={item.title} />
        </Heading>
        <p css={text}>
          <KeepCompounds text={item.text} prose />
        </p>
        {item.cycle && <Cycle {...item.cycle} />}
        {item.link && (
          <SmartLink href={item.link.href} css={more}>
            <LinkLabel label={item.link.label} />
            {suffix && (
              <>
                {suffix.spaced && ' '}
                <VisuallyHidden>{suffix.words}</VisuallyHidden>
              </>
            )}
          </SmartLink>
        )}
      </div>
    </article>
  );
}
