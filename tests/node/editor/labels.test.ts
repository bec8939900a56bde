import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { blockRegistry, BLOCK_TYPES } from '../../../schema/blocks/index.ts';
import { addLabel, labelOf, showFacts, typeLabel } from '../../../editor/client/schema.ts';
import { sectionsOf } from '../../../editor/client/Sidebar.tsx';

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

describe('the words the editor shows for the content', () => {
  const data = {
    company: { name: 'Prairie Signal', phone: '+12045550123' },
    pages: [{ path: '/', title: 'Home', blocks: [{ type: 'cards', heading: 'Why Choose {company.name}' }] }],
    fr: { pages: [{ path: '/fr', title: 'Accueil', blocks: [{ type: 'contact', heading: 'Appelez le {company.phone}' }] }] },
  };

  it('names blocks with their placeholders filled in, as each language’s pages show them', () => {
    const groups = sectionsOf(data);
    const blocks = groups.flatMap((group) => group.sections.flatMap((section) => section.children ?? [])).map((section) => section.label);
    expect(blocks).toEqual(['Cards: Why Choose Prairie Signal', 'Contact: Appelez le +1\u00a0204\u00a0555-0123']);
  });

  it('leaves a placeholder it does not know as it is', () => {
    expect(showFacts('{company.nmae} and {company.name}', { 'company.name': 'Prairie Signal' })).toBe('{company.nmae} and Prairie Signal');
  });

  it('labels timings in words, not in the unit of the file', () => {
    expect([labelOf('delay'), labelOf('speed')]).toEqual(['Wait', 'Transition time']);
  });
});
