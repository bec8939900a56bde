import { z } from 'zod';
import { defineBlock } from './define.ts';
import { externalUrl, heading, name, text } from '../primitives.ts';

export const projectsBlock = defineBlock(
  z
    .strictObject({
      type: z.literal('projects'),
      heading,
      intro: text.optional(),
      items: z
        .array(
          z.strictObject({
            name,
            href: externalUrl.describe('The project’s address; it opens in a new tab'),
            blurb: text.describe('A sentence on what was built'),
          }),
        )
        .min(1)
        .describe('The projects, in reading order'),
    })
    .describe('Sample projects, each an external link that opens in a new tab'),
  {
    uiWords: ['newTab'],
    example: {
      type: 'projects',
      heading: 'Sample projects',
      items: [{ name: 'Clinic website', href: 'https://example.com/', blurb: 'Booking links and opening hours on every page.' }],
    },
  },
);
