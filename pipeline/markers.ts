import { isMap, isPair, isScalar, isSeq, Parser } from 'yaml';
import { readYaml } from '../schema/read-yaml.ts';
import { formatPath, type PathSegment } from '../schema/locate.ts';

/** The words that mark a value as a stand-in the owner must confirm or replace before publishing. */
const MARKER = /^#\s*(SAMPLE|TO CONFIRM)\b[\s:—–-]*(.*)$/;

/** A `SAMPLE` or `TO CONFIRM` comment, with the field it stands above (or beside) and what it says. */
export interface Marker {
  line: number;
  kind: 'SAMPLE' | 'TO CONFIRM';
  path: string;
  note: string;
}

interface Comment {
  line: number;
  column: number;
  text: string;
  /** Whether the comment follows content on its line rather than standing on a line of its own. */
  trailing: boolean;
}

/** Every comment token of the source, found by the YAML parser, so a `#` inside a quoted value is not one. */
function commentTokens(source: string): { offset: number; source: string }[] {
  const found: { offset: number; source: string }[] = [];
  const walk = (token: unknown) => {
    if (Array.isArray(token)) token.forEach(walk);
    else if (token && typeof token === 'object') {
      const { type, offset, source: text } = token as { type?: string; offset?: number; source?: string };
      if (type === 'comment' && offset !== undefined && text !== undefined) found.push({ offset, source: text });
      else Object.values(token).forEach(walk);
    }
  };
  for (const token of new Parser().parse(source)) walk(token);
  return found.sort((a, b) => a.offset - b.offset);
}

/** The shallowest node (map entry or list item) that starts on a line: the field a comment on that line is about. */
function fieldStartingOn(node: unknown, line: number, lineOf: (offset: number) => number, path: PathSegment[] = []): PathSegment[] | undefined {
  const children: [PathSegment, number | undefined, unknown][] = [];
  if (isMap(node)) {
    for (const pair of node.items) {
      if (isPair(pair)) children.push([isScalar(pair.key) ? String(pair.key.value) : '?', (pair.key as { range?: number[] } | null)?.range?.[0], pair.value]);
    }
  } else if (isSeq(node)) {
    node.items.forEach((item, index) => children.push([index, (item as { range?: number[] } | null)?.range?.[0], item]));
  }
  for (const [segment, start, value] of children) {
    if (start !== undefined && lineOf(start) === line) return [...path, segment];
    const inside = fieldStartingOn(value, line, lineOf, [...path, segment]);
    if (inside) return inside;
  }
  return undefined;
}

/**
 * The values site.yaml still marks as samples: each comment that starts with `SAMPLE` or
 * `TO CONFIRM`, with the comment lines that continue it, located at the comment and naming the
 * field on the next line of content (or on its own line, for a comment after a value).
 */
export function findMarkers(source: string): Marker[] {
  // The reading validation made of the same text, kept (see read-yaml.ts).
  const { doc, lineCounter } = readYaml(source);
  const lineOf = (offset: number) => lineCounter.linePos(offset).line;
  const lines = source.split('\n');
  const comments: Comment[] = commentTokens(source).map((token) => {
    const { line, col } = lineCounter.linePos(token.offset);
    return { line, column: col, text: token.source, trailing: lines[line - 1]!.slice(0, col - 1).trim() !== '' };
  });
  const commentAt = new Map(comments.map((comment) => [comment.line, comment]));

  const ownLineComment = (line: number) => commentAt.get(line)?.trailing === false;
  /** The first line after `line` that holds content: neither blank nor a comment of its own. */
  const nextContentLine = (line: number) => {
    let next = line + 1;
    while (next <= lines.length && (lines[next - 1]!.trim() === '' || ownLineComment(next))) next += 1;
    return next;
  };
  /** The text of the comment lines that carry on a comment standing on a line of its own. */
  const continuation = (comment: Comment) => {
    const text: string[] = [];
    for (let line = comment.line + 1; ownLineComment(line); line += 1) {
      const more = commentAt.get(line)!;
      if (more.column !== comment.column || MARKER.test(more.text)) break;
      text.push(more.text.replace(/^#\s*/, ''));
    }
    return text;
  };

  const markers: Marker[] = [];
  for (const comment of comments) {
    const match = MARKER.exec(comment.text);
    if (!match) continue;
    const note = comment.trailing ? [match[2]!] : [match[2]!, ...continuation(comment)];
    const fieldLine = comment.trailing ? comment.line : nextContentLine(comment.line);
    markers.push({
      line: comment.line,
      kind: match[1] as Marker['kind'],
      path: formatPath(fieldStartingOn(doc.contents, fieldLine, lineOf) ?? []),
      note: note.map((text) => text.trim()).filter(Boolean).join(' '),
    });
  }
  return markers;
}

/** `site.yaml:34: SAMPLE — company.phone: what the comment says`. */
export function formatMarker(file: string, marker: Marker): string {
  return `${file}:${marker.line}: ${marker.kind} — ${marker.path}${marker.note ? `: ${marker.note}` : ''}`;
}
