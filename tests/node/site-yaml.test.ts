import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { validateSite } from '../../pipeline/validate.ts';
import { formatProblem } from '../../schema/problems.ts';
import { committedJsonSchema } from './validation/helpers.ts';

describe('the real site.yaml', () => {
  it('passes validation, images included', async () => {
    const result = await validateSite({ file: 'site.yaml' });
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([]);
  });

  it('passes the JSON Schema that editors use, named on its first line', () => {
    const source = readFileSync('site.yaml', 'utf8');
    expect(source.split('\n')[0]).toBe('# yaml-language-server: $schema=./schema/site.schema.json');
    const validate = committedJsonSchema();
    const valid = validate(parse(source));
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });
});
