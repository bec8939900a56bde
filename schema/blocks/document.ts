import { z } from 'zod';
import { defineBlock } from './define.ts';
import { heading, id, text } from '../primitives.ts';

const section = z.strictObject({
  id: id.describe('Anchor id of the section; the contents list links to it'),
  heading,
  paragraphs: z.array(text).min(1).describe('Paragraphs of the section'),
  list: z.array(text).optional().describe('A bulleted list after the paragraphs'),
});

export const documentBlock = defineBlock(
  z
    .strictObject({
      type: z.literal('document'),
      updated: z.iso.date({ error: 'expected a date written YYYY-MM-DD, e.g. 2026-11-23' }).describe('When the text last changed, shown as "Last updated"'),
      sections: z.array(section).min(1).describe('The sections of the document, in reading order'),
    })
    .describe('A policy or other document: readable single column, a contents list on wide screens and the date it last changed'),
  {
    uiWords: ['lastUpdated', 'onThisPage'],
    example: {
      type: 'document',
      updated: '2026-11-23',
      sections: [
        { id: 'what-we-collect', heading: 'What We Collect', paragraphs: ['Nothing: the site has no forms and sets no cookies.'] },
        { id: 'contact', heading: 'Contacting Us', paragraphs: ['Call or e-mail us with any question about this policy.'] },
      ],
    },
  },
);
