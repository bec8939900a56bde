import { z } from 'zod';
import { defineBlock } from './define.ts';
import { delay, heading, id, text, title } from '../primitives.ts';

export const stepsBlock = defineBlock(
  z
    .strictObject({
      type: z.literal('steps'),
      id: id.optional().describe('Anchor id for the section'),
      heading,
      intro: text.optional(),
      steps: z
        .array(
          z.strictObject({
            title: title.describe('What happens at this step, in a few words'),
            text: text.describe('What it means for the client'),
            delay,
          }),
        )
        .min(2)
        .describe('The steps, in the order they happen; they are numbered'),
    })
    .describe('A process in numbered steps: side by side on wide screens, one under another on phones'),
  {
    example: {
      type: 'steps',
      heading: 'How an Engagement Works',
      steps: [
        { title: 'Consultation', text: 'A free review of your phones and contracts.' },
        { title: 'Recommendation', text: 'A plain comparison of the options that fit.' },
        { title: 'Set-up', text: 'Numbers, call flows and devices configured for you.' },
      ],
    },
  },
);
