import { z } from 'zod';
import { text } from '../primitives.ts';

export const contactBlock = z
  .strictObject({
    type: z.literal('contact'),
    heading: text,
    intro: text.optional(),
    phoneLabel: text.default('Phone'),
    emailLabel: text.default('Sales e-mail'),
    directorLabel: text.default('Director'),
    note: text.optional(),
  })
  .describe('The company’s phone, sales e-mail and director, read from company; no form');
