import { changeLine, describeChanges } from '../changes.ts';
import type { ChangeOrigin } from './api.ts';

/*
 * What the page says of a change to site.yaml it did not make, by where the change came from: a
 * save in another tab, a colleague's save (by name), or an edit outside the editor. Unknown, for
 * edits brought back from a last visit: the file has changed since, by whoever it was.
 */

/** Who changed the file, to open a sentence that goes on with what changed. */
const opening = (origin: ChangeOrigin) => (origin.from === 'outside' ? 'site.yaml was changed outside the editor' : origin.by ? `Saved by ${origin.by}` : 'Saved in another tab');

/** What came into the file and from where: "Saved in another tab: Company › Phone: “…” → “…”, and 2 more changes." */
export function changeNotice(origin: ChangeOrigin, before: unknown, after: unknown): string {
  const [first, ...more] = describeChanges(before, after).map(changeLine);
  if (!first) return `${opening(origin)}.`;
  const rest = more.length === 0 ? '' : `, and ${more.length} more change${more.length === 1 ? '' : 's'}`;
  return `${opening(origin)}: ${first}${rest}.`;
}

/** A change that touches fields with unsaved edits: who made it, before the choice between the two. */
export function collision(origin: ChangeOrigin | undefined): string {
  const what =
    origin === undefined
      ? 'site.yaml has changed since, in fields'
      : origin.from === 'outside'
        ? 'site.yaml was changed outside the editor, in fields'
        : `${origin.by ?? 'Another tab'} saved changes to fields`;
  return `${what} you have unsaved edits to. Nothing is lost yet: choose which version to keep.`;
}

/** A save refused because the file changed first, and who changed it. */
export function refusedSave(origin: ChangeOrigin | undefined): string {
  if (origin === undefined || origin.from === 'outside') return 'Not saved: site.yaml was changed outside the editor.';
  return `Not saved: ${origin.by ?? 'another tab'} saved site.yaml first.`;
}
