import { createHash } from 'node:crypto';
import type { Edit } from './edits.ts';

/** How many texts worked out from edits the editor keeps (each as large as site.yaml). */
const EDITED_TEXTS_KEPT = 20;

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The texts lists of edits make of a version of the file. Each edit parses the file anew (about
 * 40 ms on the real one), so a list is worked out from the longest start of it already worked out:
 * a list one edit longer than the last costs one edit. While someone types, only the last edit
 * changes from one request to the next, so the text before the last edit is kept as well as the
 * whole. The texts used last are kept, at most `limit` of them.
 */
export function editedTexts(apply: (text: string, edits: readonly Edit[]) => string, limit = EDITED_TEXTS_KEPT) {
  const known = new Map<string, string>();
  const keep = (key: string, text: string) => {
    known.delete(key);
    known.set(key, text);
    while (known.size > limit) known.delete(known.keys().next().value!);
  };
  return function edited(version: string, base: string, edits: readonly Edit[]): string {
    // Each start of the list is named by the name of the one before it and its last edit.
    const keys = [version];
    for (const edit of edits) keys.push(hashOf(`${keys.at(-1)}\n${JSON.stringify(edit)}`));
    let done = edits.length;
    while (done > 0 && !known.has(keys[done]!)) done -= 1;
    let text = done === 0 ? base : known.get(keys[done]!)!;
    if (done > 0) keep(keys[done]!, text);
    const beforeLast = edits.length - 1;
    if (done < beforeLast) {
      text = apply(text, edits.slice(done, beforeLast));
      keep(keys[beforeLast]!, text);
      done = beforeLast;
    }
    if (done < edits.length) {
      text = apply(text, edits.slice(done));
      keep(keys[edits.length]!, text);
    }
    return text;
  };
}
