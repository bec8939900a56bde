import { z } from 'zod';
import { defineBlock } from './define.ts';
import { heading, link, text } from '../primitives.ts';

export const callToActionBlock = defineBlock(
  z
    .strictObject({
      type: z.literal('call-to-action'),
      heading,
      text: text.optional().describe('One line under the heading'),
      action: link.describe('The main button, e.g. Book a free consultation'),
      phone: z.boolean().default(true).describe('Show the company phone beside the button as a tap-to-call link'),
    })
    .describe('A closing band that asks for the call: a heading, one line, a button and the phone number'),
  {
    uiWords: ['orCall'],
    example: {
      type: 'call-to-action',
      heading: 'Ready to Talk About Your Phones?',
      text: 'A free, no-obligation consultation, in plain language.',
      action: { label: 'Book a free consultation', href: '/contact' },
    },
  },
);
