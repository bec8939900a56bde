import type { LanguageCode } from '../../core/languages.ts';
import { linkPath, slugOf } from '../../core/links.ts';
import { counterpartOf, pagesIn } from '../counterparts.ts';
import { valueAt, type Edit } from '../edits.ts';
import type { Data } from './schema.ts';
import type { PageRef } from './store.ts';

/*
 * A ready page that nothing leads to (no menu item, footer link or link of another page): the
 * offer to add it at the end of the menu, and its version in the other language at the end of that
 * language's menu, in one step.
 */

const listOf = (value: unknown): Data[] => (Array.isArray(value) ? (value as Data[]) : []);
const isDraft = (page: Data | undefined) => page?.draft === true;

/** Whether any link of the content, anywhere, leads to `path` or a part of it. */
function linkedTo(value: unknown, path: string): boolean {
  if (Array.isArray(value)) return value.some((item) => linkedTo(item, path));
  if (typeof value !== 'object' || value === null) return false;
  const { href, ...rest } = value as Data;
  if (typeof href === 'string' && linkPath(href) === path) return true;
  return Object.values(rest).some((item) => linkedTo(item, path));
}

/** Every item of a menu, however deep. */
const itemsOf = (menu: unknown): Data[] => listOf(menu).flatMap((item) => [item, ...itemsOf(item.children)]);

/** An id no item of the menu has: the title's, or with -2, -3… after it. */
function freeId(menu: unknown, title: string): string {
  const taken = new Set(itemsOf(menu).map((item) => item.id));
  const stem = slugOf(title) || 'page';
  let id = stem;
  for (let number = 2; taken.has(id); number += 1) id = `${stem}-${number}`;
  return id;
}

interface Side {
  page: Data;
  menuPath: string[];
}

export interface MenuOffer {
  label: string;
  edits: Edit[];
}

/** The offer for the page shown, when there is one to make. */
export function menuOffer(data: Data, shown: PageRef): MenuOffer | undefined {
  const page = pagesIn(data, shown.language)[shown.index];
  if (!page || isDraft(page) || typeof page.path !== 'string' || typeof page.title !== 'string' || linkedTo(data, page.path)) return undefined;
  const menuPath = (language: LanguageCode) => (language === 'en' ? ['menu'] : ['fr', 'menu']);
  const sides: Side[] = [{ page, menuPath: menuPath(shown.language) }];
  const at = counterpartOf(data, shown);
  const partner = at && pagesIn(data, at.language)[at.index];
  if (at && partner && !isDraft(partner) && typeof partner.path === 'string' && !linkedTo(data, partner.path)) sides.push({ page: partner, menuPath: menuPath(at.language) });
  const edits = sides.map((side): Edit => {
    const menu = valueAt(data, side.menuPath);
    return { op: 'insert', path: side.menuPath, index: listOf(menu).length, value: { id: freeId(menu, String(side.page.title)), title: side.page.title, href: side.page.path } };
  });
  return { label: edits.length > 1 ? 'Add it to the menu, with its version in the other language' : 'Add it to the menu', edits };
}
