import { z } from 'zod';
import { defineBlock } from './define.ts';
import { heading, icon, id, label, name, text } from '../primitives.ts';

export const flowBlock = defineBlock(
  z
    .strictObject({
      type: z.literal('flow'),
      id: id.optional().describe('Anchor id for the section'),
      heading,
      intro: text.optional(),
      parties: z
        .array(
          z.strictObject({
            name: name.describe('Who this is: "You", "The vendor", the company'),
            icon,
            text: text.describe('What this party does, in a sentence'),
            gives: label.describe('What goes from this party to the next one (the last one’s goes back to the first), such as "pays the vendor’s own price"'),
          }),
        )
        .min(3)
        .max(4)
        .describe('Three or four parties in a cycle, each drawn with an arrow to the next and the last back to the first'),
      conclusion: text.optional().describe('The point of the diagram in one sentence, set apart under it'),
    })
    .describe('A diagram of who gives what to whom, in a cycle: how the company is paid, drawn rather than told'),
  {
    example: {
      type: 'flow',
      heading: 'How We Are Paid',
      parties: [
        { name: 'You', icon: 'users', text: 'You choose a plan and sign with the vendor.', gives: 'pay the vendor’s own price' },
        { name: 'The vendor', icon: 'cloud', text: 'Provides, bills and supports the service.', gives: 'pays us as its agent' },
        { name: 'Our team', icon: 'consult', text: 'Advises, sets up and trains your staff.', gives: 'advice and set-up at no charge' },
      ],
      conclusion: 'No margin and no mark-up: the price you pay is the vendor’s.',
    },
  },
);
