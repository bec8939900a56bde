import { z } from 'zod';
import { href, id, image, text } from '../primitives.ts';

export const bannerBlock = z
  .strictObject({
    type: z.literal('banner'),
    id: id.optional(),
    image,
    tag: text.describe('A short label above the title'),
    title: text,
    subtitle: text,
    link: z
      .strictObject({ label: text.default('Get Started'), href })
      .optional()
      .describe('Adds a button; its label defaults to "Get Started"'),
    reverse: z.boolean().default(false).describe('Put the image on the right instead of the left'),
  })
  .describe('An image beside a tag, title, subtitle and optional button; mirrored by "reverse"');
