import { z } from 'zod';
import { id, text } from '../primitives.ts';

export const textBlock = z
  .strictObject({
    type: z.literal('text'),
    id: id.optional(),
    heading: text,
    paragraphs: z.array(text).default([]),
    list: z.array(text).optional().describe('A bulleted list after the paragraphs'),
    tone: z.enum(['plain', 'muted']).default('plain').describe('"muted" sets the section on a tinted band'),
  })
  .describe('A section of prose: a heading, paragraphs and an optional bulleted list');
