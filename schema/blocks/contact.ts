import { z } from 'zod';
import { defineBlock } from './define.ts';
import { heading, icon, image, label, link, saysInEnglish, text } from '../primitives.ts';

export const contactBlock = defineBlock(
  z
    .strictObject({
      type: z.literal('contact'),
      heading,
      intro: text.optional(),
      phoneLabel: saysInEnglish(label, 'Phone'),
      emailLabel: saysInEnglish(label, 'Sales e-mail'),
      directorLabel: saysInEnglish(label, 'Director'),
      directorPicture: image.optional().describe('The director’s portrait beside their name; without one, their initials are shown'),
      details: z
        .array(
          z.strictObject({
            label: label.describe('What the fact is, such as "Hours"'),
            text: text.describe('The fact, such as "Monday to Friday, 8:30 a.m. to 5 p.m."'),
            icon: icon.optional().describe('An icon before the label, such as "clock" for hours'),
          }),
        )
        .max(6)
        .optional()
        .describe('Facts a caller wants before calling, under the ways to reach the company: hours, the area served, how soon a reply comes'),
      booking: link.optional().describe('A button to book a time, such as the company’s scheduling page; leave it out for none'),
      note: text.optional(),
    })
    .describe('The company’s phone, sales e-mail and director, read from company, with the facts a caller wants first; no form'),
  {
    images: { directorPicture: 'portrait' },
    example: {
      type: 'contact',
      heading: 'Talk to Us',
      intro: 'Call or write; a person answers within one business day.',
      details: [
        { label: 'Hours', text: 'Monday to Friday, 8:30 a.m. to 5 p.m. Central Time', icon: 'clock' },
        { label: 'Reply', text: 'Within one business day' },
      ],
    },
  },
);
