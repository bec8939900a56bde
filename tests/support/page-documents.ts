import { JSDOM } from 'jsdom';
import { htmlFile } from './dist-files.ts';

const parsed = new Map<string, Document>();

/**
 * A prerendered page of a built site as a document, parsed once for all the tests of a process that
 * read it (parsing a page and its styles takes a tenth of a second): read it, never change it.
 */
export function pageDocument(root: string, path: string): Document {
  const key = `${root}\0${path}`;
  let document = parsed.get(key);
  if (!document) {
    document = new JSDOM(htmlFile(root, path)).window.document;
    parsed.set(key, document);
  }
  return document;
}
