import { css } from '@emotion/react';
import { useId } from 'react';
import type { BlockOf } from '../../schema/site.ts';
import { Icon } from '../icons/Icon.tsx';
import { Reveal } from '../motion/Reveal.tsx';
import { staggerDelay } from '../motion/stagger.ts';
import { useSite } from '../site-context.tsx';
import { theme } from '../theme/theme.ts';
import { containerStyle } from '../ui/Container.tsx';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { Carousel } from './carousel/Carousel.tsx';
import { TestimonialCard } from './parts/TestimonialCard.tsx';
import { pickTestimonials, useTestimonials } from './parts/testimonials.ts';

const band = css`
  padding-block: ${theme.space(theme.sectionSpace.base)};
  background: ${theme.color.surfaceAlt};
  border-block: ${theme.size.hairline} solid ${theme.color.border};
  ${theme.mq.md} {
    padding-block: ${theme.space(theme.sectionSpace.md)};
  }
`;

/*
 * The heading, the testimonials and the link to all of them, stacked. With several testimonials,
 * from the large breakpoint, the heading and the link take a third of the row, beside the carousel
 * and level with its top. One testimonial takes the whole row under its heading, who said it in a
 * column beside the quote (see TestimonialCard's wide), so that no column is left half empty, and
 * the link stands at the end of the heading's row.
 */
const layout = css`
  display: grid;
  grid-template-areas: 'heading' 'slides' 'more';
  grid-template-columns: minmax(0, 1fr);
`;

const besideLayout = css`
  ${theme.mq.lg} {
    grid-template-areas: 'heading slides' 'more slides' '. slides';
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    grid-template-rows: auto auto 1fr;
    column-gap: ${theme.space(16)};
    & > p {
      margin-top: 0;
    }
  }
`;

/* One testimonial: from md, the link to the others at the end of the heading's row rather than alone under the card. */
const singleLayout = css`
  ${theme.mq.md} {
    grid-template-areas: 'heading more' 'slides slides';
    grid-template-columns: minmax(0, 1fr) auto;
    column-gap: ${theme.space(8)};
    & > p {
      margin-top: 0;
    }
  }
`;

const headingArea = css`
  grid-area: heading;
`;

const slides = css`
  grid-area: slides;
  max-width: ${theme.size.narrow};
  ${theme.mq.lg} {
    max-width: none;
  }
`;

const more = css`
  grid-area: more;
  display: flex;
  align-self: start;
  margin-top: ${theme.space(8)};
  a {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(2)};
    min-height: ${theme.size.target};
    font-weight: ${theme.fontWeight.semibold};
  }
`;

/**
 * Testimonials one at a time. With several it is a carousel (APG pattern: a labelled region whose
 * role description says so); with one it is simply that testimonial, with no dots, controls or autoplay.
 * Either way it reveals as one piece, after the first testimonial's delay (see staggerDelay): the
 * slides share one place, so revealing them one by one would fade each in as it first slides in.
 */
export function CarouselBlock(block: BlockOf<'carousel'>) {
  const { ui } = useSite();
  const all = useTestimonials();
  const headingId = useId();
  const slidesId = useId();
  const testimonials = pickTestimonials(all, block.testimonials);
  const first = testimonials[0]!;
  const several = testimonials.length > 1;
  return (
    <section aria-labelledby={headingId} aria-roledescription={several ? ui.carousel : undefined} data-band="muted" css={band}>
      <div css={[containerStyle, layout, several ? besideLayout : singleLayout]}>
        <div css={headingArea}>
          <SectionHeading id={headingId} heading={block.heading} intro={block.intro} />
        </div>
        <Reveal css={slides} delay={staggerDelay(0, first.delay)}>
          {several ? (
            <Carousel block={block} testimonials={testimonials} slidesId={slidesId} />
          ) : (
            <TestimonialCard testimonial={first} wide />
          )}
        </Reveal>
        {block.link && (
          <p css={more}>
            <SmartLink href={block.link.href}>
              {block.link.label}
              <Icon name="arrowRight" size="small" />
            </SmartLink>
          </p>
        )}
      </div>
    </section>
  );
}
