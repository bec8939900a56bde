/**
 * How the editor's page reads the JSON Schema its forms are drawn from (editor/client/schema.ts):
 * the schema of any place in the content, what a new item starts as, and the words a person reads.
 */
import { describe, expect, it } from 'vitest';
import { addLabel, houseStyleAdvice, initialValue, itemName, labelOf, resolve, schemaAt, showFacts, variantFor, type JsonSchema } from '../../../editor/client/schema.ts';
import { formSchema } from '../../../pipeline/json-schema.ts';

const root = formSchema() as JsonSchema;
const content = {
  company: { name: 'Prairie Signal', areaServed: ['Winnipeg'] },
  pages: [
    {
      path: '/',
      blocks: [
        { type: 'hero', heading: 'Phones', pitch: 'Plain words.', action: { label: 'Call', href: '/' } },
        { type: 'stats', heading: 'In Numbers', items: [{ value: 12, label: 'Years' }] },
      ],
    },
  ],
};

describe('the schema of a place in the content', () => {
  it('follows lists and takes a block’s schema from its type', () => {
    expect(schemaAt(root, ['pages', 0, 'blocks', 0], content)?.properties?.type?.const).toBe('hero');
    expect(schemaAt(root, ['pages', 0, 'blocks', 1], content)?.properties?.type?.const).toBe('stats');
    expect(schemaAt(root, ['pages', 0, 'blocks', 0, 'heading'], content)).toMatchObject({ type: 'string', maxLength: 100 });
    expect(schemaAt(root, ['pages', 0, 'blocks', 0, 'action', 'href'], content)).toMatchObject({ type: 'string', format: 'site-link' });
    expect(schemaAt(root, ['pages', 0, 'path'], content)).toMatchObject({ format: 'site-path' });
    expect(schemaAt(root, ['company', 'areaServed', 0], content)).toMatchObject({ type: 'string' });
  });

  it('has no schema for a place the content has no room for, or a block of an unknown type', () => {
    expect(schemaAt(root, ['pages', 0, 'blocks', 0, 'colour'], content)).toBeUndefined();
    expect(schemaAt(root, ['pages', 0, 'blocks', 0], { pages: [{ blocks: [{ type: 'marquee' }] }] })).toBeUndefined();
    expect(schemaAt(root, ['nothing', 'here'], content)).toBeUndefined();
  });

  it('reads a number that may be a placeholder as one text field that knows numbers', () => {
    const value = schemaAt(root, ['pages', 0, 'blocks', 1, 'items', 0, 'value'], content);
    expect(value).toMatchObject({ type: 'string', format: 'number-or-text' });
  });

  it('follows a reference, and leaves a schema without a choice as it is', () => {
    const defs = { $defs: { word: { type: 'string', maxLength: 5 } } };
    expect(resolve(defs, { $ref: '#/$defs/word' })).toEqual({ type: 'string', maxLength: 5 });
    expect(resolve(defs, { $ref: '#/$defs/missing' })).toBeUndefined();
    expect(variantFor(defs, { type: 'string' }, 'x')).toEqual({ type: 'string' });
  });
});

describe('what a new item starts as', () => {
  it('holds its required fields, empty, and a list that may not be empty one item', () => {
    expect(initialValue(root, schemaAt(root, ['pages', 0, 'blocks', 0, 'action'], content))).toEqual({ label: '', href: '' });
    expect(initialValue(root, { type: 'array', minItems: 1, items: { type: 'integer', minimum: 3 } })).toEqual([3]);
    expect(initialValue(root, { type: 'array', items: { type: 'string' } })).toEqual([]);
    expect(initialValue(root, { enum: ['left', 'right'] })).toBe('left');
    expect(initialValue(root, { const: 'hero' })).toBe('hero');
    expect(initialValue(root, { type: 'boolean' })).toBe(false);
  });
});

describe('the words a person reads', () => {
  it('names keys, lists’ add buttons and items as office staff would', () => {
    expect([labelOf('secondaryAction'), labelOf('href'), labelOf(2), labelOf('theme-color')]).toEqual(['Secondary action', 'Link target', 'Item 3', 'Theme color']);
    expect([addLabel('children'), addLabel('areaServed'), addLabel('productNames'), addLabel('items'), addLabel('unknown')]).toEqual(['Add a submenu item', 'Add a place served', 'Add a product name', 'Add an item', 'Add an item']);
    expect([itemName({ heading: 'Why Us', id: 'why' }, 0), itemName({ id: 'why' }, 0), itemName('Brandon', 1), itemName({ title: '  ' }, 3)]).toEqual(['Why Us', 'why', 'Brandon', 'Item 4']);
  });

  it('shows placeholders as the page reads them, and leaves unknown ones', () => {
    expect(showFacts('Why {company.name}? {company.motto}', { 'company.name': 'Prairie Signal' })).toBe('Why Prairie Signal? {company.motto}');
  });

  it('gives house-style advice at the field of an English title, and none for French', () => {
    const advice = houseStyleAdvice({ pages: [{ blocks: [{ type: 'hero', heading: 'Calls that reach you' }] }], fr: { pages: [{ blocks: [{ type: 'hero', heading: 'Des appels qui vous joignent' }] }] } });
    expect([...advice.keys()]).toEqual(['pages.0.blocks.0.heading']);
    expect(advice.get('pages.0.blocks.0.heading')).toMatch(/^House style writes headings in Title Case/);
  });
});
