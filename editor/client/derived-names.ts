import { valueAt, type Edit, type Path } from '../edits.ts';
import { slugOf } from '../../core/links.ts';
import { freeAddress } from './new-page.ts';
import type { Data } from './schema.ts';

/*
 * Ids and addresses follow names. An item with an id (a testimonial, a menu item, a card) takes
 * its id from its name or title as it is typed, and a page its address from its title, for as
 * long as the id or address is still the one its name gave it (or the empty id, or the address a
 * new page starts with): once somebody writes one of their own, it is theirs and stays. What the
 * saved file has stays too: other places refer to an id, and visitors to an address.
 */

/** The fields an item is named by, in the order they are looked at. */
export const NAME_FIELDS = ['name', 'title', 'label', 'question', 'heading'] as const;

const isPlain = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Words as an id or an address writes them, at most 60 characters of them. */
const stemOf = (text: string) => slugOf(text).slice(0, 60).replace(/-+$/, '');

/** `stem`, or `stem-2`, `stem-3`… : the first that `taken` does not hold. */
function free(stem: string, taken: ReadonlySet<string>): string {
  let candidate = stem;
  for (let number = 2; taken.has(candidate); number += 1) candidate = `${stem}-${number}`;
  return candidate;
}

/** Whether `value` is `stem`, or `stem` made unique with a number. */
const followsStem = (value: string, stem: string) => stem !== '' && new RegExp(`^${stem}(-\\d+)?$`).test(value);

/** The name an item is called by, and which field holds it. */
function namingField(item: Data): (typeof NAME_FIELDS)[number] | undefined {
  return NAME_FIELDS.find((key) => key in item);
}

/** Every id of a menu, its submenus' included: they lead to one another, so each is unique in all of it. */
function menuIds(items: unknown): string[] {
  return Array.isArray(items) ? items.flatMap((item) => (isPlain(item) ? [String(item.id ?? ''), ...menuIds(item.children)] : [])) : [];
}

/** Whether a path is a page: `pages.N` or `fr.pages.N`. */
const isPagePath = (path: Path) => (path.length === 2 && path[0] === 'pages') || (path.length === 3 && path[0] === 'fr' && path[1] === 'pages');

/** The ids of the list an item is in, or of its whole menu. */
function idsBeside(data: Data, item: Path): string[] {
  const menu = item[0] === 'fr' ? ['fr', 'menu'] : ['menu'];
  if (menu.every((segment, index) => item[index] === segment)) return menuIds(valueAt(data, menu));
  const list = valueAt(data, item.slice(0, -1));
  return Array.isArray(list) ? list.map((sibling) => (isPlain(sibling) ? String(sibling.id ?? '') : '')) : [];
}

/** The ids an item's id must differ from: those of its list, or of its whole menu, but its own. */
function takenIds(data: Data, item: Path): Set<string> {
  const ids = idsBeside(data, item);
  ids.splice(ids.indexOf(String((valueAt(data, item) as Data).id ?? '')), 1);
  return new Set(ids);
}

/** Every page address of the content. */
const addresses = (data: Data) =>
  [data.pages, isPlain(data.fr) ? data.fr.pages : undefined].flatMap((pages) => (Array.isArray(pages) ? pages.map((page) => (isPlain(page) ? page.path : undefined)) : []));

/**
 * The edit that keeps an id or a page's address following its name, after `edit` changes that
 * name in the content (`content()`, before the edit; `saved`, the file as saved); undefined when
 * there is none to make. The content is worked out only for an edit of a name.
 */
export function derivedEdit(content: () => Data, edit: Edit, saved: Data): Edit | undefined {
  const key = edit.path.at(-1);
  if (edit.op !== 'set' || typeof edit.value !== 'string' || !(NAME_FIELDS as readonly unknown[]).includes(key)) return undefined;
  const data = content();
  const item = edit.path.slice(0, -1);
  const current = valueAt(data, item);
  if (!isPlain(current) || typeof key !== 'string' || namingField(current) !== key) return undefined;
  const before = typeof current[key] === 'string' ? current[key] : '';
  const stem = stemOf(edit.value);
  if (stem === '') return undefined;

  if (isPagePath(item) && key === 'title' && typeof current.path === 'string') {
    const path = current.path;
    const parent = path.slice(0, path.lastIndexOf('/'));
    const leaf = path.slice(path.lastIndexOf('/') + 1);
    const untouched = followsStem(leaf, 'new-page') || followsStem(leaf, 'nouvelle-page') || (followsStem(leaf, stemOf(before)) && !addresses(saved).includes(path));
    if (!untouched) return undefined;
    const others = structuredClone(data);
    (valueAt(others, item) as Data).path = '';
    const address = freeAddress(others, `${parent}/${stem}`);
    return address === path ? undefined : { op: 'set', path: [...item, 'path'], value: address };
  }

  if (typeof current.id !== 'string') return undefined;
  const untouched = current.id === '' || (followsStem(current.id, stemOf(before)) && !idsBeside(saved, item).includes(current.id));
  if (!untouched) return undefined;
  const id = free(stem, takenIds(data, item));
  return id === current.id ? undefined : { op: 'set', path: [...item, 'id'], value: id };
}
