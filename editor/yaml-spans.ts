import type { Node, YAMLSeq } from 'yaml';

/**
 * Places in the text of a YAML file, found by its lines: where a line starts, where a node's
 * content ends, the comment lines that belong to a key or an item, and the blank lines around them.
 */

export const splice = (source: string, start: number, end: number, text: string) => source.slice(0, start) + text + source.slice(end);

export const lineStart = (source: string, offset: number) => source.lastIndexOf('\n', offset - 1) + 1;
export const columnOf = (source: string, offset: number) => offset - lineStart(source, offset);

/** The start of the line after the one `offset` is on, or `offset` when it already starts a line. */
export function nextLine(source: string, offset: number): number {
  if (offset > 0 && source[offset - 1] === '\n') return offset;
  const end = source.indexOf('\n', offset);
  return end === -1 ? source.length : end + 1;
}

/** Where a node's content ends, before the line break a block collection's range takes in. */
export function contentEnd(source: string, node: Node): number {
  let end = node.range![1];
  while (end > node.range![0] && /\s/.test(source[end - 1]!)) end -= 1;
  return end;
}

export const isBlank = (line: string) => line.trim() === '';

/** Where the comment lines right above the line starting at `start`, and standing `column` characters in, begin. */
export function commentsAbove(source: string, start: number, column: number): number {
  while (start > 0) {
    const above = lineStart(source, start - 1);
    const line = source.slice(above, start - 1);
    if (!/^\s*#/.test(line) || line.search(/\S/) !== column) break;
    start = above;
  }
  return start;
}

/** Where the comment lines below `end` that stand further in than `column` end: they belong to what ends there. */
export function commentsBelow(source: string, end: number, column: number): number {
  for (let at = end; at < source.length; ) {
    const next = nextLine(source, at + 1);
    const line = source.slice(at, next);
    if (/^\s*#/.test(line) && line.search(/\S/) > column) end = next;
    else if (!isBlank(line)) break;
    at = next;
  }
  return end;
}

/** Where the blank lines right above `start` begin, and where those right below `end` end. */
function blankLinesAround(source: string, start: number, end: number): { before: number; after: number } {
  let before = start;
  while (before > 0 && isBlank(source.slice(lineStart(source, before - 1), before))) before = lineStart(source, before - 1);
  let after = end;
  while (after < source.length && isBlank(source.slice(after, nextLine(source, after + 1)))) after = nextLine(source, after + 1);
  return { before, after };
}

/**
 * Takes out whole lines, and the blank lines that would be left doubled with them: those below
 * when there are blank lines above (or nothing above in the collection), those above when nothing
 * follows in it.
 */
export function removeLines(source: string, start: number, end: number, place: { first: boolean; last: boolean }): string {
  const { before, after } = blankLinesAround(source, start, end);
  if ((place.first || before < start) && after > end) return splice(source, start, after, '');
  if (place.last && before < start) return splice(source, before, end, '');
  return splice(source, start, end, '');
}

/**
 * The span of a list item: from its dash's line, with the comment lines right above it, to the end
 * of its last line and of the comment lines that stand further in than its dash below it.
 */
export function itemSpan(source: string, seq: YAMLSeq, index: number): { start: number; end: number; column: number } {
  const item = seq.items[index] as Node;
  const dash = source.lastIndexOf('-', item.range![0] - 1);
  const column = columnOf(source, dash);
  const start = commentsAbove(source, lineStart(source, dash), column);
  const end = commentsBelow(source, nextLine(source, contentEnd(source, item)), column);
  return { start, end, column };
}
