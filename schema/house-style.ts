import { figureLabelNotes, titleCaseNotes } from '../core/title-case.ts';
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
  const content: unknown = doc.toJS();
  const at = (path: (string | number)[]) => ({ file, ...positionOf(nodeAt(doc, path), lineCounter), path: formatPath(path) });
  const titles = titleCaseNotes(content).map(({ path, words }) => ({ code: 'style-title-case' as const, ...at(path), message: say('style-title-case', words) }));
  const figures = figureLabelNotes(content).map(({ path, word }) => ({ code: 'style-figure-label' as const, ...at(path), message: say('style-figure-label', word) }));
  return [...titles, ...figures].sort((a, b) => a.line - b.line);
}
