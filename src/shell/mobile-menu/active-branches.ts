import type { MenuItem } from '../../../schema/site.ts';
import { containsActive } from '../../lib/menu.ts';

/** The ids of the items whose subtree holds the page being shown, outermost first: the branches a menu opens on. */
export function branchesHolding(items: MenuItem[], location: string): string[] {
  return items.flatMap((item) => (containsActive(item, location) ? [item.id, ...branchesHolding(item.children ?? [], location)] : []));
}
