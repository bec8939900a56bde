import { LineCounter, parseDocument, type Document } from 'yaml';

/** A text read as YAML: its document, and where each of its lines starts. */
export interface ReadYaml {
  doc: Document.Parsed;
  lineCounter: LineCounter;
}

/*
 * The last text read, kept: the editor writes an edit into the text and reads the result back to
 * make sure of it, and validation then reads that same text. Reading the real site.yaml takes
 * about 40 ms; one reading serves both. What is kept is only ever read, never changed, by all of
 * its readers.
 */
let last: { text: string; read: ReadYaml } | undefined;

/** The text read as site.yaml is read: duplicate keys are errors, and errors are plain messages. */
export function readYaml(text: string): ReadYaml {
  if (last?.text !== text) {
    const lineCounter = new LineCounter();
    last = { text, read: { doc: parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true }), lineCounter } };
  }
  return last.read;
}
