import { z } from 'zod';
import { defineBlock } from './define.ts';
import { heading, link, testimonialChoice, text } from '../primitives.ts';

export const carouselBlock = defineBlock(
  z
    .strictObject({
      type: z.literal('carousel'),
      heading,
      intro: text.optional(),
      testimonials: testimonialChoice,
      autoplay: z
        .strictObject({
          enabled: z.boolean().default(true).describe('Whether the slides move on by themselves'),
          delay: z.int().min(1000).max(20000).default(3000).describe('How long each slide stays, in thousandths of a second (3000 is 3 seconds)'),
        })
        .prefault({})
        .describe('Autoplay pauses on hover and focus and never runs for visitors who prefer reduced motion'),
      speed: z.int().min(100).max(2000).default(500).describe('How long the move to the next slide takes, in thousandths of a second (500 is half a second)'),
      loop: z.boolean().default(true).describe('After the last slide, start again at the first'),
      link: link.optional().describe('A link under the carousel, e.g. View More'),
    })
    .describe('Testimonials one at a time, with dots, swipe and autoplay'),
  {
    references: { testimonials: 'testimonials' },
    uiWords: ['pause', 'play', 'slide', 'carousel', 'carouselSlide', 'of'],
    example: {
      type: 'carousel',
      heading: 'What Clients Say',
      testimonials: ['example-client', 'example-partner'],
      link: { label: 'More testimonials', href: '/testimonials' },
    },
  },
);
