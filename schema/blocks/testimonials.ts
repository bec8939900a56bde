import { z } from 'zod';
import { defineBlock } from './define.ts';
import { heading, id, text } from '../primitives.ts';

export const testimonialsBlock = defineBlock(
  z
    .strictObject({
      type: z.literal('testimonials'),
      heading: heading.optional(),
      intro: text.optional(),
      testimonials: z
        .array(id)
        .min(1)
        .optional()
        .describe('Ids from the testimonials list, to choose and order them; leave it out to show every testimonial'),
    })
    .describe('Every testimonial (or those chosen), one card each, revealed one after another'),
  {
    references: { testimonials: 'testimonials' },
    example: {
      type: 'testimonials',
      heading: 'What clients say',
    },
  },
);
