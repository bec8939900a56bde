import { css } from '@emotion/react';
import { useId } from 'react';
import type { BlockOf } from '../../schema/site.ts';
import { Icon } from '../icons/Icon.tsx';
import { Reveal } from '../motion/Reveal.tsx';
import { staggerDelay } from '../motion/stagger.ts';
import { surfaceCard } from '../ui/surface.ts';
import { ms, theme } from '../theme/theme.ts';
import { alignedItemFrom, alignedParts, stack } from '../ui/list.ts';
import { Section } from '../ui/Section.tsx';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import { CheckList } from './parts/CheckList.tsx';
import { ButtonLink } from '../ui/Button.tsx';
import { KeepCompounds } from '../ui/KeepCompounds.tsx';
import { useSite } from '../site-context.tsx';
import { nameSuffix } from './parts/links.ts';

/*
 * Stacked on tablets. Side by side from the large breakpoint (up to three a row), the
 * cards share four rows (name, summary, features, action; see alignedItem), so that a summary of
 * three lines beside ones of two moves its neighbours' features down with its own: each divider
 * and each list starts level. The badge rides on the edge, out of the rows.
 */
const grid = css`
  ${stack(6)};
  --parts: 4;
  /*
   * On phones, a row to swipe through, each card most of the screen's width and the next one
   * showing at the edge: three plans one under another ran to 1,700 px before the table that
   * compares them. The row runs to the screen's edges; the room above is the badge's.
   */
  ${theme.mq.belowMd} {
    grid-template-columns: none;
    grid-auto-flow: column;
    grid-auto-columns: min(max(85%, ${theme.size.tierPhoneMin}), ${theme.size.tierPhone});
    gap: ${theme.space(4)};
    margin-inline: -${theme.space(theme.gutter.base)};
    padding: ${theme.space(4)} ${theme.space(theme.gutter.base)} ${theme.space(6)};
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-snap-type: x mandatory;
    scroll-padding-inline: ${theme.space(theme.gutter.base)};
    scrollbar-width: thin;
    & > * {
      scroll-snap-align: start;
    }
    /*
     * Where the browser draws scroll markers, a dot per plan under the row says how many there
     * are and which one is in view; each dot scrolls to its plan and is named after it.
     */
    scroll-marker-group: after;
    &::scroll-marker-group {
      display: flex;
      justify-content: center;
      gap: ${theme.space(2)};
      padding-top: ${theme.space(1)};
    }
    & > *::scroll-marker {
      content: '' / attr(data-plan);
      width: ${theme.space(2.5)};
      height: ${theme.space(2.5)};
      border: 1.5px solid ${theme.color.muted};
      border-radius: ${theme.radius.pill};
      transition: width ${ms(theme.motion.fast)} ease;
    }
    & > *::scroll-marker:target-current {
      width: ${theme.space(6)};
      border-color: ${theme.color.accent};
      background: ${theme.color.accent};
    }
    & > *::scroll-marker:focus-visible {
      outline: ${theme.size.focusRing} solid ${theme.color.focus};
      outline-offset: 2px;
    }
  }
  ${theme.mq.lg} {
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
  }
`;

const alignedTier = alignedItemFrom(theme.mq.lg);
const alignedCard = alignedParts(0, theme.mq.lg);

const card = css`
  ${surfaceCard};
  position: relative;
  border-top: ${theme.size.accentBar} solid ${theme.color.accent};
  /* a little narrower than other cards on phones, so that the actions' labels stay on one line */
  padding-inline: ${theme.space(5)};
  ${theme.mq.md} {
    padding: ${theme.space(8)};
  }
  /* three to a row: a narrower frame leaves the features room to stay on one line */
  ${theme.mq.lg} {
    padding-inline: ${theme.space(6)};
  }
`;

/* The plan to start from: a stronger outline and shadow, its badge riding on the top edge. */
const highlighted = css`
  border: ${theme.size.ring} solid ${theme.color.accent};
  border-top-width: ${theme.size.accentBar};
  box-shadow: ${theme.shadow.lg};
  /* room under the badge, whose lower half reaches into the card */
  padding-top: ${theme.space(8)};
`;

const badgeStyle = css`
  position: absolute;
  top: 0;
  left: ${theme.space(6)};
  transform: translateY(-50%);
  margin: 0;
  padding: ${theme.space(1)} ${theme.space(3)};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.highlight};
  color: ${theme.color.ink};
  font-size: ${theme.fontSize.xs};
  font-weight: ${theme.fontWeight.bold};
  letter-spacing: ${theme.letterSpacing.label};
  text-transform: uppercase;
`;

const actionStyle = css`
  margin-top: auto;
  padding-top: ${theme.space(6)};
  ${theme.mq.lg} {
    grid-row: 4;
    align-self: end;
  }
`;

/* A step below the section's heading, as every card's title is, and above the cards' others. */
const title = css`
  font-size: ${theme.fontSize.tier};
  font-weight: ${theme.fontWeight.bold};
  letter-spacing: ${theme.letterSpacing.heading};
  ${theme.mq.lg} {
    grid-row: 1;
  }
`;

const summaryStyle = css`
  margin-top: ${theme.space(2)};
  padding-bottom: ${theme.space(5)};
  border-bottom: ${theme.size.hairline} solid ${theme.color.border};
  color: ${theme.color.muted};
  ${theme.mq.lg} {
    grid-row: 2;
  }
`;

/*
 * As tall as its own items: stretched to its row's tallest, a short list spread them apart. A step
 * below the body, as a plan's list of features is read down rather than through.
 */
const features = css`
  margin-top: ${theme.space(5)};
  font-size: ${theme.fontSize.sm};
  ${theme.mq.lg} {
    grid-row: 3;
    align-self: start;
  }
`;

const noteStyle = css`
  display: flex;
  gap: ${theme.space(3)};
  max-width: ${theme.size.measure};
  margin-top: ${theme.space(10)};
  color: ${theme.color.muted};
  svg {
    color: ${theme.color.accent};
  }
`;

/** Plan tiers side by side, each a card with its name, its features with check marks and an action; one may be set apart. */
export function Tiers({ heading, intro, tiers, note }: BlockOf<'tiers'>) {
  const headingId = useId();
  const { language } = useSite();
  return (
    <Section labelledBy={headingId} band="muted">
      <SectionHeading id={headingId} heading={heading} intro={intro} />
      <div css={grid}>
        {tiers.map((tier, index) => (
          <Reveal key={tier.title} delay={staggerDelay(index, tier.delay)} css={alignedTier} data-plan={tier.title}>
            <article css={[card, alignedCard, tier.highlight && highlighted]}>
              {tier.highlight && tier.badge && <p css={badgeStyle}>{tier.badge}</p>}
              <h3 css={title}><KeepCompounds text={tier.title} /></h3>
              {tier.summary && <p css={summaryStyle}><KeepCompounds text={tier.summary} prose /></p>}
              <CheckList items={tier.features} css={features} />
              {tier.action && (
                <p css={actionStyle}>
                  {/* A label that does not name its plan (« Parlons du forfait ») names it to screen readers. */}
                  <ButtonLink
                    href={tier.action.href}
                    variant={tier.highlight ? 'primary' : 'secondary'}
                    hint={nameSuffix(tier.action.label, tier.title, language?.code)}
                  >
                    {tier.action.label}
                  </ButtonLink>
                </p>
              )}
            </article>
          </Reveal>
        ))}
      </div>
      {note && (
        <p css={noteStyle}>
          <Icon name="info" />
          <span><KeepCompounds text={note} prose /></span>
        </p>
      )}
    </Section>
  );
}
