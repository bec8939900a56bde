import { z } from 'zod';
import { defineBlock } from './define.ts';
import { heading, label, saysInEnglish, text } from '../primitives.ts';

export const contactBlock = defineBlock(
  z
    .strictObject({
      type: z.literal('contact'),
      heading,
      intro: text.optional(),
      phoneLabel: saysInEnglish(label, 'Phone'),
      emailLabel: saysInEnglish(label, 'Sales e-mail'),
      directorLabel: saysInEnglish(label, 'Director'),
      note: text.optional(),
    })
    .describe('The company’s phone, sales e-mail and director, read from company; no form'),
  {
    example: {
      type: 'contact',
      heading: 'Talk to Us',
      intro: 'Call or write; a person answers within one business day.',
    },
  },
);
