import { css } from '@emotion/react';
import type { Testimonial } from '../../../schema/site.ts';
import { LANGUAGES, type Typography } from '../../../core/languages.ts';
import { Icon } from '../../icons/Icon.tsx';
import type { UiIconName } from '../../icons/ui-icons.tsx';
import { theme } from '../../theme/theme.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { surfaceCard } from '../../ui/surface.ts';
import { useSite } from '../../site-context.tsx';
import { KeepCompounds } from '../../ui/KeepCompounds.tsx';
import { leadWrap } from '../../ui/lead.ts';

const figure = css`
  ${surfaceCard};
  gap: ${theme.space(6)};
  margin: 0;
  padding: ${theme.space(8)} ${theme.space(6)};
  box-shadow: ${theme.shadow.md};
  ${theme.mq.md} {
    padding: ${theme.space(12)} ${theme.space(14)};
  }
`;

const mark = css`
  width: ${theme.size.iconBadge};
  height: ${theme.size.iconBadge};
  color: ${theme.color.highlight};
`;

/* Set large, as a lead is, and wrapped as one (see leadWrap): no word alone on its last line. */
const quote = css`
  margin: 0;
  color: ${theme.color.ink};
  font-size: ${theme.fontSize.quote};
  line-height: ${theme.lineHeight.body};
  ${leadWrap};
`;

const large = css`
  font-size: ${theme.fontSize.quoteLarge};
`;

/*
 * A testimonial given a whole row: from the large breakpoint, who said it in a column of their own
 * (their portrait, name and role) beside the quote, set from the left at a reading width: the row
 * is filled by two columns rather than by a long centred quote, which read as a wall of centred
 * lines.
 */
const wideFigure = css`
  ${theme.mq.lg} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 2.4fr);
    grid-template-areas:
      'who mark'
      'who quote';
    align-items: start;
    column-gap: ${theme.space(14)};
    row-gap: ${theme.space(4)};
    & > svg {
      grid-area: mark;
      width: ${theme.space(12)};
      height: ${theme.space(12)};
    }
    & > blockquote {
      grid-area: quote;
      max-width: ${theme.size.quoteMeasure};
    }
  }
`;

const wideCaption = css`
  ${theme.mq.lg} {
    grid-area: who;
    flex-direction: column;
    align-items: flex-start;
    align-self: stretch;
    justify-content: center;
    margin-top: 0;
    padding-right: ${theme.space(10)};
    border-right: ${theme.size.hairline} solid ${theme.color.border};
  }
`;

const caption = css`
  display: flex;
  align-items: center;
  gap: ${theme.space(4)};
  margin-top: auto;
`;

const name = css`
  display: block;
  color: ${theme.color.ink};
  font-weight: ${theme.fontWeight.bold};
`;

/* Who said it, in a line or two: two lines read best as even ones. */
const role = css`
  display: block;
  color: ${theme.color.muted};
  font-size: ${theme.fontSize.sm};
  text-wrap: balance;
`;

const translation = css`
  display: block;
  margin-top: ${theme.space(1)};
  color: ${theme.color.muted};
  font-size: ${theme.fontSize.xs};
  font-style: italic;
`;

/** The drawing of each language's opening quotation mark. */
const QUOTE_MARKS = { '“': 'quote', '«': 'guillemets' } as const satisfies Record<Typography['openingQuote'], UiIconName>;

/**
 * One testimonial: the quote, then who said it, with their portrait or initials, and whether the
 * quote is a translation of their words.
 */
export function TestimonialCard({ testimonial, size = 'regular', wide = false }: { testimonial: Testimonial; size?: 'regular' | 'large'; wide?: boolean }) {
  const { ui, language } = useSite();
  const { openingQuote } = LANGUAGES[language?.code ?? 'en'].typography;
  return (
    <figure css={[figure, wide && wideFigure]}>
      <Icon name={QUOTE_MARKS[openingQuote]} css={mark} />
      <blockquote css={[quote, size === 'large' && large]}>
        <p><KeepCompounds text={testimonial.text} prose /></p>
      </blockquote>
      <figcaption css={[caption, wide && wideCaption]}>
        {/* the portrait a size up in its own column */}
        <Avatar name={testimonial.name} image={testimonial.image} size={wide ? 'quote' : 'regular'} />
        <span>
          <span css={name}>{testimonial.name}</span>
          <span css={role}><KeepCompounds text={testimonial.company} /></span>
          {testimonial.translated && <span css={translation}>{ui.translatedQuote}</span>}
        </span>
      </figcaption>
    </figure>
  );
}
