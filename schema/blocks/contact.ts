import { z } from 'zod';
import { defineBlock } from './define.ts';
import { text } from '../primitives.ts';

export const contactBlock = defineBlock(
  z
    .strictObject({
      type: z.literal('contact'),
      heading: text,
      intro: text.optional(),
      phoneLabel: text.default('Phone'),
      emailLabel: text.default('Sales e-mail'),
      directorLabel: text.default('Director'),
      note: text.optional(),
    })
    .describe('The company’s phone, sales e-mail and director, read from company; no form'),
  {
    example: {
      type: 'contact',
      heading: 'Talk to us',
      intro: 'Call or write; a person answers within one business day.',
    },
  },
);
