import { readFileSync, writeFileSync } from 'node:fs';
import { withChecksList } from '../pipeline/checks-list.ts';
import { JSON_SCHEMA_FILE, siteJsonSchema } from '../pipeline/json-schema.ts';

/** `npm run schema`: the JSON Schema editors use, and the README's list of checks, from the schema and the problem catalogue. */
writeFileSync(JSON_SCHEMA_FILE, siteJsonSchema());
console.log(`wrote ${JSON_SCHEMA_FILE}`);
writeFileSync('README.md', withChecksList(readFileSync('README.md', 'utf8')));
console.log('wrote the list of checks in README.md');
