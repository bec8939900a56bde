import { z } from 'zod';
import { defineBlock } from './define.ts';
import { heading, id, label, text } from '../primitives.ts';

/** What one plan has of a feature: true (included), false (not included), a number or a few words ("6 months"). */
const value = z
  .union([z.boolean(), z.number().nonnegative(), label])
  .describe('true when the plan includes it, false when it does not, a number such as 200, or a few words such as "6 months"');

export const comparisonBlock = defineBlock(
  z
    .strictObject({
      type: z.literal('comparison'),
      id: id.optional().describe('Anchor id for the section'),
      heading,
      intro: text.optional(),
      plans: z.array(label.describe('A plan’s name, as its card shows it')).min(2).max(5).describe('The plans compared, in the order of the columns'),
      highlight: label.optional().describe('The plan to set apart, named as in "plans" (the one its card highlights): its column is tinted'),
      rows: z
        .array(
          z.strictObject({
            feature: label.describe('What is compared, in a few words'),
            values: z.array(value).describe('One value for each plan, in the order of "plans"'),
          }),
        )
        .min(2)
        .describe('The features compared, one row each'),
      note: text.optional().describe('A line under the table, such as where the figures come from'),
    })
    .describe('Plans side by side in a table: features as rows, plans as columns, check marks where a plan includes a feature'),
  {
    uiWords: ['included', 'notIncluded'],
    example: {
      type: 'comparison',
      heading: 'Compare the Plans Side by Side',
      plans: ['Core', 'Advanced', 'Ultra'],
      highlight: 'Advanced',
      rows: [
        { feature: 'Video meeting participants', values: [100, 100, 200] },
        { feature: 'Automatic call recording', values: [false, true, true] },
        { feature: 'Device status alerts', values: [false, false, true] },
      ],
    },
  },
);
