import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { Icon } from '../icons/Icon.tsx';
import { useSite } from '../site-context.tsx';
import { containerStyle } from '../ui/Container.tsx';
import { plainList } from '../ui/list.ts';
import { ms, theme } from '../theme/theme.ts';
import { MenuLink } from './MenuLink.tsx';
import { belowDesktopOnly, iconButton, labelFromSm } from './styles.ts';
import { useCloseOnOutside } from './useCloseOnOutside.ts';
import { useOnMediaMatch } from './useOnMediaMatch.ts';
import { withoutScripts } from './withoutScripts.ts';

const toggle = css`
  ${iconButton};
  color: ${theme.color.ink};
  font-weight: ${theme.fontWeight.semibold};
  &:hover {
    background: ${theme.color.surfaceAlt};
  }
  ${withoutScripts} {
    display: none;
  }
`;

/** There is one mobile menu on a page, so its panel has a fixed id. */
const PANEL_ID = 'mobile-menu';

/** Slides down from under the header; hidden (and out of the tab order) when closed. */
const panel = css`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: ${theme.zIndex.dropdown};
  padding-block: ${theme.space(3)} ${theme.space(5)};
  background: ${theme.color.surface};
  border-bottom: ${theme.size.hairline} solid ${theme.color.border};
  box-shadow: ${theme.shadow.lg};
  visibility: hidden;
  clip-path: inset(0 0 100% 0);
  transition:
    clip-path ${ms(theme.motion.base)} ${theme.motion.easing},
    visibility 0s linear ${ms(theme.motion.base)};
  &[data-open] {
    visibility: visible;
    clip-path: inset(0 0 calc(-1 * ${theme.space(10)}) 0);
    transition: clip-path ${ms(theme.motion.base)} ${theme.motion.easing};
  }
  ${withoutScripts} {
    position: static;
    padding-block: 0 ${theme.space(2)};
    background: none;
    border: 0;
    box-shadow: none;
    visibility: visible;
    clip-path: none;
    transition: none;
  }
`;

/** Without scripts, the top-level links in one row (wrapping on the narrowest phones) under the company name. */
const list = css`
  ${withoutScripts} {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(1)};
    width: auto;
    padding-inline: 0;
    /* the first link's text lines up with the company name's mark above it */
    margin-inline-start: calc(-1 * ${theme.space(2)});
  }
`;

const panelLink = css`
  display: flex;
  align-items: center;
  min-height: ${theme.space(12)};
  padding: ${theme.space(2)} ${theme.space(4)};
  border-radius: ${theme.radius.sm};
  color: ${theme.color.ink};
  font-size: ${theme.fontSize.lg};
  font-weight: ${theme.fontWeight.medium};
  text-decoration: none;
  &:hover {
    background: ${theme.color.surfaceAlt};
  }
  &[aria-current='page'],
  &[data-active-trail] {
    color: ${theme.color.accentStrong};
    font-weight: ${theme.fontWeight.semibold};
    box-shadow: inset ${theme.size.indicator} 0 0 ${theme.color.accent};
  }
  &[aria-current='page'] {
    background: ${theme.tones.teal.background};
  }
  ${withoutScripts} {
    min-height: ${theme.size.target};
    padding-inline: ${theme.space(2)};
    font-size: ${theme.fontSize.base};
    &[aria-current='page'],
    &[data-active-trail] {
      box-shadow: inset 0 calc(-1 * ${theme.size.indicator}) 0 ${theme.color.accent};
    }
  }
`;

/**
 * Below the large breakpoint: a menu button and a panel of the top-level items. It closes on
 * navigation (its state remembers the path it opened on), on Escape, on a tap outside it and on
 * growing to desktop width. In a browser that runs no scripts the button is hidden and the panel
 * shows its links as a row.
 */
export function MobileMenu() {
  const { menu, ui } = useSite();
  const [location] = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useOnMediaMatch(theme.query.lg, () => setOpenAt(null));
  useCloseOnOutside(menuRef, open, () => setOpenAt(null));
  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector('a')?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return (
    <div css={belowDesktopOnly} ref={menuRef}>
      <button
        ref={buttonRef}
        type="button"
        css={toggle}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpenAt(open ? null : location)}
      >
        <Icon name={open ? 'close' : 'menu'} />
        <span css={labelFromSm}>{ui.menu}</span>
      </button>
      <div id={PANEL_ID} ref={panelRef} css={panel} data-open={open ? '' : undefined}>
        <ul css={[plainList, containerStyle, list]}>
          {menu.map((item) => (
            <li key={item.id}>
              <MenuLink item={item} style={panelLink} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
