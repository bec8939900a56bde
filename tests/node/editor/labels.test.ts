import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { blockRegistry, BLOCK_TYPES } from '../../../schema/blocks/index.ts';
import { addLabel, typeLabel } from '../../../editor/client/schema.ts';

/** The schema under optional and default wrappers. */
function unwrapped(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodOptional || schema instanceof z.ZodDefault ? unwrapped(schema.unwrap() as z.ZodType) : schema;
}

describe('the words the editor gives each block', () => {
  it('names what each list of every block type holds on its add button (a list called items adds an item)', () => {
    const unnamed = BLOCK_TYPES.flatMap((type) =>
      Object.entries(blockRegistry[type].schema.shape as Record<string, z.ZodType>)
        .filter(([, field]) => unwrapped(field) instanceof z.ZodArray)
        .flatMap(([key]) => (key !== 'items' && addLabel(key) === 'Add an item' ? [`${type}.${key}`] : [])),
    );
    expect(unnamed).toEqual([]);
    expect(addLabel('questions')).toBe('Add a question');
  });

  it('calls a block kind by what it is to the people who edit, not by its abbreviation', () => {
    expect(typeLabel('faq')).toBe('Questions and answers');
    expect(typeLabel('call-to-action')).toBe('Call to action');
  });
});
