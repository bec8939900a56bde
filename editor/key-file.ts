import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { writeWhole } from './public-files.ts';

/*
 * The editor's key on a machine of one's own: the secret in the address it prints, which the page
 * keeps in its own origin's storage and sends as a header. Kept in a file only the editor's user
 * may read, so that a restart keeps it and an open tab goes on working after a reload.
 */

const KEY = /^[0-9a-f]{48}$/;

const newKey = () => randomBytes(24).toString('hex');

/** The key kept in `file`, made and kept there the first time; a new one each start without a file. */
export function editorKey(file: string | undefined): string {
  if (file === undefined) return newKey();
  // A key in a file others could read is a key others may have: a new one replaces it.
  if (existsSync(file) && (statSync(file).mode & 0o077) === 0) {
    const kept = readFileSync(file, 'utf8').trim();
    if (KEY.test(kept)) return kept;
  }
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const key = newKey();
  writeWhole(file, `${key}\n`, 0o600);
  return key;
}
