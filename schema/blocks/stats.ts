import { z } from 'zod';
import { schemaMessage } from '../problems.ts';
import { defineBlock } from './define.ts';
import { heading, label } from '../primitives.ts';

/** The largest number a stat counts to. */
const MAX_VALUE = 999_999_999_999;
/** A unit or a sign: "$", "+", " %", "k". */
const MAX_AFFIX = 12;

export const statsBlock = defineBlock(
  z
    .strictObject({
      type: z.literal('stats'),
      heading: heading.optional(),
      duration: z.number().positive().max(10).default(2).describe('Seconds the count-up takes'),
      separator: z.string().max(1).optional().describe('Thousands separator; by default "," on English pages and a thin space on French ones'),
      decimal: z.string().length(1).optional().describe('Decimal point; by default "." on English pages and "," on French ones'),
      items: z
        .array(
          z.strictObject({
            value: z
              .union([
                z.number().nonnegative(),
                z
                  .string()
                  .regex(/^(\d+(\.\d+)?|\{company\.[A-Za-z]+\})$/, {
                    error: 'expected a number, or a placeholder such as {company.yearsExperience} that holds one',
                  })
                  .transform(Number),
              ])
              // Beyond this a number is written in exponent form ("1e+21"), and no company counts that high.
              // (An unknown placeholder, not a number yet, is reported once, as unknown.)
              .refine((value) => !(value > MAX_VALUE), { error: `keep the number under ${(MAX_VALUE + 1).toLocaleString('en-US')}` })
              .describe('The number counted up to; a placeholder such as {company.yearsExperience} works too'),
            decimals: z.int().min(0).max(3).default(0).describe('Digits after the decimal point'),
            prefix: z
              .string()
              .regex(/^[^<>]*$/, { error: schemaMessage('text-markup') })
              .max(MAX_AFFIX, { error: `keep what stands before the number to ${MAX_AFFIX} characters or fewer, such as "$"` })
              .default('')
              .describe('Shown before the number, e.g. "$"; words, such as "Plus de", stand small on a line above it'),
            suffix: z
              .string()
              .regex(/^[^<>]*$/, { error: schemaMessage('text-markup') })
              .max(MAX_AFFIX, { error: `keep what stands after the number to ${MAX_AFFIX} characters or fewer, such as "+" or " %"` })
              .default('').describe('Shown after the number, e.g. "+"'),
            label,
          }),
        )
        .min(1)
        .describe('The numbers, in reading order'),
    })
    .describe('Numbers that count up from 0 when they scroll into view'),
  {
    example: {
      type: 'stats',
      items: [
        { value: 30, suffix: '+', label: 'Years of experience' },
        { value: 1200, label: 'Phones installed' },
      ],
    },
  },
);
