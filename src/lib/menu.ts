import type { MenuItem } from '../../schema/site.ts';
import { linkPath } from '../../core/links.ts';

/** Whether a menu link points at the page being shown. */
export function isActive(href: string, location: string): boolean {
  return linkPath(href) === linkPath(location);
}

/** Whether the active page is somewhere below this item, so the item shows its subtree is active. */
export function containsActive(item: Pick<MenuItem, 'children'>, location: string): boolean {
  return (item.children ?? []).some((child) => isActive(child.href, location) || containsActive(child, location));
}
