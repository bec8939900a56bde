import { css } from '@emotion/react';
import { useId } from 'react';
import type { MenuItem } from '../../../schema/site.ts';
import { Icon } from '../../icons/Icon.tsx';
import { useSite } from '../../site-context.tsx';
import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';
import { MenuLink } from '../menu/MenuLink.tsx';
import { cardLink, disclosureButton, dropdownCard, rotateWhenOpen, topLink, topParentLink } from '../menu/menu-styles.ts';
import { useDisclosure } from './use-disclosure.ts';
import { useKeepInWindow } from './use-keep-in-window.ts';

const entry = css`
  position: relative;
  display: flex;
  align-items: center;
`;

/* A sub-menu open the other way to stay in the window (see useKeepInWindow): its arrow turns to point at it. */
const arrowFollowsCard = css`
  &:has(> ul[data-flip]:not([hidden])) > button svg {
    transform: rotate(180deg);
  }
`;

/** One item of the desktop menu at any level: a plain link, or a link with its own dropdown. */
export function MenuEntry({ item, level }: { item: MenuItem; level: number }) {
  if (item.children?.length) return <DropdownEntry item={item} items={item.children} level={level} />;
  return (
    <li css={entry}>
      <MenuLink item={item} style={level === 1 ? topLink : cardLink} />
    </li>
  );
}

/**
 * The parent keeps its own link (it has a page) and gains a disclosure button beside it; the
 * children open on hover, on the button, or with ArrowDown, and nest one level further inside.
 */
function DropdownEntry({ item, items, level }: { item: MenuItem; items: MenuItem[]; level: number }) {
  const { ui } = useSite();
  const listId = useId();
  const { open, itemProps, buttonProps, listRef } = useDisclosure();
  useKeepInWindow(listRef, open);
  return (
    <li css={[entry, level > 1 && arrowFollowsCard]} {...itemProps}>
      <MenuLink item={item} style={level === 1 ? topParentLink : cardLink} />
      <button
        type="button"
        css={[disclosureButton, level === 1 && rotateWhenOpen]}
        aria-controls={listId}
        {...buttonProps}
      >
        <Icon name={level === 1 ? 'chevronDown' : 'chevronRight'} size="small" />
        <VisuallyHidden>{`${item.title} ${ui.submenu}`}</VisuallyHidden>
      </button>
      <ul id={listId} ref={listRef} css={dropdownCard(level)} hidden={!open}>
        {items.map((child) => (
          <MenuEntry key={child.id} item={child} level={level + 1} />
        ))}
      </ul>
    </li>
  );
}
