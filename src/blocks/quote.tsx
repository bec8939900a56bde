import { css } from '@emotion/react';
import { useId } from 'react';
import type { BlockOf } from '../../schema/site.ts';
import { Reveal } from '../motion/Reveal.tsx';
import { staggerDelay } from '../motion/stagger.ts';
import { theme } from '../theme/theme.ts';
import { Section } from '../ui/Section.tsx';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import { TestimonialCard } from './parts/TestimonialCard.tsx';
import { pickTestimonials, useTestimonials } from './parts/testimonials.ts';

const narrow = css`
  max-width: ${theme.size.narrow};
`;

/** A single testimonial shown large. */
export function Quote({ heading, testimonial: id }: BlockOf<'quote'>) {
  const testimonials = useTestimonials();
  const headingId = useId();
  const testimonial = pickTestimonials(testimonials, [id])[0]!;
  return (
    <Section labelledBy={heading ? headingId : undefined}>
      {heading && <SectionHeading id={headingId} heading={heading} />}
      <Reveal css={narrow} delay={staggerDelay(0, testimonial.delay)}>
        <TestimonialCard testimonial={testimonial} size="large" />
      </Reveal>
    </Section>
  );
}
