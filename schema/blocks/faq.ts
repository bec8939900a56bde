import { z } from 'zod';
import { defineBlock } from './define.ts';
import { band, heading, href, id, label, text, visibleText } from '../primitives.ts';

export const faqBlock = defineBlock(
  z
    .strictObject({
      type: z.literal('faq'),
      id: id.optional().describe('Anchor id for the section'),
      heading,
      intro: text.optional(),
      action: z
        .strictObject({ label, href })
        .optional()
        .describe('A button under the heading and its intro, for the question the list does not answer, such as "Call {company.phone}"'),
      questions: z
        .array(
          z.strictObject({
            question: visibleText(100, 'a question').describe('The question as a buyer would ask it, in their words, on one line (at most 100 characters)'),
            answer: text.describe('A plain, complete answer: a few sentences'),
          }),
        )
        .min(2)
        .describe('The questions and their answers, in the order a buyer asks them; search engines read them too'),
      tone: band,
    })
    .describe('Questions a buyer asks before calling, each answered in full: no answer is hidden behind a click'),
  {
    example: {
      type: 'faq',
      heading: 'Questions Before You Call',
      action: { label: 'Call {company.phone}', href: 'tel:{company.phone}' },
      questions: [
        { question: 'What does the consultation cost?', answer: 'Nothing. The review of your phones and contracts is free, with no obligation.' },
        { question: 'Who sends the bill?', answer: 'The vendor bills you directly at its own prices; we add no margin.' },
        { question: 'Can we be served in French?', answer: 'Yes. Advice, set-up and training are available in English and in French.' },
      ],
    },
  },
);
