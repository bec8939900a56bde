import { z } from 'zod';
import { defineBlock } from './define.ts';
import { heading, id } from '../primitives.ts';

export const quoteBlock = defineBlock(
  z
    .strictObject({
      type: z.literal('quote'),
      heading: heading.optional(),
      testimonial: id.describe('An id from the testimonials list'),
    })
    .describe('A single testimonial shown large'),
  {
    references: { testimonial: 'testimonials' },
    example: {
      type: 'quote',
      heading: 'In Their Words',
      testimonial: 'example-client',
    },
  },
);
