import { isCollection, isMap, isScalar, isSeq, parseDocument, Scalar, stringify, type Document, type Node, type Pair, type YAMLMap, type YAMLSeq } from 'yaml';
import { readYaml } from '../schema/read-yaml.ts';
import { applyEdit, sameValue, valueAt, type Edit, type Path } from './edits.ts';
import { columnOf, commentsAbove, commentsBelow, contentEnd, isBlank, itemSpan, lineStart, nextLine, removeLines, splice } from './yaml-spans.ts';

/**
 * Edits written into site.yaml's text the way a person would make them: only the lines the edit is
 * about change, and comments, key order, quoting, folding and blank lines everywhere else stay as
 * they were. Every edit is checked by reading the new text back: it must hold exactly the data the
 * edit asks for, or nothing is written.
 */

/** Lines are folded at this width, as in the rest of the file. */
const LINE_WIDTH = 100;

export class EditError extends Error {}

interface Located {
  doc: Document;
  source: string;
}

const indent = (text: string, spaces: number) =>
  text
    .split('\n')
    .map((line, index) => (index === 0 || line === '' ? line : ' '.repeat(spaces) + line))
    .join('\n');

/** A value as YAML in block style, for a place `column` characters in; its texts in the given style when they can be. */
function render(value: unknown, column: number, style?: Scalar.Type): string {
  return stringify(value, {
    lineWidth: Math.max(40, LINE_WIDTH - column),
    minContentWidth: 0,
    ...(style && style !== Scalar.PLAIN ? { defaultStringType: style, defaultKeyType: Scalar.PLAIN } : {}),
  }).replace(/\n$/, '');
}

/**
 * `key: value` for a map `column` characters in; a collection on the lines below, indented by two
 * more. A text keeps its style (quoted, folded); a plain one too long for its line is folded (`>-`),
 * as the file writes long texts.
 */
function renderPair(key: string, value: unknown, column: number, style?: Scalar.Type): string {
  let text = render({ [key]: value }, column, style);
  if (typeof value === 'string' && (style === undefined || style === Scalar.PLAIN) && text.includes('\n') && !value.includes('\n')) {
    text = render({ [key]: value }, column, Scalar.BLOCK_FOLDED);
  }
  return indent(text, column);
}

/** `- value` for a list whose dashes stand `column` characters in. */
function renderItem(value: unknown, column: number): string {
  return indent(render([value], column), column);
}

/**
 * A value as YAML on one line, for a place inside brackets; with spaces inside the brackets
 * (`{ a: 1 }`) or without (`[one, two]`), as the collection it replaces was written.
 */
function renderFlow(value: unknown, padded: boolean): string {
  const doc = parseDocument(stringify(value));
  if (isCollection(doc.contents)) doc.contents.flow = true;
  return doc.toString({ lineWidth: 0, flowCollectionPadding: padded }).replace(/\n$/, '');
}

/** The node a path leads to, with the collection and pair that hold it. */
function find(doc: Document, path: Path): { node: Node | null; parent: Node | null; pair: Pair | null } | undefined {
  let node: Node | null = doc.contents as Node | null;
  let parent: Node | null = null;
  let pair: Pair | null = null;
  for (const segment of path) {
    if (isMap(node)) {
      const found = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(segment));
      if (!found) return undefined;
      parent = node;
      pair = found;
      node = (found.value as Node | null) ?? null;
    } else if (isSeq(node) && typeof segment === 'number' && segment < node.items.length) {
      parent = node;
      pair = null;
      node = node.items[segment] as Node;
    } else {
      return undefined;
    }
  }
  return { node, parent, pair };
}

/** The outermost collection on the path that is written in brackets, if any: edits inside it rewrite it whole. */
function flowAncestor(doc: Document, path: Path): Path | undefined {
  for (let length = 0; length <= path.length; length += 1) {
    const node = find(doc, path.slice(0, length))?.node;
    // An empty `[]` or `{}` being filled is a placeholder (what emptying a list leaves), not a
    // style chosen: what goes into it is written a line an entry, as the rest of the file.
    if (isCollection(node) && node.flow && !(length >= path.length - 1 && node.items.length === 0)) return path.slice(0, length);
  }
  return undefined;
}

/**
 * A block collection emptied: `[]` or `{}` written where its entries began (after its key, or its
 * dash), its entries gone with their comments.
 */
function writeEmpty({ doc, source }: Located, path: Path): string {
  const { node, pair } = find(doc, path)!;
  const collection = node as YAMLMap | YAMLSeq;
  const empty = isSeq(collection) ? '[]' : '{}';
  const first = isSeq(collection) ? source.lastIndexOf('-', (collection.items[0] as Node).range![0] - 1) : (collection.items[0]!.key as Node).range![0];
  const end = contentEnd(source, collection);
  // A map that begins on its dash's line (`- id: a`), or a list on its outer list's (`- - a`).
  if (!isBlank(source.slice(lineStart(source, first), first))) return splice(source, first, end, empty);
  const column = columnOf(source, first);
  const start = commentsAbove(source, lineStart(source, first), column);
  const without = splice(source, start, commentsBelow(source, nextLine(source, end), column), '');
  if (path.length === 0) return splice(without, start, start, `${empty}\n`);
  // After the key's colon (or the dash) and the anchor or tag that may follow it.
  const owner = pair ? source.indexOf(':', (pair.key as Node).range![1]) : source.lastIndexOf('-', start - 1);
  const at = owner + 1 + /^(?:[ \t]+[&!]\S+)*/.exec(source.slice(owner + 1))![0].length;
  return splice(without, at, at, ` ${empty}`);
}

function setValue({ doc, source }: Located, path: Path, value: unknown, order?: readonly string[]): string {
  const found = find(doc, path);
  if (value === undefined) return found ? removeField({ doc, source }, path) : source;
  if (!found) return addField({ doc, source }, path, value, order);
  const { node, parent, pair } = found;
  if (path.length === 0) return `${render(value, 0)}\n`;
  // Maps into maps and lists into lists, field by field, so that the comments inside stay.
  if (isMap(node) && !node.flow && typeof value === 'object' && value !== null && !Array.isArray(value)) return reconcileMap({ doc, source }, path, node, value as Record<string, unknown>);
  if (isSeq(node) && !node.flow && Array.isArray(value)) return reconcileList({ doc, source }, path, node, value);
  if (pair && isMap(parent)) {
    const key = pair.key as Scalar;
    const column = columnOf(source, key.range![0]);
    const end = node ? contentEnd(source, node) : key.range![1] + 1;
    if (isScalar(node) && node.range && typeof value === 'string' && node.type === Scalar.BLOCK_FOLDED) {
      const lines = refold(source, node, value);
      if (lines) return splice(source, lines.start, lines.end, lines.text);
    }
    if (isScalar(node) && node.range && typeof value !== 'object') {
      // A scalar keeps its quotes, and its place on the key's line when it fits there. An empty
      // text needs its quotes; what is written in its place is written as a new value would be.
      const text = renderPair(String(key.value), value, column, node.value === '' ? undefined : node.type);
      // A comment at the end of the key's line goes above the key when the value no longer fits on one line.
      const lineEnd = source.includes('\n', end) ? source.indexOf('\n', end) : source.length;
      const trailing = /^\s+#.*$/.exec(source.slice(end, lineEnd));
      if (trailing && text.includes('\n')) return splice(source, key.range![0], lineEnd, `${trailing[0].trim()}\n${' '.repeat(column)}${text}`);
      return splice(source, key.range![0], end, text);
    }
    return splice(source, key.range![0], end, renderPair(String(key.value), value, column));
  }
  if (isSeq(parent) && node) {
    const column = columnOf(source, source.lastIndexOf('-', node.range![0] - 1));
    const start = source.lastIndexOf('-', node.range![0] - 1);
    return splice(source, start, contentEnd(source, node), renderItem(value, column));
  }
  throw new EditError(`cannot write a value at ${path.join('.')}`);
}

/**
 * A folded paragraph given new words keeps its lines where their words did not change: only the
 * lines that held changed words are wrapped anew, so that one word changed is one line changed.
 * Undefined for a paragraph this cannot be done for (blank or more-indented lines, line breaks
 * in the text); it is then written whole.
 */
function refold(source: string, node: Scalar, value: string): { start: number; end: number; text: string } | undefined {
  const header = nextLine(source, node.range![0]);
  const end = contentEnd(source, node);
  const lines = source.slice(header, end).split('\n');
  const margin = /^ */.exec(lines[0] ?? '')![0];
  const words = (line: string) => line.slice(margin.length).split(' ');
  const simple = (text: string) => text !== '' && !/\s\s|^\s|\s$|[\n\t]/.test(text);
  if (margin === '' || !lines.every((line) => line.startsWith(margin) && simple(line.slice(margin.length)))) return undefined;
  const kept = String(node.value).replace(/\n$/, '');
  const next = value.replace(/\n$/, '');
  if (lines.map((line) => line.slice(margin.length)).join(' ') !== kept || !simple(next) || value.endsWith('\n') !== String(node.value).endsWith('\n')) return undefined;

  const before = kept.split(' ');
  const after = next.split(' ');
  let same = 0;
  while (same < before.length && same < after.length && before[same] === after[same]) same += 1;
  let sameEnd = 0;
  while (sameEnd < before.length - same && sameEnd < after.length - same && before.at(-1 - sameEnd) === after.at(-1 - sameEnd)) sameEnd += 1;
  // Each line's first word and the word after its last, counted in the old text.
  const spans = lines.reduce<{ from: number; to: number }[]>((all, line) => [...all, { from: all.at(-1)?.to ?? 0, to: (all.at(-1)?.to ?? 0) + words(line).length }], []);
  let first = spans.findIndex((span) => span.to > same);
  let last = spans.findLastIndex((span) => span.from < before.length - sameEnd);
  // Words added between two lines join the line before them.
  if (first === -1 || first > last) {
    first = Math.max(0, spans.findLastIndex((span) => span.to <= same));
    last = first;
  }
  const changed = after.slice(spans[first]!.from, spans[last]!.to + after.length - before.length);
  const width = LINE_WIDTH - margin.length;
  const wrapped = changed.reduce<string[]>((rows, word) => {
    const row = rows.at(-1);
    if (row !== undefined && row.length + 1 + word.length <= width) rows[rows.length - 1] = `${row} ${word}`;
    else rows.push(word);
    return rows;
  }, []);
  const at = (line: number) => header + lines.slice(0, line).reduce((length, text) => length + text.length + 1, 0);
  const text = wrapped.map((row) => margin + row).join('\n');
  // Lines that lost all their words go, with their line breaks.
  if (wrapped.length === 0) return { start: first === 0 ? at(0) : at(first) - 1, end: first === 0 ? Math.min(at(last + 1), end) : at(last + 1) - 1, text: '' };
  return { start: at(first), end: at(last + 1) - 1, text };
}

function reconcileMap(located: Located, path: Path, node: YAMLMap, value: Record<string, unknown>): string {
  let source = located.source;
  const keys = node.items.map((item) => String((item.key as Scalar).value));
  const steps: [string, unknown][] = [...keys.filter((key) => !(key in value)).map((key): [string, unknown] => [key, undefined]), ...Object.entries(value)];
  for (const [key, child] of steps) {
    const doc = parseDocument(source);
    if (sameValue(valueAt(doc.toJS(), [...path, key]), child)) continue;
    source = setValue({ doc, source }, [...path, key], child, Object.keys(value));
  }
  return source;
}

function reconcileList(located: Located, path: Path, node: YAMLSeq, value: unknown[]): string {
  let source = located.source;
  for (let index = node.items.length - 1; index >= value.length; index -= 1) source = removeItem(source, path, index);
  value.forEach((item, index) => {
    source = index < node.items.length ? setValue({ doc: parseDocument(source), source }, [...path, index], item) : insertItem(source, path, index, item);
  });
  return source;
}

/** Adds a field that is not there yet, under the deepest map on its path that is. */
function addField({ doc, source }: Located, path: Path, value: unknown, order?: readonly string[]): string {
  let depth = path.length - 1;
  while (depth > 0 && !find(doc, path.slice(0, depth))) depth -= 1;
  const parentPath = path.slice(0, depth);
  const key = path[depth]!;
  const nested = path.slice(depth + 1).reduceRight<unknown>((inner, segment) => (typeof segment === 'number' ? [inner] : { [segment]: inner }), value);
  const parent = find(doc, parentPath)?.node;
  if (!isMap(parent) || parent.flow || parent.items.length === 0) {
    const whole = applyEdit(doc.toJS() as unknown, { op: 'set', path, value });
    return setValue({ doc, source }, parentPath, valueAt(whole, parentPath));
  }
  const firstKey = parent.items[0]!.key as Node;
  const column = columnOf(source, firstKey.range![0]);
  const text = `${renderPair(String(key), nested, column)}\n`;
  // After the last key that comes before it in the schema's order; else before the first that comes after; else at the end.
  const rank = (name: string) => order?.indexOf(name) ?? -1;
  const present = parent.items.map((item) => ({ pair: item, rank: rank(String((item.key as Scalar).value)) }));
  const own = rank(String(key));
  const before = own === -1 ? undefined : present.filter((item) => item.rank !== -1 && item.rank < own).at(-1);
  const after = own === -1 ? undefined : present.find((item) => item.rank > own);
  if (!before && after && (after.pair.key as Node).range![0] !== firstKey.range![0]) {
    const at = lineStart(source, (after.pair.key as Node).range![0]);
    return splice(source, at, at, `${' '.repeat(column)}${text}`);
  }
  const anchor = before?.pair ?? parent.items.at(-1)!;
  const anchorEnd = anchor.value ? contentEnd(source, anchor.value as Node) : (anchor.key as Node).range![1];
  const at = nextLine(source, anchorEnd);
  const prefix = at === source.length && !source.endsWith('\n') ? '\n' : '';
  return splice(source, at, at, `${prefix}${' '.repeat(column)}${text}`);
}

function removeField(located: Located, path: Path): string {
  const { source } = located;
  const { pair, parent } = find(located.doc, path)!;
  if (!pair || !isMap(parent) || parent.flow) {
    if (isSeq(parent)) return removeItem(source, path.slice(0, -1), path.at(-1) as number);
    throw new EditError(`cannot remove ${path.join('.')}`);
  }
  if (parent.items.length === 1) return writeEmpty(located, path.slice(0, -1));
  const keyStart = (pair.key as Node).range![0];
  const column = columnOf(source, keyStart);
  // The first key of a list item shares its line with the dash: the next key takes its place.
  if (!isBlank(source.slice(lineStart(source, keyStart), keyStart))) {
    const next = parent.items[parent.items.indexOf(pair) + 1]!;
    return splice(source, keyStart, (next.key as Node).range![0], '');
  }
  // The comment lines right above a key are about it (the file's SAMPLE and TO CONFIRM notes): they go with it.
  const start = commentsAbove(source, lineStart(source, keyStart), column);
  const end = commentsBelow(source, nextLine(source, pair.value ? contentEnd(source, pair.value as Node) : (pair.key as Node).range![1]), column);
  return removeLines(source, start, end, { first: parent.items[0] === pair, last: parent.items.at(-1) === pair });
}

function insertItem(source: string, path: Path, index: number, value: unknown): string {
  const doc = parseDocument(source);
  const list = find(doc, path)?.node;
  if (!isSeq(list) || list.flow || list.items.length === 0) {
    const items = [...((valueAt(doc.toJS(), path) as unknown[] | undefined) ?? [])];
    items.splice(index, 0, value);
    return setValue({ doc, source }, path, items);
  }
  if (index < list.items.length) {
    const { start, column } = itemSpan(source, list, index);
    return splice(source, start, start, `${' '.repeat(column)}${renderItem(value, column)}\n`);
  }
  const { end, column } = itemSpan(source, list, list.items.length - 1);
  const prefix = end === source.length && !source.endsWith('\n') ? '\n' : '';
  return splice(source, end, end, `${prefix}${' '.repeat(column)}${renderItem(value, column)}\n`);
}

function removeItem(source: string, path: Path, index: number): string {
  const doc = parseDocument(source);
  const list = find(doc, path)?.node;
  if (!isSeq(list)) throw new EditError(`${path.join('.')} is not a list`);
  if (list.flow) {
    const items = (valueAt(doc.toJS(), path) as unknown[]).filter((_, at) => at !== index);
    return setValue({ doc, source }, path, items);
  }
  if (list.items.length === 1) return writeEmpty({ doc, source }, path);
  const { start, end } = itemSpan(source, list, index);
  return removeLines(source, start, end, { first: index === 0, last: index === list.items.length - 1 });
}

/** Items trade places; the blank lines and stray comments between them stay where they are. */
function moveItem(source: string, path: Path, from: number, to: number): string {
  if (from === to) return source;
  // The last item is given a line break, as every other place it may move to has one.
  const text = source.endsWith('\n') ? source : `${source}\n`;
  const doc = parseDocument(text);
  const list = find(doc, path)?.node;
  if (!isSeq(list)) throw new EditError(`${path.join('.')} is not a list`);
  const spans = list.items.map((_, index) => itemSpan(text, list, index));
  const texts = spans.map(({ start, end }) => text.slice(start, end));
  texts.splice(to, 0, ...texts.splice(from, 1));
  const moved = spans.reduceRight((result, { start, end }, index) => splice(result, start, end, texts[index]!), text);
  return text === source ? moved : moved.slice(0, -1);
}

/** An item a remove or a move names must be there. */
function checkIndexes(doc: Document, edit: Edit): void {
  if (edit.op !== 'remove' && edit.op !== 'move') return;
  const list = find(doc, edit.path)?.node;
  if (!isSeq(list)) throw new EditError(`${edit.path.join('.') || 'the file'} is not a list`);
  const indexes = edit.op === 'remove' ? [edit.index] : [edit.from, edit.to];
  const missing = indexes.find((index) => !Number.isInteger(index) || index < 0 || index >= list.items.length);
  if (missing === undefined) return;
  const count = list.items.length;
  throw new EditError(`${edit.path.join('.')} has no item ${missing}: ${count === 0 ? 'it is empty' : `its items are numbered from 0 to ${count - 1}`}`);
}

function applyToText(source: string, edit: Edit): string {
  const doc = documentOf(source);
  checkIndexes(doc, edit);
  // Inside brackets, the collection is written anew on its line.
  const flow = flowAncestor(doc, edit.path);
  if (flow) {
    const value = applyEdit(doc.toJS() as unknown, edit);
    const whole = valueAt(value, flow);
    const node = find(doc, flow)!.node!;
    const start = node.range![0];
    return splice(source, start, contentEnd(source, node), renderFlow(whole, source[start + 1] === ' '));
  }
  switch (edit.op) {
    case 'set':
      return setValue({ doc, source }, edit.path, edit.value, edit.order);
    case 'insert':
      return insertItem(source, edit.path, edit.index, edit.value);
    case 'remove':
      return removeItem(source, edit.path, edit.index);
    case 'move':
      return moveItem(source, edit.path, edit.from, edit.to);
  }
}

/**
 * The file's text after the edits, each written where it belongs. Each result is read back and
 * must hold what the edit asks for; if one cannot be written faithfully, an EditError says which.
 */
export function editText(source: string, edits: readonly Edit[]): string {
  let text = source;
  let data = dataOf(text);
  for (const edit of edits) {
    const expected = applyEdit(data, edit);
    const next = applyToText(text, edit);
    // Read as validation reads it, which then finds it already read.
    const { doc } = readYaml(next);
    if (doc.errors.length > 0 || !sameValue(doc.toJS(), expected)) {
      throw new EditError(`the change to ${edit.path.join('.') || 'the file'} could not be written without disturbing the rest of the file`);
    }
    text = next;
    data = expected;
    remember(text, data);
  }
  return text;
}

/**
 * The data of the last few texts edits were made on. While someone types, each keystroke's edit
 * is made on the same text; reading it once rather than at every key saves a parse of the file.
 * Edits never change data in place (applyEdit copies), so what is kept stays as it was read.
 */
const readTexts = new Map<string, unknown>();
const READ_TEXTS_KEPT = 4;

function remember(text: string, data: unknown) {
  readTexts.delete(text);
  readTexts.set(text, data);
  while (readTexts.size > READ_TEXTS_KEPT) readTexts.delete(readTexts.keys().next().value!);
}

/** The parsed document of a text edits are made on: the one read last, as a rule (see readYaml). */
const documentOf = (text: string): Document => readYaml(text).doc;

function dataOf(text: string): unknown {
  const known = readTexts.get(text);
  if (known !== undefined) {
    remember(text, known);
    return known;
  }
  const data = parseDocument(text).toJS() as unknown;
  remember(text, data);
  return data;
}
