import { readFileSync, writeFileSync } from 'node:fs';
import { CHECKS_FILE, withChecksList } from '../pipeline/checks-list.ts';
import { JSON_SCHEMA_FILE, siteJsonSchema } from '../pipeline/json-schema.ts';

/** `npm run schema`: the JSON Schema editors use, and the list of checks in docs/checks.md, from the schema and the problem catalogue. */
writeFileSync(JSON_SCHEMA_FILE, siteJsonSchema());
console.log(`wrote ${JSON_SCHEMA_FILE}`);
writeFileSync(CHECKS_FILE, withChecksList(readFileSync(CHECKS_FILE, 'utf8')));
console.log(`wrote the list of checks in ${CHECKS_FILE}`);
