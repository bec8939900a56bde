import { titleCaseNotes } from '../core/title-case.ts';
import { formatPath, nodeAt, positionOf } from './locate.ts';
import { say, type Problem } from './problems.ts';
import { readYaml } from './read-yaml.ts';

/**
 * Where a valid site.yaml leaves the house style, as advice located like problems: it is printed by
 * `npm run validate` and shown by the editor beside the field, and never makes the file invalid.
 */
export function houseStyleAdvice(text: string, file: string): Problem[] {
  // The reading validation made of the same text, not a second one.
  const { doc, lineCounter } = readYaml(text);
  return titleCaseNotes(doc.toJS()).map(({ path, words }) => ({
    code: 'style-title-case',
    file,
    ...positionOf(nodeAt(doc, path), lineCounter),
    path: formatPath(path),
    message: say('style-title-case', words),
  }));
}
