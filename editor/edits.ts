/**
 * What the editor can do to the content, as plain data: set a field (or clear it), and insert,
 * remove or move an item of a list. The editor's page keeps the edits made since the last save;
 * the server applies the same edits to the file's text (see yaml-text.ts).
 */
export type Path = (string | number)[];

export type Edit =
  /** Sets a field; `undefined` leaves it out. `order` is the order its map's keys are written in, for a new key's place. */
  | { op: 'set'; path: Path; value?: unknown; order?: readonly string[] }
  | { op: 'insert'; path: Path; index: number; value: unknown }
  | { op: 'remove'; path: Path; index: number }
  | { op: 'move'; path: Path; from: number; to: number };

/** The path of a problem, written `pages.0.blocks.2.heading` (`(document)` for the whole file), as edits write it. */
export const problemPath = (problem: { path: string }): Path =>
  problem.path === '(document)' ? [] : problem.path.split('.').map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);

export function valueAt(data: unknown, path: readonly (string | number)[]): unknown {
  let value = data;
  for (const segment of path) {
    if (Array.isArray(value) && typeof segment === 'number') value = value[segment];
    else if (isPlain(value)) value = value[String(segment)];
    else return undefined;
  }
  return value;
}

/** A copy of `data` with the value at `path` replaced by what `change` makes of it; the parents on the way are copied, nothing else. */
function update(data: unknown, path: readonly (string | number)[], change: (value: unknown) => unknown): unknown {
  if (path.length === 0) return change(data);
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(data) && typeof head === 'number') {
    const copy = [...data];
    copy[head] = update(copy[head], rest, change);
    return copy;
  }
  const map: Plain = isPlain(data) ? { ...data } : {};
  const next = update(map[String(head)], rest, change);
  if (next === undefined) delete map[String(head)];
  else map[String(head)] = next;
  return map;
}

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? [...value] : []);

/** The data after an edit; the data given is left as it was. */
export function applyEdit<Data>(data: Data, edit: Edit): Data {
  switch (edit.op) {
    case 'set':
      return update(data, edit.path, () => edit.value) as Data;
    case 'insert':
      return update(data, edit.path, (list) => {
        const items = listOf(list);
        items.splice(edit.index, 0, edit.value);
        return items;
      }) as Data;
    case 'remove':
      return update(data, edit.path, (list) => listOf(list).filter((_, index) => index !== edit.index)) as Data;
    case 'move':
      return update(data, edit.path, (list) => {
        const items = listOf(list);
        const [moved] = items.splice(edit.from, 1);
        items.splice(edit.to, 0, moved);
        return items;
      }) as Data;
  }
}

/**
 * Where a place in the content is after an edit: an item keeps being itself when its list gains,
 * loses or reorders items. A place inside a removed item becomes the list's owner: the page, for a
 * block, or the item before it.
 */
export function followEdit(place: Path, edit: Edit): Path {
  if (edit.op === 'set' || place.length <= edit.path.length || !edit.path.every((segment, index) => place[index] === segment)) return place;
  const at = place[edit.path.length];
  if (typeof at !== 'number') return place;
  const moved = (index: number): Path => [...edit.path, index, ...place.slice(edit.path.length + 1)];
  switch (edit.op) {
    case 'insert':
      return at >= edit.index ? moved(at + 1) : place;
    case 'remove':
      if (at > edit.index) return moved(at - 1);
      if (at < edit.index) return place;
      return edit.path.at(-1) === 'blocks' ? edit.path.slice(0, -1) : [...edit.path, Math.max(0, edit.index - 1)];
    case 'move':
      if (at === edit.from) return moved(edit.to);
      if (edit.from < at && at <= edit.to) return moved(at - 1);
      if (edit.to <= at && at < edit.from) return moved(at + 1);
      return place;
  }
}

/** The change to a list's order that undoing an edit makes, for following a place through the undo; none for a field set. */
export function reverseOf(edit: Edit): Edit | undefined {
  switch (edit.op) {
    case 'move':
      return { ...edit, from: edit.to, to: edit.from };
    case 'insert':
      return { op: 'remove', path: edit.path, index: edit.index };
    case 'remove':
      return { op: 'insert', path: edit.path, index: edit.index, value: undefined };
    case 'set':
      return undefined;
  }
}

export const applyEdits = <Data>(data: Data, edits: readonly Edit[]): Data => edits.reduce(applyEdit, data);

/** Deeper than any field of the content: site, pages, a page, blocks, a block, items, an item, a field, and room to spare. */
const MAX_DEPTH = 24;
/** Longer than any field name the schema has. */
const MAX_NAME = 100;
/** Names that would reach an object's own machinery rather than a field. */
const NOT_FIELDS = new Set(['__proto__', 'constructor', 'prototype']);

/** Why a path cannot name a place in `data`: a list position past the end of its list (or at the end, `+1` allowed), or a list where a map is. */
function pathProblem(data: unknown, path: Path, lastOpen: boolean): string | undefined {
  if (path.length > MAX_DEPTH) return `its path is ${path.length} steps deep; the content is never more than ${MAX_DEPTH}`;
  let value = data;
  for (const [step, segment] of path.entries()) {
    const isLast = step === path.length - 1;
    if (typeof segment === 'number') {
      if (!Array.isArray(value)) return `${segment} is a list position, and ${path.slice(0, step).join('.') || 'the file'} is not a list`;
      // Only the last step of a `set` may name the place just after the end: it adds the item there.
      const room = isLast && lastOpen ? value.length : value.length - 1;
      if (segment > room) return `${path.slice(0, step).join('.') || 'the list'} has ${value.length} items; there is no item ${segment}`;
    } else {
      if (segment.length > MAX_NAME || NOT_FIELDS.has(segment)) return `"${segment.slice(0, 40)}" is not a field of the content`;
      if (Array.isArray(value)) return `${path.slice(0, step).join('.')} is a list, and "${segment}" is not a list position`;
    }
    value = valueAt(value, [segment]);
  }
  return undefined;
}

/** Why an edit cannot be made on `data` as it is; undefined when it can. */
function editProblem(data: unknown, edit: Edit): string | undefined {
  const onPath = pathProblem(data, edit.path, edit.op === 'set');
  if (onPath || edit.op === 'set') return onPath;
  const list = valueAt(data, edit.path);
  if (list !== undefined && !Array.isArray(list)) return `${edit.path.join('.')} is not a list`;
  const length = Array.isArray(list) ? list.length : 0;
  // An item goes in at most just after the last; one removed or moved is one the list has.
  const last = edit.op === 'insert' ? length : length - 1;
  const beyond = (edit.op === 'move' ? [edit.from, edit.to] : [edit.index]).find((index) => index > last);
  return beyond === undefined ? undefined : `${edit.path.join('.')} has ${length} items; there is no place ${beyond}`;
}

/**
 * Why a list of edits is not one the editor's page makes on `data`, each on the data the edits
 * before it made: a place past the end of a list would write a list with millions of holes.
 * Undefined when every edit can be made.
 */
export function editsProblem(data: unknown, edits: readonly Edit[]): string | undefined {
  let current = data;
  for (const [number, edit] of edits.entries()) {
    const problem = editProblem(current, edit);
    if (problem) return `edit ${number + 1} (${edit.op}): ${problem}`;
    current = applyEdit(current, edit);
  }
  return undefined;
}

/** Whether two values of the content are the same (plain data: maps, lists, text, numbers, switches). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  if (isPlain(a) && isPlain(b)) {
    const keys = Object.keys(a).filter((key) => a[key] !== undefined);
    return keys.length === Object.keys(b).filter((key) => b[key] !== undefined).length && keys.every((key) => sameValue(a[key], b[key]));
  }
  return false;
}

/**
 * Where the item at `index` of a list is in the list as changed outside the editor: in the same
 * place if it is still there, unchanged, or changed where it stood; where it went, if it moved
 * unchanged; nowhere (undefined) when that cannot be told.
 */
function carryIndex(old: readonly unknown[], now: readonly unknown[], index: number): number | undefined {
  if (sameValue(now[index], old[index])) return index;
  const moved = now.flatMap((item, at) => (sameValue(item, old[index]) ? [at] : []));
  if (moved.length === 1) return moved[0];
  // Changed where it stood: the list kept its length, and what is there now is no other item moved in.
  const changedInPlace = index < now.length && old.length === now.length && !old.some((item) => sameValue(item, now[index]));
  return changedInPlace ? index : undefined;
}

/** A place in `old` followed into `now`, each list item on the way to where it is; undefined where one cannot be followed. */
export function carryPath(path: Path, old: unknown, now: unknown): Path | undefined {
  const carried: Path = [];
  let [a, b] = [old, now];
  for (const segment of path) {
    if (typeof segment === 'number') {
      if (!Array.isArray(a) || !Array.isArray(b)) return undefined;
      const index = carryIndex(a, b, segment);
      if (index === undefined) return undefined;
      carried.push(index);
      [a, b] = [a[segment], b[index]];
    } else {
      carried.push(segment);
      [a, b] = [isPlain(a) ? a[segment] : undefined, isPlain(b) ? b[segment] : undefined];
    }
  }
  return carried;
}

/** One edit, made on `old`, as it applies to `now`; undefined where it would land somewhere else or on a changed value. */
function carryEdit(edit: Edit, old: unknown, now: unknown): Edit | undefined {
  const path = carryPath(edit.path, old, now);
  if (!path) return undefined;
  const [list, current] = [valueAt(old, edit.path), valueAt(now, path)];
  switch (edit.op) {
    case 'set':
      // Changed outside too: which value wins is the person's choice.
      return sameValue(list, current) ? { ...edit, path } : undefined;
    case 'insert': {
      if (!Array.isArray(list) || !Array.isArray(current)) return undefined;
      // After the item it followed, wherever that is now; at the end, after the last.
      const after = edit.index === 0 ? -1 : edit.index >= list.length ? current.length - 1 : carryIndex(list, current, edit.index - 1);
      return after === undefined ? undefined : { ...edit, path, index: after + 1 };
    }
    case 'remove': {
      if (!Array.isArray(list) || !Array.isArray(current)) return undefined;
      const index = carryIndex(list, current, edit.index);
      return index === undefined || !sameValue(current[index], list[edit.index]) ? undefined : { ...edit, path, index };
    }
    case 'move': {
      if (!Array.isArray(list) || !Array.isArray(current)) return undefined;
      const [from, to] = [carryIndex(list, current, edit.from), carryIndex(list, current, edit.to)];
      return from === undefined || to === undefined ? undefined : { ...edit, path, from, to };
    }
  }
}

/**
 * Unsaved edits carried onto the file as it was changed outside the editor (`before` and `after`
 * the change): each follows the items it is about by what they hold, not by their place, so an
 * edit to a card another tab moved stays with that card. `edits` are the carried edits (an edit
 * that cannot be carried is kept as it was); `conflicts` the paths of those, and of edits whose
 * value was changed outside too, for the person to choose.
 */
export function rebase(mine: readonly Edit[], before: unknown, after: unknown): { edits: Edit[]; conflicts: Path[] } {
  const edits: Edit[] = [];
  const found = new Map<string, Path>();
  let [old, now] = [before, after];
  for (const edit of mine) {
    const carried = carryEdit(edit, old, now);
    if (!carried) found.set(JSON.stringify(edit.path), edit.path);
    const kept = carried ?? edit;
    edits.push(kept);
    [old, now] = [applyEdit(old, edit), applyEdit(now, kept)];
  }
  return { edits, conflicts: [...found.values()] };
}
