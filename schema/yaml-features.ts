import { isMap, isPair, isScalar, isSeq, visit, type Document, type Node } from 'yaml';
import { say, type ProblemCode } from './problems.ts';

/** A problem with how the YAML is written rather than with what it says, at a character offset. */
export interface FormProblem {
  code: ProblemCode;
  offset: number;
  message: string;
}

/** Deeper than any site.yaml needs (pages › blocks › items › link is six); deep enough to be a mistake. */
const MAX_DEPTH = 64;

/** Tags that only restate what the value is; anything else asks the parser to build something. */
const PLAIN_TAGS = new Set(['str', 'int', 'float', 'bool', 'null', 'map', 'seq'].map((name) => `tag:yaml.org,2002:${name}`));

const shownTag = (tag: string) => tag.replace(/^tag:yaml\.org,2002:/, '!!');

function depthProblem(doc: Document): FormProblem | undefined {
  const pending: [unknown, number][] = [[doc.contents, 1]];
  while (pending.length > 0) {
    const [node, depth] = pending.pop()!;
    if (!isMap(node) && !isSeq(node)) continue;
    if (depth > MAX_DEPTH) {
      return { code: 'yaml-too-deep', offset: node.range?.[0] ?? 0, message: say('yaml-too-deep', MAX_DEPTH) };
    }
    for (const item of node.items) pending.push([isPair(item) ? item.value : item, depth + 1]);
  }
  return undefined;
}

/**
 * YAML features the site does not use, each of which would otherwise turn into a misleading
 * message (or be dropped without a word): custom and binary tags, merge keys, numbers too large
 * to hold, and nesting deep enough to exhaust the validator.
 */
export function formProblems(doc: Document, source: string): FormProblem[] {
  const deep = depthProblem(doc);
  if (deep) return [deep];
  const problems: FormProblem[] = [];
  visit(doc, {
    Pair(_, pair) {
      if (isScalar(pair.key) && pair.key.value === '<<' && pair.key.type === 'PLAIN') {
        problems.push({ code: 'yaml-merge-key', offset: pair.key.range?.[0] ?? 0, message: say('yaml-merge-key') });
      }
    },
    Node(_, node: Node) {
      if (node.tag && !PLAIN_TAGS.has(node.tag)) {
        const tag = shownTag(node.tag);
        const start = node.range?.[0] ?? 0;
        const written = source.lastIndexOf(tag, start);
        problems.push({ code: 'yaml-tag', offset: written === -1 ? start : written, message: say('yaml-tag', tag) });
      }
      if (isScalar(node) && typeof node.value === 'number' && !Number.isFinite(node.value)) {
        const written = source.slice(node.range?.[0] ?? 0, node.range?.[1] ?? 0).trim();
        problems.push({ code: 'yaml-number-too-large', offset: node.range?.[0] ?? 0, message: say('yaml-number-too-large', written) });
      }
    },
  });
  return problems;
}
