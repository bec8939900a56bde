import { z } from 'zod';
import { defineBlock } from './define.ts';
import { text } from '../primitives.ts';

export const pageHeaderBlock = defineBlock(
  z
    .strictObject({
      type: z.literal('page-header'),
      eyebrow: text.optional().describe('A short line above the heading'),
      heading: text.describe('The page’s main heading (its only h1)'),
      lead: text.optional().describe('An introductory paragraph under the heading'),
    })
    .describe('The heading band at the top of an inner page'),
  {
    mainHeading: true,
    example: {
      type: 'page-header',
      eyebrow: 'Services',
      heading: 'Business telephone',
      lead: 'Cloud phone systems, chosen for you and billed by the vendor.',
    },
  },
);
