import { z } from 'zod';
import { defineBlock } from './define.ts';
import { band, heading, id, image, label, text } from '../primitives.ts';

export const textBlock = defineBlock(
  z
    .strictObject({
      type: z.literal('text'),
      id: id.optional(),
      heading,
      paragraphs: z.array(text).default([]).describe('Paragraphs under the heading'),
      list: z.array(text).optional().describe('A bulleted list after the paragraphs'),
      facts: z
        .array(z.strictObject({ label: label.describe('What the fact is, such as "Founded"'), value: label.describe('The fact, such as "November 2024, in Winnipeg"') }))
        .min(1)
        .max(4)
        .optional()
        .describe('Up to four key facts under the heading, beside the prose on wide screens'),
      tone: band,
      image: image.optional().describe('A picture beside the prose on wide screens (on its right), above it on phones'),
    })
    .describe('A section of prose: a heading, paragraphs, an optional bulleted list and an optional picture beside them'),
  {
    images: { image: 'banner' },
    example: {
      type: 'text',
      heading: 'Our Story',
      paragraphs: ['We started by helping one clinic leave its old phone system behind.'],
      list: ['Independent advice', 'No margins on hardware or plans'],
    },
  },
);
