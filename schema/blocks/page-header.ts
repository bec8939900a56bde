import { z } from 'zod';
import { defineBlock } from './define.ts';
import { heading, href, image, label, text } from '../primitives.ts';

export const pageHeaderBlock = defineBlock(
  z
    .strictObject({
      type: z.literal('page-header'),
      eyebrow: label.optional().describe('A short line above the heading'),
      heading: heading.describe('The page’s main heading (its only h1)'),
      lead: text.optional().describe('An introductory paragraph under the heading'),
      highlights: z
        .array(label)
        .min(1)
        .max(3)
        .optional()
        .describe('Up to three short facts under the lead, each with a check mark, such as "500+ integrations": what sets this page’s service apart at a glance'),
      action: z
        .strictObject({ label, href })
        .optional()
        .describe('A button under the lead, such as "Book a demo"'),
      image: image.optional().describe('A picture beside the heading on wide screens, under it on phones; the product or service the page is about'),
      tone: z
        .enum(['light', 'dark'])
        .default('light')
        .meta({ title: 'Header background', description: '"dark" sets a service’s page on an ink band, its picture on a light panel' }),
    })
    .describe('The heading band at the top of an inner page'),
  {
    mainHeading: true,
    images: { image: 'header' },
    example: {
      type: 'page-header',
      eyebrow: 'Clinic automation',
      heading: 'Scheduling That Runs Itself',
      lead: 'Bookings, reminders and rebooking handled for you, so the front desk can look after patients.',
      highlights: ['Online booking', 'Automatic reminders'],
      action: { label: 'Book a demo', href: '/contact' },
      image: { src: '/images/care.svg', alt: 'A clinic calendar with booked appointments and a reminder on a phone' },
    },
  },
);
