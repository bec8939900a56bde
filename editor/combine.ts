import { describeChanges, quote } from './changes.ts';
import { applyEdit, carryPath, rebase, sameValue, valueAt, type Edit, type Path } from './edits.ts';

/*
 * Two versions of the content that both changed since the one they share (the version published
 * here and the one published elsewhere meanwhile), combined change by change: each of one side's
 * changes is carried onto the other side's version, following list items by what they hold, and
 * where both changed the same thing the person chooses which to keep.
 */

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What turns `before` into `after`, as edits that each set one value: as deep as the two keep the
 * same shape (maps, and lists of the same length, compared item by item), so that changes to two
 * fields of one block are two edits. A list that gained or lost items is set as a whole.
 */
function changesBetween(before: unknown, after: unknown, path: Path = []): Edit[] {
  if (sameValue(before, after)) return [];
  if (isPlain(before) && isPlain(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => changesBetween(before[key], after[key], [...path, key]));
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    return before.flatMap((item, index) => changesBetween(item, after[index], [...path, index]));
  }
  return [{ op: 'set', path, value: after }];
}

/** A change both sides made to the same thing, with each side's value in words. */
export interface Collision {
  /** The key the person's choice is sent back under. */
  id: string;
  /** Where, in the words of the editor's forms: "Home (/) › Hero: … › Heading". */
  where: string;
  mine: string;
  theirs: string;
  /** False when their version moved or removed what mine changed: only theirs can be kept. */
  placeable: boolean;
}

export interface Combination {
  /** My changes carried onto their version, without the collisions. */
  carried: Edit[];
  collisions: Collision[];
  /** The edit that keeps my side of each placeable collision, by its id. */
  keepMine: Map<string, Edit>;
}

/** My side (`ours`) and theirs, both changed since `base`: what carries over by itself, and what the person must choose. */
export function combine(base: unknown, ours: unknown, theirs: unknown): Combination {
  const carried: Edit[] = [];
  const collisions: Collision[] = [];
  const keepMine = new Map<string, Edit>();
  for (const edit of changesBetween(base, ours)) {
    const { edits, conflicts } = rebase([edit], base, theirs);
    if (conflicts.length === 0) {
      carried.push(...edits);
      continue;
    }
    const id = edit.path.join('.');
    const place = carryPath(edit.path, base, theirs);
    // Both made the same change: it is there already.
    if (place && sameValue(valueAt(theirs, place), valueAt(ours, edit.path))) continue;
    const [change] = describeChanges(base, applyEdit(base, edit));
    collisions.push({
      id,
      where: change ? change.where.join(' › ') : id,
      mine: quote(valueAt(ours, edit.path)),
      theirs: place ? quote(valueAt(theirs, place)) : '(moved or removed)',
      placeable: place !== undefined,
    });
    if (place && edit.op === 'set') keepMine.set(id, { ...edit, path: place });
  }
  return { carried, collisions, keepMine };
}
