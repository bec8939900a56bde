import { z } from 'zod';
import { defineBlock } from './define.ts';
import { heading, id, text, title } from '../primitives.ts';

const part = z.strictObject({
  title,
  point: text.optional().describe('The part in one sentence, set first and larger for readers who skim'),
  paragraphs: z.array(text).min(1).describe('Paragraphs of this part'),
  list: z
    .strictObject({
      heading: heading.optional(),
      items: z.array(text).min(1).describe('The bulleted items'),
      note: text.optional().describe('A remark under the list, e.g. that it is sample content'),
    })
    .optional()
    .describe('A bulleted list after the paragraphs'),
});

export const summaryBlock = defineBlock(
  z
    .strictObject({
      type: z.literal('summary'),
      id: id.optional(),
      heading,
      intro: text.optional(),
      parts: z.array(part).min(1).describe('The parts, each with its title and paragraphs'),
    })
    .describe('A multi-part document such as the Executive Summary, each part with an optional list'),
  {
    example: {
      type: 'summary',
      heading: 'At a Glance',
      parts: [
        { title: 'Who We Serve', point: 'Small public offices and clinics.', paragraphs: ['Clinics, councils and non-profits across the province.'] },
        { title: 'Where We Have Worked', paragraphs: ['A few of the places we have helped.'], list: { items: ['A dental clinic in a small town'], note: 'Sample content.' } },
      ],
    },
  },
);
