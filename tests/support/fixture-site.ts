import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseDocument, type Document } from 'yaml';

/** Writes a copy of site.yaml changed by `edit`, for building content the real file does not have. */
export function writeFixtureSite(file: string, edit: (doc: Document) => void): string {
  const doc = parseDocument(readFileSync('site.yaml', 'utf8'));
  edit(doc);
  const path = resolve(file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, doc.toString());
  return path;
}
