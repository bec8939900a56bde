import { z } from 'zod';
import { defineBlock } from './define.ts';
import { heading, id, text } from '../primitives.ts';

const statement = z.strictObject({
  id: id.optional().describe('Anchor id for this statement'),
  heading: heading.describe('A short name, such as "Mission"'),
  text: text.describe('The statement itself, one or two sentences'),
});

export const statementsBlock = defineBlock(
  z
    .strictObject({
      type: z.literal('statements'),
      items: z.array(statement).min(1).max(3).describe('One to three statements, side by side on wide screens'),
    })
    .describe('Short statements set large and side by side, each under its own heading (mission, vision, values)'),
  {
    example: {
      type: 'statements',
      items: [
        { heading: 'Mission', text: 'Honest advice and a phone system that fits, at the vendor’s price.' },
        { heading: 'Vision', text: 'Choosing business technology as clear as reading a price tag.' },
      ],
    },
  },
);
