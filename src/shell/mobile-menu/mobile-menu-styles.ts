import { css } from '@emotion/react';
import { ms, theme } from '../../theme/theme.ts';
import { plainList } from '../../ui/list.ts';
import { disclosureButton, rotateWhenOpen } from '../menu/menu-styles.ts';
import { barButton, iconButton } from '../styles.ts';
import { withoutScripts } from '../without-scripts.ts';

/** Without scripts the menu is part of the header's last row, as wide as the row. */
export const root = css`
  ${withoutScripts} {
    flex: 1;
  }
`;

export const toggle = css`
  ${iconButton};
  ${barButton};
  color: ${theme.color.ink};
  font-weight: ${theme.fontWeight.semibold};
  ${withoutScripts} {
    display: none;
  }
`;

/** Laid over the page, from the header's bottom edge, across the whole width. */
const underHeader = (layer: number) => css`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: ${layer};
`;

/**
 * Slides down from under the header; hidden (and out of the tab order) when closed. It is never
 * taller than the window under the header, and scrolls itself when its items need more.
 */
export const panel = css`
  ${underHeader(theme.zIndex.dropdown)};
  max-height: calc(${theme.size.windowHeight} - 100%);
  overflow-y: auto;
  overscroll-behavior: contain;
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
    max-height: none;
    overflow: visible;
    padding-block: 0 ${theme.space(2)};
    background: none;
    border: 0;
    box-shadow: none;
    visibility: visible;
    clip-path: none;
    transition: none;
  }
`;

/**
 * Dims the page under the header while the menu is open, and closes the menu when tapped. Closed,
 * it also has no height, so it never lengthens the page.
 */
export const scrim = css`
  ${underHeader(theme.zIndex.scrim)};
  height: 0;
  background: ${theme.color.scrim};
  opacity: 0;
  visibility: hidden;
  transition:
    opacity ${ms(theme.motion.base)} ${theme.motion.easing},
    visibility 0s linear ${ms(theme.motion.base)},
    height 0s linear ${ms(theme.motion.base)};
  &[data-open] {
    height: ${theme.size.windowHeight};
    opacity: 1;
    visibility: visible;
    transition: opacity ${ms(theme.motion.base)} ${theme.motion.easing};
  }
  ${withoutScripts} {
    display: none;
  }
`;

/**
 * The top-level items. Without scripts, one row (wrapping on the narrowest phones) under the
 * company name, and the anchor of the submenu card that opens under it.
 */
export const topList = css`
  ${withoutScripts} {
    position: relative;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    width: auto;
    padding-inline: 0;
    /* the links' padding hangs into the header's: the first link's text lines up with the company name's mark above it */
    margin-inline: calc(-1 * ${theme.space(2)});
  }
`;

/** An item: its link, and for a parent the button that opens its submenu beside it; the submenu under both. */
export const item = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  column-gap: ${theme.space(1)};
  & > details,
  & > ul {
    grid-column: 1 / -1;
  }
`;

/** Without scripts a top-level item sits in the row, its submenu's summary right after its link. */
export const topItem = css`
  ${item};
  ${withoutScripts} {
    display: flex;
  }
`;

export const topLink = css`
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

/** Without scripts a parent's summary follows its link closely, leaving room in the row for the links after it. */
export const topParentLink = css`
  ${topLink};
  ${withoutScripts} {
    padding-inline-end: 0;
  }
`;

/** Opens and closes a submenu; a square target, as wide as it is tall. */
export const expandButton = css`
  ${disclosureButton};
  ${rotateWhenOpen};
  min-width: ${theme.size.target};
  ${withoutScripts} {
    display: none;
  }
`;

/** Stands in for the expand button where scripts do not run: the native summary of a <details>. */
export const summary = css`
  display: none;
  ${withoutScripts} {
    ${disclosureButton};
    min-width: ${theme.size.target};
    list-style: none;
    &::-webkit-details-marker {
      display: none;
    }
    details[open] > & svg {
      transform: rotate(180deg);
    }
  }
`;

/**
 * A submenu, indented under its parent with a rule down its side. Without scripts every level
 * shows: the top level's submenu opens from its summary as a card under the row of links, with all
 * the levels below it in full.
 */
export const subList = (parentLevel: number) => css`
  ${plainList};
  margin-inline-start: ${theme.space(4)};
  padding-inline-start: ${theme.space(2)};
  border-inline-start: ${theme.size.hairline} solid ${theme.color.border};
  /* out of the layout altogether, rather than merely unpainted as some browsers leave a closed <details>'s content */
  details:not([open]) > & {
    display: none;
  }
  ${withoutScripts} {
    &[hidden] {
      display: block;
    }
    ${parentLevel === 1 &&
    css`
      position: absolute;
      top: 100%;
      left: 0;
      right: 0;
      z-index: ${theme.zIndex.dropdown};
      margin: ${theme.space(1)} 0 0;
      padding: ${theme.space(2)};
      background: ${theme.color.surface};
      border: ${theme.size.hairline} solid ${theme.color.border};
      border-radius: ${theme.radius.md};
      box-shadow: ${theme.shadow.md};
    `}
  }
`;

/** The call button under the links; without scripts the header's own call link stands alone. */
export const callRow = css`
  margin-top: ${theme.space(4)};
  ${withoutScripts} {
    display: none;
  }
`;

/** The link to the other language, under the call button. */
export const languageRow = css`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${theme.size.target};
  margin-top: ${theme.space(2)};
  color: ${theme.color.accentStrong};
  font-weight: ${theme.fontWeight.semibold};
`;
