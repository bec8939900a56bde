import { z } from 'zod';
import { siteSchema } from '../schema/site.ts';

export const JSON_SCHEMA_FILE = 'schema/site.schema.json';

/** The JSON Schema editors use for autocomplete, derived from the Zod schema and never edited by hand. */
export function siteJsonSchema(): string {
  const schema = z.toJSONSchema(siteSchema, { io: 'input', target: 'draft-2020-12' });
  return `${JSON.stringify({ ...schema, title: 'site.yaml' }, null, 2)}\n`;
}
