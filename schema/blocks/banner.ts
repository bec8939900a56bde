import { z } from 'zod';
import { defineBlock } from './define.ts';
import { band, href, id, image, label, saysInEnglish, text, title } from '../primitives.ts';

export const bannerBlock = defineBlock(
  z
    .strictObject({
      type: z.literal('banner'),
      id: id.optional(),
      image,
      tag: label.describe('A short label above the title'),
      title,
      subtitle: text,
      link: z
        .strictObject({ label: saysInEnglish(label, 'Get Started'), href })
        .optional()
        .describe('Adds a button; its label defaults to "Get Started"'),
      reverse: z.boolean().default(false).describe('Put the image on the right instead of the left'),
      tone: band,
    })
    .describe('An image beside a tag, title, subtitle and optional button; mirrored by "reverse"'),
  {
    images: { image: 'banner' },
    example: {
      type: 'banner',
      image: { src: '/images/ringcentral.svg', alt: 'A cloud phone system on a desk phone, a laptop and a mobile' },
      tag: 'Cloud telephony',
      title: 'One Phone System for Every Office',
      subtitle: 'Calls, video meetings and messages in one place, billed directly by the vendor.',
      link: { href: '/contact' },
    },
  },
);
