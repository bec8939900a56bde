import { z } from 'zod';
import { defineBlock } from './define.ts';
import { delay, heading, label, link, text, title } from '../primitives.ts';

export const tiersBlock = defineBlock(
  z
    .strictObject({
      type: z.literal('tiers'),
      heading,
      intro: text.optional(),
      tiers: z
        .array(
          z.strictObject({
            title: title.describe('The plan’s name, e.g. Core, Advanced or Ultra'),
            summary: text.optional(),
            delay,
            features: z.array(text).min(1).describe('What the plan includes, one item each'),
            action: link.optional().describe('A button under the plan, e.g. "Ask about Core" to /contact'),
            highlight: z.boolean().default(false).describe('Set the plan apart as the one to start from (one plan a block at most)'),
            badge: label.optional().describe('A short label on a highlighted plan, e.g. "Recommended"'),
          }),
        )
        .min(1)
        .describe('The plans, side by side on wide screens'),
      note: text.optional().describe('A remark under the plans, e.g. how billing works'),
    })
    .describe('Plan tiers side by side, each with its feature list'),
  {
    example: {
      type: 'tiers',
      heading: 'Plans',
      tiers: [
        { title: 'Core', features: ['Unlimited calling in Canada and the US'], action: { label: 'Ask about Core', href: '/contact' } },
        {
          title: 'Advanced',
          features: ['Everything in Core', 'Call recording'],
          highlight: true,
          badge: 'Recommended',
          action: { label: 'Ask about Advanced', href: '/contact' },
        },
      ],
      note: 'Billed directly by the vendor.',
    },
  },
);
