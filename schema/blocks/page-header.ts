import { z } from 'zod';
import { text } from '../primitives.ts';

export const pageHeaderBlock = z
  .strictObject({
    type: z.literal('page-header'),
    eyebrow: text.optional().describe('A short line above the heading'),
    heading: text.describe('The page’s main heading (its only h1)'),
    lead: text.optional().describe('An introductory paragraph under the heading'),
  })
  .describe('The heading band at the top of an inner page');
