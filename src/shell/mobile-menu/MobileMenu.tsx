import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { Icon } from '../../icons/Icon.tsx';
import { useSite } from '../../site-context.tsx';
import { containerStyle } from '../../ui/Container.tsx';
import { plainList } from '../../ui/list.ts';
import { theme } from '../../theme/theme.ts';
import { branchesHolding } from './active-branches.ts';
import { CallNumberLink } from '../CallLink.tsx';
import { MobileMenuItems, type Expansion } from './MobileMenuItems.tsx';
import { callRow, languageRow, panel, root, scrim, toggle, topList } from './mobile-menu-styles.ts';
import { LanguageSwitch } from '../LanguageSwitch.tsx';
import { belowDesktopOnly, labelFromSm } from '../styles.ts';
import { useCloseOnOutside } from '../use-close-on-outside.ts';
import { useInertPageBehind } from './use-inert-page-behind.ts';
import { useOnMediaMatch } from './use-on-media-match.ts';

/** There is one mobile menu on a page, so its panel has a fixed id. */
const PANEL_ID = 'mobile-menu';

/** The branches of the menu that are open; `expandOnly` opens the ones given and closes the rest. */
function useExpansion(): Expansion & { expandOnly: (ids: string[]) => void } {
  const [expanded, setAll] = useState<ReadonlySet<string>>(() => new Set());
  return {
    expanded,
    setExpanded: (id, open) =>
      setAll((current) => {
        if (current.has(id) === open) return current;
        const next = new Set(current);
        if (open) next.add(id);
        else next.delete(id);
        return next;
      }),
    expandOnly: (ids) => setAll(new Set(ids)),
  };
}

/**
 * Below the large breakpoint: a menu button and a panel of the whole menu tree, each parent with a
 * button for its submenu, and a call button at the foot. While it is open the page behind is dimmed,
 * inert and still. It closes on navigation (its state remembers the path it opened on), on Escape,
 * on a tap outside it or on the dimmed page, and on growing to desktop width. In a browser that runs
 * no scripts the button is hidden and the panel shows its top-level links as a row, each parent's
 * sub-pages a tap on its summary away.
 */
export function MobileMenu() {
  const { menu, ui } = useSite();
  const [location] = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location;
  const expansion = useExpansion();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  /*
   * Focus moves without scrolling: the header is in view, yet the document's scroll padding for it
   * would otherwise have the browser scroll the page behind, back to its top.
   */
  const closeToButton = () => {
    setOpenAt(null);
    buttonRef.current?.focus({ preventScroll: true });
  };

  useOnMediaMatch(theme.query.lg, () => setOpenAt(null));
  useCloseOnOutside(menuRef, open, () => setOpenAt(null));
  useInertPageBehind(menuRef, open);
  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector('a')?.focus({ preventScroll: true });
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeToButton();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  /** The menu opens on the branches that hold the page being shown, whatever was open before. */
  const toggleMenu = () => {
    if (!open) expansion.expandOnly(branchesHolding(menu, location));
    setOpenAt(open ? null : location);
  };

  return (
    <div css={[belowDesktopOnly, root]} ref={menuRef}>
      <button
        ref={buttonRef}
        type="button"
        css={toggle}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={toggleMenu}
      >
        <Icon name={open ? 'close' : 'menu'} />
        <span css={labelFromSm}>{ui.menu}</span>
      </button>
      <div id={PANEL_ID} ref={panelRef} css={panel} data-open={open ? '' : undefined}>
        <ul css={[plainList, containerStyle, topList]}>
          <MobileMenuItems items={menu} level={1} expansion={expansion} />
        </ul>
        <div css={[containerStyle, callRow]}>
          <CallNumberLink />
          <LanguageSwitch css={languageRow} />
        </div>
      </div>
      <div css={scrim} data-open={open ? '' : undefined} onClick={closeToButton} />
    </div>
  );
}
