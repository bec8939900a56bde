import { itemName, itemNoun, labelOf, typeLabel } from './client/schema.ts';

/**
 * What changed between two versions of the content, in the words of the editor's forms:
 * "Home (/) › Hero: Phones that work › Heading: “old” → “new”". Lists are compared item by item
 * the way a person sees them: an item that kept its content is the same item wherever it went, so
 * inserting a block reads as one added block, not as every later block changed.
 */
export interface Change {
  kind: 'changed' | 'added' | 'removed' | 'moved';
  /** Where, from the outside in: the page, the block, the field. */
  where: string[];
  before?: string;
  after?: string;
}

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The longest a quoted value is shown before it is cut with an ellipsis. */
const QUOTE_LENGTH = 70;

/** A value as the change list shows it: a text quoted (and cut when long), a list item by its name. */
export function quote(value: unknown): string {
  if (value === undefined || value === null || value === '') return '(empty)';
  if (typeof value === 'string') {
    const text = value.replace(/\s+/g, ' ').trim();
    return `“${text.length > QUOTE_LENGTH ? `${text.slice(0, QUOTE_LENGTH - 1).trimEnd()}…` : text}”`;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return describeItem(value, undefined, 0);
}

/** A block as the sidebar names it: its kind, and its heading when it has one. */
function blockWords(block: Plain): string {
  const kind = typeLabel(String(block.type ?? 'block'));
  const words = ['heading', 'title', 'name', 'text'].map((key) => block[key]).find((text): text is string => typeof text === 'string' && text.trim() !== '');
  return words ? `${kind}: ${quote(words).slice(1, -1)}` : kind;
}

/** One item of a list under `key`, as a person names it: a block by its kind and heading, a page by its title and address. */
function describeItem(value: unknown, key: string | number | undefined, index: number): string {
  if (key === 'blocks' && isPlain(value)) return blockWords(value);
  if (key === 'pages' && isPlain(value)) return `${itemName(value, index)} (${String(value.path ?? '')})`;
  if (isPlain(value) || Array.isArray(value)) {
    const name = itemName(value, index);
    return name.startsWith('Item ') ? placeOf(key, index) : quote(name).slice(1, -1);
  }
  return quote(value);
}

/** "Paragraph 2": an item by its place, for items that have no name. */
function placeOf(key: string | number | undefined, index: number): string {
  const noun = itemNoun(key);
  return `${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${index + 1}`;
}

/** An item that came or went, with what it is when its own words do not say: "submenu item “Cloud”". */
function namedItem(value: unknown, key: string | number | undefined, index: number): string {
  if (key === 'blocks' || key === 'pages') return `the ${key === 'blocks' ? 'block' : 'page'} ${describeItem(value, key, index)}`;
  const words = describeItem(value, key, index);
  return words.startsWith('“') || /^[A-Z][a-z]+ \d+$/.test(words) ? `${itemNoun(key)} ${words}` : `${itemNoun(key)} “${words}”`;
}

/** A key of the file as the forms label it; the top-level `fr` is the French side of the site. */
const keyWords = (key: string, depth: number) => (depth === 0 && key === 'fr' ? 'French' : labelOf(key));

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The pairs of positions whose items are identical, in order: the longest common run of the two lists. */
function commonItems(before: readonly string[], after: readonly string[]): [number, number][] {
  const table = Array.from({ length: before.length + 1 }, () => new Array<number>(after.length + 1).fill(0));
  for (let i = before.length - 1; i >= 0; i -= 1) {
    for (let j = after.length - 1; j >= 0; j -= 1) {
      table[i]![j] = before[i] === after[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
    }
  }
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < before.length && j < after.length; ) {
    if (before[i] === after[j]) {
      pairs.push([i, j]);
      i += 1;
      j += 1;
    } else if (table[i + 1]![j]! >= table[i]![j + 1]!) i += 1;
    else j += 1;
  }
  return pairs;
}

/** Whether two items are the same thing edited: the same block type, page address or id. */
function sameThing(a: unknown, b: unknown): boolean {
  if (!isPlain(a) || !isPlain(b)) return typeof a === typeof b && !isPlain(a) && !isPlain(b) && !Array.isArray(a);
  for (const key of ['id', 'path', 'from']) if (a[key] !== undefined || b[key] !== undefined) return a[key] === b[key];
  return a.type === b.type;
}

/** Whether two items are the same thing much edited: of one type, with at least half of their fields alike. */
function alike(a: unknown, b: unknown): boolean {
  if (!isPlain(a) || !isPlain(b) || a.type !== b.type) return false;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.filter((key) => same(a[key], b[key])).length * 2 >= keys.length;
}

/**
 * Two versions of a list under `key`, at `where` (its parent: an item stands for its list, so a
 * block reads "Home (/) › Hero: …", not "Home (/) › Blocks › Hero: …").
 */
function compareLists(before: unknown[], after: unknown[], key: string | number | undefined, where: string[], depth: number, out: Change[]) {
  const [left, right] = [before.map((item) => JSON.stringify(item)), after.map((item) => JSON.stringify(item))];
  const anchors = [...commonItems(left, right), [before.length, after.length] as [number, number]];
  const removed: number[] = [];
  const added: number[] = [];
  let [i, j] = [0, 0];
  for (const [nextI, nextJ] of anchors) {
    // Between two unchanged items: the same thing on both sides was edited; the rest came or went.
    const gapBefore = Array.from({ length: nextI - i }, (_, offset) => i + offset);
    const gapAfter = Array.from({ length: nextJ - j }, (_, offset) => j + offset);
    // As many went as came: each was changed where it stood, if it is still the same kind of thing
    // (a page given a new address is the same page; a hero that became a text block is not).
    const inPlace = gapBefore.length === gapAfter.length;
    const sameKind = (a: unknown, b: unknown) => (isPlain(a) && isPlain(b) ? a.type === b.type : !isPlain(a) && !isPlain(b));
    while (gapBefore.length > 0 && gapAfter.length > 0 && ((inPlace && sameKind(before[gapBefore[0]!], after[gapAfter[0]!])) || sameThing(before[gapBefore[0]!], after[gapAfter[0]!]))) {
      const [a, b] = [gapBefore.shift()!, gapAfter.shift()!];
      const item = isPlain(after[b]) || Array.isArray(after[b]) ? describeItem(after[b], key, b) : placeOf(key, b);
      compare(before[a], after[b], key, [...where, item], depth + 1, out);
    }
    // What is left may still be the same thing with its id or address changed among others that
    // came or went: a page renamed while another was added is that page changed.
    for (const a of [...gapBefore]) {
      const twin = gapAfter.findIndex((b) => alike(before[a], after[b]));
      if (twin < 0) continue;
      const [b] = gapAfter.splice(twin, 1);
      gapBefore.splice(gapBefore.indexOf(a), 1);
      compare(before[a], after[b!], key, [...where, isPlain(after[b!]) ? describeItem(after[b!], key, b!) : placeOf(key, b!)], depth + 1, out);
    }
    removed.push(...gapBefore);
    added.push(...gapAfter);
    [i, j] = [nextI + 1, nextJ + 1];
  }
  for (const index of removed) {
    const twin = added.findIndex((other) => same(before[index], after[other]));
    if (twin >= 0) {
      const [to] = added.splice(twin, 1);
      out.push({ kind: 'moved', where, before: `${namedItem(before[index], key, index)} from place ${index + 1}`, after: `place ${to! + 1}` });
    } else {
      out.push({ kind: 'removed', where, before: namedItem(before[index], key, index) });
    }
  }
  for (const index of added) out.push({ kind: 'added', where, after: namedItem(after[index], key, index) });
}

function compare(before: unknown, after: unknown, key: string | number | undefined, where: string[], depth: number, out: Change[]) {
  if (same(before, after)) return;
  if (isPlain(before) && isPlain(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    for (const name of keys) {
      const [a, b] = [before[name], after[name]];
      if (same(a, b)) continue;
      const here = [...where, keyWords(name, depth)];
      // A list of the site (Menu, Testimonials) keeps its name; inside an item, the item says it.
      const topLevel = depth === 0 || (depth === 1 && where.length === 1 && where[0] === 'French');
      if (Array.isArray(a) && Array.isArray(b)) compareLists(a, b, name, topLevel && name !== 'pages' ? here : where, depth, out);
      else if (a === undefined && b !== undefined && (isPlain(b) || Array.isArray(b))) out.push({ kind: 'added', where: here, after: describeItem(b, name, 0) });
      else if (b === undefined && a !== undefined && (isPlain(a) || Array.isArray(a))) out.push({ kind: 'removed', where: here, before: describeItem(a, name, 0) });
      else compare(a, b, name, here, depth + 1, out);
    }
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) return compareLists(before, after, key, where, depth, out);
  out.push({ kind: 'changed', where, before: quote(before), after: quote(after) });
}

/** Every change from one version of the content to another, in the order of the file. */
export function describeChanges(before: unknown, after: unknown): Change[] {
  const out: Change[] = [];
  compare(before, after, undefined, [], 0, out);
  return out;
}

/** One change as a line: "Home (/) › Hero: Phones › Heading: “old” → “new”". */
export function changeLine(change: Change): string {
  const what = {
    changed: `${change.before} → ${change.after}`,
    added: `added ${change.after}`,
    removed: `removed ${change.before}`,
    moved: `moved ${change.before} to ${change.after}`,
  }[change.kind];
  // A page added, removed or moved is said on its own: "Added the page Careers (/careers)".
  if (change.where.length === 0) return `${what.charAt(0).toUpperCase()}${what.slice(1)}`;
  return `${change.where.join(' › ')}: ${what}`;
}
