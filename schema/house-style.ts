import { LineCounter, parseDocument } from 'yaml';
import { titleCaseNotes } from '../core/title-case.ts';
import { formatPath, nodeAt, positionOf } from './locate.ts';
import { say, type Problem } from './problems.ts';

/**
 * Where a valid site.yaml leaves the house style, as advice located like problems: it is printed by
 * `npm run validate` and shown by the editor beside the field, and never makes the file invalid.
 */
export function houseStyleAdvice(text: string, file: string): Problem[] {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  return titleCaseNotes(doc.toJS()).map(({ path, words }) => ({
    code: 'style-title-case',
    file,
    ...positionOf(nodeAt(doc, path), lineCounter),
    path: formatPath(path),
    message: say('style-title-case', words),
  }));
}
