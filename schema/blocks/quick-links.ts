import { z } from 'zod';
import { link, text } from '../primitives.ts';

export const quickLinksBlock = z
  .strictObject({
    type: z.literal('quick-links'),
    heading: text,
    intro: text.optional(),
    links: z.array(link).min(1),
  })
  .describe('A short list of shortcuts to other pages');
