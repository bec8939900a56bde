import { z } from 'zod';
import { defineBlock } from './define.ts';
import { externalUrl, heading, image, name, text } from '../primitives.ts';

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
            image: image.optional().describe('A picture of the project, shown across the top of its card'),
          }),
        )
        .min(1)
        .describe('The projects, in reading order'),
    })
    .describe('Sample projects, each an external link that opens in a new tab'),
  {
    uiWords: ['newTab'],
    images: { 'items.image': 'card' },
    example: {
      type: 'projects',
      heading: 'Sample Projects',
      items: [
        {
          name: 'Clinic Website',
          href: 'https://example.com/',
          blurb: 'Booking links and opening hours on every page.',
          image: { src: '/images/projects/clinic-website.jpg', alt: 'A clinic’s home page with a call button and practitioner profiles' },
        },
      ],
    },
  },
);
