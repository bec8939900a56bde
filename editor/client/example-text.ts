import { followEdit, valueAt, type Edit, type Path } from '../edits.ts';
import { NEW_PAGE_TITLES } from './new-page.ts';
import type { Data } from './schema.ts';

const isPlain = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every text of an example with where it is inside it: the words a block from the gallery arrives with. */
function textsOf(value: unknown, path: Path = []): [Path, string][] {
  if (typeof value === 'string') return /\s/.test(value.trim()) ? [[path, value]] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, [...path, index]));
  if (isPlain(value)) return Object.entries(value).flatMap(([key, item]) => textsOf(item, [...path, key]));
  return [];
}

function at(value: unknown, path: Path): unknown {
  let here = value;
  for (const segment of path) here = (here as Record<string | number, unknown> | undefined)?.[segment];
  return here;
}

const startsWith = (path: Path, prefix: Path) => prefix.length <= path.length && prefix.every((segment, index) => path[index] === segment);

/**
 * Where the items inserted by these edits are now: each insert adds one, and later edits carry it
 * along (a move, an insert before it) or take it away (its removal).
 */
export function insertedItems(edits: readonly Edit[]): Path[] {
  let places: Path[] = [];
  for (const edit of edits) {
    if (edit.op === 'remove') places = places.filter((place) => !startsWith(place, [...edit.path, edit.index]));
    if (edit.op === 'set') places = places.filter((place) => !startsWith(place, edit.path) || place.length === edit.path.length);
    places = places.map((place) => followEdit(place, edit));
    if (edit.op === 'insert') places.push([...edit.path, edit.index]);
  }
  return places;
}

/** A field still holding the words it arrived with: example text, or English words copied to start a French page. */
export interface HeldText {
  path: Path;
  copied: boolean;
}

/** What the fields hold: example text only, copied English only, or both. */
export function heldKind(held: readonly HeldText[]): 'example' | 'copied' | 'both' {
  const copied = held.filter((text) => text.copied).length;
  if (copied === 0) return 'example';
  return copied === held.length ? 'copied' : 'both';
}

const HELD_WORDS = { example: 'example text', copied: 'English words', both: 'example text or English words' } as const;

/** What the fields hold, in words: "example text", "English words" or both. */
export const heldWords = (held: readonly HeldText[]): string => HELD_WORDS[heldKind(held)];

/**
 * The fields of blocks and pages added since the last save that still hold the words they arrived
 * with: a block's text as the gallery's example has it, a new page's title, the English words a
 * new French page was started with. They would be
 * published as they are, so the editor names them and asks before saving.
 */
export function exampleTexts(data: Data, kinds: readonly { type: string; example: unknown }[], edits: readonly Edit[]): HeldText[] {
  const examples = new Map(kinds.map((kind) => [kind.type, textsOf(kind.example)]));
  const found: HeldText[] = [];
  const example = (path: Path) => {
    if (!found.some((known) => known.path.join('.') === path.join('.'))) found.push({ path, copied: false });
  };
  // A block added to a page that is new itself is both an item of its own and part of the page: named once.
  const named = new Set<string>();
  const inBlock = (block: unknown, place: Path) => {
    if (named.has(place.join('.'))) return;
    named.add(place.join('.'));
    inNewBlock(block, place);
  };
  const inNewBlock = (block: unknown, place: Path) => {
    if (!isPlain(block)) return;
    if (typeof block.heading === 'string' && NEW_PAGE_TITLES.includes(block.heading)) example([...place, 'heading']);
    for (const [path, text] of examples.get(String(block.type)) ?? []) if (at(block, path) === text) example([...place, ...path]);
  };
  for (const place of insertedItems(edits)) {
    const item = valueAt(data, place);
    if (place.at(-2) === 'blocks') inBlock(item, place);
    if (place.at(-2) === 'pages' && isPlain(item)) {
      if (typeof item.title === 'string' && NEW_PAGE_TITLES.includes(item.title)) example([...place, 'title']);
      // A French page started from its English page: the English words still there, to translate
      // (English even where the English page kept a block's example words).
      const original = place[0] === 'fr' ? (Array.isArray(data.pages) ? (data.pages as unknown[]) : []).find((page) => isPlain(page) && page.path === item.counterpart) : undefined;
      if (isPlain(original) && Array.isArray(item.blocks)) {
        for (const [path, text] of textsOf(item.blocks)) if (at(original.blocks, path) === text) found.push({ path: [...place, 'blocks', ...path], copied: true });
      }
      if (Array.isArray(item.blocks)) item.blocks.forEach((block, index) => inBlock(block, [...place, 'blocks', index]));
    }
  }
  return found;
}
