import { z } from 'zod';
import { defineBlock } from './define.ts';
import { heading, link, text } from '../primitives.ts';

export const quickLinksBlock = defineBlock(
  z
    .strictObject({
      type: z.literal('quick-links'),
      heading,
      intro: text.optional(),
      links: z.array(link).min(1).describe('The shortcuts, in reading order'),
    })
    .describe('A short list of shortcuts to other pages'),
  {
    example: {
      type: 'quick-links',
      heading: 'Go Straight To',
      links: [
        { label: 'Services', href: '/services' },
        { label: 'Contact', href: '/contact' },
      ],
    },
  },
);
