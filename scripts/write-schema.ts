import { writeFileSync } from 'node:fs';
import { JSON_SCHEMA_FILE, siteJsonSchema } from '../pipeline/json-schema.ts';

writeFileSync(JSON_SCHEMA_FILE, siteJsonSchema());
console.log(`wrote ${JSON_SCHEMA_FILE}`);
