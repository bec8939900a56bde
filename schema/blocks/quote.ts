import { z } from 'zod';
import { id, text } from '../primitives.ts';

export const quoteBlock = z
  .strictObject({
    type: z.literal('quote'),
    heading: text.optional(),
    testimonial: id.describe('An id from the testimonials list'),
  })
  .describe('A single testimonial shown large');
