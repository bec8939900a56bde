import { z } from 'zod';
import { defineBlock } from './define.ts';
import { band, delay, heading, href, icon, id, label, saysInEnglish, text, title, tone } from '../primitives.ts';

const card = z.strictObject({
  id,
  title,
  text: text.describe('The card’s description'),
  icon: icon.optional(),
  tone: tone.default('teal'),
  delay,
  link: z
    .strictObject({ label: saysInEnglish(label, 'Learn more'), href })
    .optional()
    .describe('Makes the card lead somewhere; the label defaults to "Learn more"'),
  cycle: z
    .strictObject({
      stages: z.array(label).min(3).max(5).describe('The stages in order, each a word or two: "Booking", "Reminder", "Visit"'),
      again: label.describe('What leads from the last stage back to the first: "Rebooking"'),
    })
    .optional()
    .describe('Work that comes round again, drawn under the text as its stages and the way back to the first'),
});

export const cardsBlock = defineBlock(
  z
    .strictObject({
      type: z.literal('cards'),
      id: id.optional().describe('Anchor id for the section'),
      heading: heading.optional(),
      intro: text.optional(),
      columns: z.literal([1, 2, 3, 4]).default(3).describe('Cards per row on wide screens'),
      variant: z
        .enum(['card', 'plain'])
        .default('card')
        .describe('"card" stands each item on a bordered card; "plain" lists them with their icons, without cards, for lighter feature lists'),
      items: z.array(card).min(1).describe('The cards, in reading order'),
      tone: band,
    })
    .describe('A grid of cards with icon, title, text and an optional link (why-choose, services, CARE features)'),
  {
    example: {
      type: 'cards',
      heading: 'Why Choose Us',
      columns: 3,
      items: [
        { id: 'tailored', title: 'Tailored Advice', text: 'A system chosen for how your office works.', icon: 'tailored' },
        { id: 'direct', title: 'Direct Vendor Billing', text: 'You pay the vendor; we add no margin.', icon: 'receipt', tone: 'wheat' },
        { id: 'support', title: 'Ongoing Support', text: 'One call to us when something needs to change.', icon: 'support', tone: 'sky', link: { href: '/contact' } },
      ],
    },
    uiWords: ['about'],
  },
);
