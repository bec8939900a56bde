import { followEdit, valueAt, type Edit, type Path } from '../edits.ts';
import type { Data } from './schema.ts';

/** A page whose address changed since the last save, and the places that still lead to the old one. */
export interface Rename {
  /** Where the page is now. */
  page: Path;
  title: string;
  from: string;
  to: string;
  /** Links, counterparts and redirects naming the old address (or a part of its page: `/about#team`). */
  references: Path[];
  /** Whether a redirect already sends the old address somewhere. */
  redirected: boolean;
}

const isPlain = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);
const startsWith = (path: Path, prefix: Path) => prefix.length <= path.length && prefix.every((segment, index) => path[index] === segment);

/** Where the item at `place` in the saved file is after the edits; undefined once it is removed. */
function follow(place: Path, edits: readonly Edit[]): Path | undefined {
  let here: Path | undefined = place;
  for (const edit of edits) {
    if (!here) return undefined;
    if (edit.op === 'remove' && startsWith(here, [...edit.path, edit.index])) return undefined;
    here = followEdit(here, edit);
  }
  return here;
}

const leadsTo = (value: unknown, address: string) => typeof value === 'string' && (value === address || value.startsWith(`${address}#`));

/** Every string of the content that leads to `address`, but the page's own. */
function referencesTo(data: unknown, address: string, own: Path, path: Path = []): Path[] {
  if (leadsTo(data, address)) {
    // The page's own address, and a redirect's old address, are not links to it.
    const redirectFrom = path.length === 3 && path[0] === 'redirects' && path[2] === 'from';
    return (startsWith(path, own) && path.length === own.length) || redirectFrom ? [] : [path];
  }
  if (Array.isArray(data)) return data.flatMap((item, index) => referencesTo(item, address, own, [...path, index]));
  if (isPlain(data)) return Object.entries(data).flatMap(([key, item]) => referencesTo(item, address, own, [...path, key]));
  return [];
}

/** The pages of both languages whose address the edits changed. */
export function renamedPages(base: Data, data: Data, edits: readonly Edit[]): Rename[] {
  const renames: Rename[] = [];
  for (const list of [['pages'], ['fr', 'pages']] as Path[]) {
    const pages = valueAt(base, list);
    if (!Array.isArray(pages)) continue;
    pages.forEach((page: Data, index) => {
      const now = follow([...list, index], edits);
      const current = now && valueAt(data, now);
      if (!isPlain(current) || typeof page.path !== 'string' || typeof current.path !== 'string' || page.path === current.path || current.path === '') return;
      const redirects = Array.isArray(data.redirects) ? (data.redirects as Data[]) : [];
      renames.push({
        page: now!,
        title: String(current.title ?? current.path),
        from: page.path,
        to: current.path,
        references: referencesTo(data, page.path, [...now!, 'path']),
        redirected: redirects.some((redirect) => redirect.from === page.path),
      });
    });
  }
  return renames;
}

/** What following a rename takes: every reference moved to the new address, and a redirect from the old one. */
export function followRename(rename: Rename, data: Data): Edit[] {
  const edits: Edit[] = rename.references.map((path) => {
    const value = valueAt(data, path) as string;
    return { op: 'set', path, value: rename.to + value.slice(rename.from.length) };
  });
  if (!rename.redirected) {
    const redirects = Array.isArray(data.redirects) ? (data.redirects as Data[]) : [];
    edits.push({ op: 'insert', path: ['redirects'], index: redirects.length, value: { from: rename.from, to: rename.to } });
  }
  return edits;
}
