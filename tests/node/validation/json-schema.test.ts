import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { JSON_SCHEMA_FILE, siteJsonSchema } from '../../../pipeline/json-schema.ts';
import { BASE, ROOT, committedJsonSchema, editBase, replace } from './helpers.ts';

const committed = readFileSync(join(ROOT, JSON_SCHEMA_FILE), 'utf8');
const compile = committedJsonSchema;

function firstDifference(a: string, b: string): string {
  const left = a.split('\n');
  const right = b.split('\n');
  const index = left.findIndex((line, i) => line !== right[i]);
  const at = index === -1 ? left.length : index;
  return `first difference at line ${at + 1}: committed ${JSON.stringify(left[at])}, generated ${JSON.stringify(right[at])}`;
}

describe('schema/site.schema.json', () => {
  it('is up to date with the Zod schema', () => {
    const generated = siteJsonSchema();
    const stale = committed !== generated;
    expect(
      stale,
      stale ? `${JSON_SCHEMA_FILE} is stale; run \`npm run schema\` and commit the result (${firstDifference(committed, generated)})` : '',
    ).toBe(false);
  });

  it('declares draft 2020-12 and names the file it describes', () => {
    const schema = JSON.parse(committed) as { $schema: string; title: string };
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.title).toBe('site.yaml');
  });

  it('accepts the base fixture', () => {
    const validate = compile();
    const valid = validate(parse(BASE));
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('rejects an unknown block type at that block', () => {
    const validate = compile();
    const data = parse(editBase(replace(108, '      - type: text', '      - type: txet'))) as unknown;
    expect(validate(data)).toBe(false);
    expect(validate.errors).toEqual([expect.objectContaining({ instancePath: '/pages/1/blocks/1/type', keyword: 'enum' })]);
  });

  it('rejects an unknown field', () => {
    const validate = compile();
    const data = parse(editBase(replace(40, '            title: Backup', '            titel: Backup'))) as unknown;
    expect(validate(data)).toBe(false);
    expect(validate.errors).toContainEqual(
      expect.objectContaining({ instancePath: '/menu/1/children/0/children/0', keyword: 'additionalProperties', params: { additionalProperty: 'titel' } }),
    );
  });

  it('rejects a javascript: link', () => {
    const validate = compile();
    const data = parse(editBase(replace(83, '          href: /contact', '          href: javascript:alert(1)'))) as unknown;
    expect(validate(data)).toBe(false);
    expect(validate.errors).toContainEqual(expect.objectContaining({ instancePath: '/pages/0/blocks/0/action/href', keyword: 'pattern' }));
  });

  it('describes every property and every block type, and says in words why a pattern fails', () => {
    const undescribed: string[] = [];
    const unexplained: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (!node || typeof node !== 'object') return;
      if (Array.isArray(node)) return node.forEach((item) => walk(item, path));
      const schema = node as Record<string, unknown>;
      if (typeof schema.pattern === 'string' && typeof schema.patternErrorMessage !== 'string') unexplained.push(`${path} ${schema.pattern}`);
      for (const [key, value] of Object.entries((schema.properties ?? {}) as Record<string, Record<string, unknown>>)) {
        if (typeof value.description !== 'string') undescribed.push(`${path}.${key}`);
        walk(value, `${path}.${key}`);
      }
      // Alternatives under one errorMessage (a length, or a placeholder that defers it) share that message.
      const alternatives = typeof schema.errorMessage === 'string' ? [] : ['anyOf', 'oneOf'];
      for (const key of ['items', 'allOf', 'then', ...alternatives]) walk(schema[key], key === 'items' ? `${path}[]` : path);
    };
    walk(JSON.parse(committed), '');
    expect(undescribed).toEqual([]);
    expect(unexplained).toEqual([]);
    const blockType = (JSON.parse(committed) as { properties: { pages: { items: { properties: { blocks: { items: { properties: { type: { enum: string[]; enumDescriptions: string[] } } } } } } } } })
      .properties.pages.items.properties.blocks.items.properties.type;
    expect(blockType.enumDescriptions).toHaveLength(blockType.enum.length);
    expect(blockType.enumDescriptions.every((text) => text.length > 0)).toBe(true);
  });
});
