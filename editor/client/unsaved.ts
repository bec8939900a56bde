import type { Edit } from '../edits.ts';
import type { FileState } from './api.ts';

/**
 * Unsaved edits kept in this browser, so that a reload of the tab or a restart of the editor
 * loses nothing: the edits, the version of the file they were made on (its data too, to tell what
 * changed in the file since) and when. Kept per editor address and per file.
 */
export interface Unsaved {
  base: FileState;
  edits: Edit[];
  /** When the last edit was kept, in milliseconds since 1970. */
  at: number;
}

const keyOf = (file: string) => `site-editor-unsaved:${file}`;

export function recall(file: string): Unsaved | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(keyOf(file)) ?? 'null') as Unsaved | null;
    return kept && Array.isArray(kept.edits) && kept.edits.length > 0 && kept.base?.data ? kept : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the edits made on `base`; none kept when there are none. A browser out of room keeps nothing, and says nothing. */
export function keep(file: string, base: FileState, edits: readonly Edit[]) {
  try {
    if (edits.length === 0) localStorage.removeItem(keyOf(file));
    else localStorage.setItem(keyOf(file), JSON.stringify({ base, edits: [...edits], at: Date.now() } satisfies Unsaved));
  } catch {
    // Storage full or switched off: the edits live in the tab only, as before.
  }
}

export const forget = (file: string) => keep(file, { version: '', data: {} }, []);
