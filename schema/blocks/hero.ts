import { z } from 'zod';
import { defineBlock } from './define.ts';
import { heading, image, label, link, text } from '../primitives.ts';

export const heroBlock = defineBlock(
  z
    .strictObject({
      type: z.literal('hero'),
      eyebrow: label.optional().describe('A short line above the heading'),
      heading: heading.describe('The page’s main heading (its only h1)'),
      pitch: text.describe('One or two sentences under the heading'),
      action: link.describe('The main button, e.g. Get Started'),
      secondaryAction: link.optional().describe('A quieter second link beside the button'),
      image: image.optional().describe('An illustration beside the text (hidden on small phones)'),
    })
    .describe('The opening section of the home page: heading, pitch and a call to action'),
  {
    mainHeading: true,
    images: { image: 'hero' },
    example: {
      type: 'hero',
      heading: 'Business Phones, Chosen for You',
      pitch: 'Independent advice and transparent pricing, with no margins added.',
      action: { label: 'Get started', href: '/services' },
      image: { src: '/images/hero.svg', alt: 'A cloud connecting desk phones and laptops' },
    },
  },
);
