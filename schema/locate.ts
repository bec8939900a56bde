import { isMap, isPair, isScalar, isSeq, type Document, type LineCounter, type Node } from 'yaml';
import type { ProblemCode } from './catalogue.ts';

export type PathSegment = string | number;

/** A problem with one field of the content, before it is located in the file. */
export interface FieldProblem {
  code: ProblemCode;
  path: PathSegment[];
  message: string;
  /** Point at the key rather than its value. */
  atKey?: boolean;
}

export interface Position {
  line: number;
  column: number;
}

function childOf(node: unknown, segment: PathSegment): { key: Node | null; value: Node | null } | undefined {
  if (isMap(node)) {
    const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(segment));
    if (!pair) return undefined;
    return { key: pair.key as Node, value: (pair.value as Node | null) ?? null };
  }
  if (isSeq(node) && typeof segment === 'number') {
    const item = node.items[segment];
    return item === undefined ? undefined : { key: null, value: item as Node };
  }
  return undefined;
}

/**
 * The YAML node a path points at. A path that runs past the document (a missing field) stops at
 * the deepest node that exists, which is the map the field is missing from.
 */
export function nodeAt(doc: Document, path: readonly PathSegment[], options: { key?: boolean } = {}): Node | null {
  let node: Node | null = doc.contents as Node | null;
  for (const [index, segment] of path.entries()) {
    const child = childOf(node, segment);
    if (!child) return node;
    const last = index === path.length - 1;
    if (last && options.key && child.key) return child.key;
    node = child.value ?? child.key;
  }
  return node;
}

export function positionOf(node: Node | null, lineCounter: LineCounter): Position {
  const offset = node?.range?.[0] ?? 0;
  const { line, col } = lineCounter.linePos(offset);
  return { line, column: col };
}

/**
 * The path of the deepest node that contains a character offset, for errors the parser reports.
 * It does not descend into a map or list that starts on its key's line: after a syntax error such
 * a value is usually a fragment of the broken text rather than a real field.
 */
export function pathAtOffset(doc: Document, offset: number, lineCounter: LineCounter): PathSegment[] {
  const lineOf = (position: number | undefined) => (position === undefined ? -1 : lineCounter.linePos(position).line);
  const path: PathSegment[] = [];
  let node: unknown = doc.contents;
  for (;;) {
    let next: { segment: PathSegment; node: unknown } | undefined;
    if (isMap(node)) {
      for (const pair of node.items) {
        if (!isPair(pair) || !isScalar(pair.key)) continue;
        const start = pair.key.range?.[0] ?? Infinity;
        const value = pair.value as Node | null;
        const end = value?.range?.[2] ?? pair.key.range?.[2] ?? -1;
        if (offset < start || offset > end) continue;
        const inline = (isMap(value) || isSeq(value)) && lineOf(value.range?.[0]) === lineOf(pair.key.range?.[0]);
        next = { segment: String(pair.key.value), node: inline ? null : value };
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => {
        const range = (item as Node | null)?.range;
        if (range && offset >= range[0] && offset <= range[2]) next = { segment: index, node: item };
      });
    }
    if (!next) return path;
    path.push(next.segment);
    node = next.node;
  }
}

export function formatPath(path: readonly PathSegment[]): string {
  return path.length === 0 ? '(document)' : path.join('.');
}
