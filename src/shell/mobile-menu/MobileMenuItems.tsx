import { useId } from 'react';
import type { MenuItem } from '../../../schema/site.ts';
import { Icon } from '../../icons/Icon.tsx';
import { useSite } from '../../site-context.tsx';
import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';
import { MenuLink } from '../menu/MenuLink.tsx';
import { expandButton, item as itemStyle, subList, summary, topItem, topLink, topParentLink } from './mobile-menu-styles.ts';
import { cardLink } from '../menu/menu-styles.ts';

/** Which branches of the mobile menu are open, and how to open or close one. */
export interface Expansion {
  expanded: ReadonlySet<string>;
  setExpanded: (id: string, expanded: boolean) => void;
}

interface LevelProps {
  items: MenuItem[];
  level: number;
  expansion: Expansion;
}

/** The items of one level of the mobile menu, for the list that holds them. */
export function MobileMenuItems({ items, level, expansion }: LevelProps) {
  return items.map((item) =>
    item.children?.length ? (
      <Branch key={item.id} item={item} items={item.children} level={level} expansion={expansion} />
    ) : (
      <li key={item.id} css={level === 1 ? topItem : itemStyle}>
        <MenuLink item={item} style={level === 1 ? topLink : cardLink} />
      </li>
    ),
  );
}

/**
 * A parent keeps its own link (it has a page) and gains a button that shows its submenu under it.
 * A top-level submenu sits in a <details>: the button opens it where scripts run, and its own
 * summary where they do not, the button being unable to act there. The levels below are plain
 * hidden lists, shown in full inside that <details> without scripts (see mobile-menu-styles.ts).
 */
function Branch({ item, items, level, expansion }: Omit<LevelProps, 'items'> & { item: MenuItem; items: MenuItem[] }) {
  const { ui } = useSite();
  const listId = useId();
  const open = expansion.expanded.has(item.id);
  const name = <VisuallyHidden>{`${item.title} ${ui.submenu}`}</VisuallyHidden>;
  const list = (
    <ul id={listId} css={subList(level)} hidden={level > 1 && !open}>
      <MobileMenuItems items={items} level={level + 1} expansion={expansion} />
    </ul>
  );
  return (
    <li css={level === 1 ? topItem : itemStyle}>
      <MenuLink item={item} style={level === 1 ? topParentLink : cardLink} />
      <button
        type="button"
        css={expandButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => expansion.setExpanded(item.id, !open)}
      >
        <Icon name="chevronDown" size="small" />
        {name}
      </button>
      {level === 1 ? (
        <details open={open}>
          <summary css={summary}>
            <Icon name="chevronDown" size="small" />
            {name}
          </summary>
          {list}
        </details>
      ) : (
        list
      )}
    </li>
  );
}
