import { z } from 'zod';
import { defineBlock } from './define.ts';
import { heading, image, label, text } from '../primitives.ts';

export const founderBlock = defineBlock(
  z
    .strictObject({
      type: z.literal('founder'),
      heading,
      role: label.describe('The founder’s role; the name comes from company.director'),
      paragraphs: z.array(text).min(1).describe('The founder’s story, a paragraph each'),
      image: image.optional().describe('A portrait; without one, initials are shown'),
    })
    .describe('Meet the Founder: the director named in company, a role and a short biography'),
  {
    images: { image: 'portraitLarge' },
    example: {
      type: 'founder',
      heading: 'Meet the Founder',
      role: 'Founder and director',
      paragraphs: ['Twenty years of helping clinics and councils choose their phone systems.'],
    },
  },
);
