import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { JSON_SCHEMA_FILE, siteJsonSchema } from '../../../scripts/schema-json.ts';
import { BASE, ROOT, compileJsonSchema, editBase, replace } from './helpers.ts';

const committed = readFileSync(join(ROOT, JSON_SCHEMA_FILE), 'utf8');
const compile = () => compileJsonSchema(committed);

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
    expect(new Set(validate.errors?.map((error) => error.instancePath))).toEqual(new Set(['/pages/1/blocks/1', '/pages/1/blocks/1/type']));
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
});
