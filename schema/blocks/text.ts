import { z } from 'zod';
import { defineBlock } from './define.ts';
import { heading, id, text } from '../primitives.ts';

export const textBlock = defineBlock(
  z
    .strictObject({
      type: z.literal('text'),
      id: id.optional(),
      heading,
      paragraphs: z.array(text).default([]).describe('Paragraphs under the heading'),
      list: z.array(text).optional().describe('A bulleted list after the paragraphs'),
      tone: z.enum(['plain', 'muted']).default('plain').describe('"muted" sets the section on a tinted band'),
    })
    .describe('A section of prose: a heading, paragraphs and an optional bulleted list'),
  {
    example: {
      type: 'text',
      heading: 'Our Story',
      paragraphs: ['We started by helping one clinic leave its old phone system behind.'],
      list: ['Independent advice', 'No margins on hardware or plans'],
    },
  },
);
