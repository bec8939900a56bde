import { css } from '@emotion/react';
import { useId } from 'react';
import type { BlockOf } from '../../schema/site.ts';
import { Reveal } from '../motion/Reveal.tsx';
import { staggerDelay } from '../motion/stagger.ts';
import { theme } from '../theme/theme.ts';
import { gridList } from '../ui/list.ts';
import { Section } from '../ui/Section.tsx';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import { TestimonialCard } from './parts/TestimonialCard.tsx';
import { pickTestimonials, useTestimonials } from './parts/testimonials.ts';

/* Two columns from md when there are several; a single testimonial takes the row, its quote beside who said it. */
const list = css`
  ${gridList(8)};
  ${theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const single = css`
  ${gridList(8)};
`;

/** Every testimonial (or those the block names), one card each, each arriving after its delay. */
export function Testimonials({ heading, intro, testimonials: ids }: BlockOf<'testimonials'>) {
  const all = useTestimonials();
  const headingId = useId();
  const testimonials = pickTestimonials(all, ids);
  return (
    <Section labelledBy={heading ? headingId : undefined}>
      {heading && <SectionHeading id={headingId} heading={heading} intro={intro} />}
      <ul css={testimonials.length > 1 ? list : single}>
        {testimonials.map((testimonial, index) => (
          <Reveal as="li" key={testimonial.id} delay={staggerDelay(index, testimonial.delay)}>
            <TestimonialCard testimonial={testimonial} wide={testimonials.length === 1} />
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
