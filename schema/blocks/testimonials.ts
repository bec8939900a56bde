import { z } from 'zod';
import { defineBlock } from './define.ts';
import { heading, testimonialChoice, text } from '../primitives.ts';

export const testimonialsBlock = defineBlock(
  z
    .strictObject({
      type: z.literal('testimonials'),
      heading: heading.optional(),
      intro: text.optional(),
      testimonials: testimonialChoice,
    })
    .describe('Every testimonial (or those chosen), one card each, revealed one after another'),
  {
    references: { testimonials: 'testimonials' },
    example: {
      type: 'testimonials',
      heading: 'What Clients Say',
    },
  },
);
