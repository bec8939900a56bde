import { z } from 'zod';
import { defineBlock } from './define.ts';
import { band, heading, id, label, title } from '../primitives.ts';

export const proofBlock = defineBlock(
  z
    .strictObject({
      type: z.literal('proof'),
      id: id.optional().describe('Anchor id for the section'),
      heading: heading.describe('A short name for the strip, shown small above it, such as "At a Glance"'),
      groups: z
        .array(
          z.strictObject({
            title: title.describe('What the group says, such as "Who We Serve" or "Vendors We Work With"'),
            items: z.array(label).min(1).max(8).describe('Short facts: sectors, places, vendor names or promises; no client names without their consent'),
            look: z
              .enum(['tags', 'checks'])
              .default('tags')
              .describe('"tags" shows each item as a small label (sectors, places, vendors); "checks" lists them with a check mark (promises)'),
          }),
        )
        .min(1)
        .max(4)
        .describe('Up to four groups of facts side by side: whom the company serves and where, the vendors it works with, what it promises'),
      tone: band.unwrap().default('muted').describe('"muted" (the default) sets the strip on a tinted band; "plain" on the page\'s white, beside a tinted section'),
    })
    .describe('A strip of facts that back the claims, right under the hero: whom the company serves, its vendors and its promises'),
  {
    example: {
      type: 'proof',
      heading: 'At a Glance',
      groups: [
        { title: 'Who We Serve', items: ['Clinics', 'Public-sector offices', 'Non-profits'] },
        { title: 'Vendors We Work With', items: ['RingCentral', 'Avaya', 'Nextcloud'] },
        { title: 'Our Promises', items: ['No margin on vendor prices', 'The vendor bills you directly'], look: 'checks' },
      ],
    },
  },
);
