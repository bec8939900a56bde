import { z } from 'zod';
import { defineBlock } from './define.ts';
import { heading, label, text } from '../primitives.ts';

export const pageHeaderBlock = defineBlock(
  z
    .strictObject({
      type: z.literal('page-header'),
      eyebrow: label.optional().describe('A short line above the heading'),
      heading: heading.describe('The page’s main heading (its only h1)'),
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
