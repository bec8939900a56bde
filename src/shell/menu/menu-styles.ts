import { css } from '@emotion/react';
import { ms, theme } from '../../theme/theme.ts';
import { gridList } from '../../ui/list.ts';

/** The desktop bar's own links: ink text, a teal bar under the current page and its ancestors. */
export const topLink = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: ${theme.size.target};
  padding: 0 ${theme.space(3)};
  color: ${theme.color.ink};
  font-weight: ${theme.fontWeight.medium};
  text-decoration: none;
  white-space: nowrap;
  border-radius: ${theme.radius.sm};
  &::after {
    content: '';
    position: absolute;
    left: ${theme.space(3)};
    right: ${theme.space(3)};
    bottom: 0;
    height: ${theme.size.indicator};
    border-radius: ${theme.radius.pill};
    background: transparent;
    transition: background-color ${ms(theme.motion.fast)} ease;
  }
  &:hover {
    color: ${theme.color.accentStrong};
  }
  &:hover::after {
    background: ${theme.color.border};
  }
  &[aria-current='page'],
  &[data-active-trail] {
    color: ${theme.color.accentStrong};
    font-weight: ${theme.fontWeight.semibold};
  }
  &[aria-current='page']::after,
  &[data-active-trail]::after {
    background: ${theme.color.accent};
  }
`;

/** Links inside a dropdown card: full-width rows, the current page tinted with a teal edge. */
export const cardLink = css`
  display: flex;
  flex: 1;
  align-items: center;
  min-height: ${theme.size.target};
  padding: ${theme.space(2)} ${theme.space(3)};
  border-radius: ${theme.radius.sm};
  color: ${theme.color.text};
  text-decoration: none;
  &:hover {
    background: ${theme.color.surfaceAlt};
    color: ${theme.color.ink};
  }
  &[data-active-trail] {
    color: ${theme.color.accentStrong};
    font-weight: ${theme.fontWeight.semibold};
  }
  &[aria-current='page'] {
    background: ${theme.tones.teal.background};
    color: ${theme.color.accentStrong};
    font-weight: ${theme.fontWeight.semibold};
    box-shadow: inset ${theme.size.indicator} 0 0 ${theme.color.accent};
  }
`;

/** A top-level parent sits close to the disclosure button that follows it, its arrow 8 px after the word. */
export const topParentLink = css`
  ${topLink};
  padding-inline-end: 0;
  &::after {
    right: 0;
  }
`;

export const disclosureButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${theme.space(8)};
  min-height: ${theme.size.target};
  padding: 0;
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.color.ink};
  cursor: pointer;
  /* Under the pointer it takes the link's colour, as the link beside it does: a grey box behind the
     arrow alone made the two read as separate controls. */
  &:hover {
    color: ${theme.color.accentStrong};
  }
  & svg {
    transition: transform ${ms(theme.motion.fast)} ease;
  }
`;

export const rotateWhenOpen = css`
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

/** A dropdown card; data-flip (set when it would leave the window) opens it the other way. */
export const dropdownCard = (level: number) => css`
  ${gridList(0.5)};
  position: absolute;
  z-index: ${theme.zIndex.dropdown};
  width: max-content;
  min-width: ${theme.size.dropdown};
  padding: ${theme.space(2)};
  background: ${theme.color.surface};
  border: ${theme.size.hairline} solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.shadow.md};
  &[hidden] {
    display: none;
  }
  ${level === 1
    ? css`
        /* A little below the bar rather than flush with its rule; the strip above it keeps the pointer inside on its way down. */
        top: calc(100% + ${theme.space(2)});
        left: 0;
        &::before {
          content: '';
          position: absolute;
          inset: calc(-1 * ${theme.space(2)} - ${theme.size.hairline}) 0 auto;
          height: ${theme.space(2)};
        }
        &[data-flip] {
          left: auto;
          right: 0;
        }
      `
    : css`
        /* Beside its parent's card, edge to edge rather than over its padding; the strip between keeps the pointer inside. */
        top: calc(-1 * ${theme.space(2)} - ${theme.size.hairline});
        left: calc(100% + ${theme.space(2)} + ${theme.size.hairline});
        &::before {
          content: '';
          position: absolute;
          top: 0;
          right: 100%;
          bottom: 0;
          width: calc(${theme.space(2)} + ${theme.size.hairline});
        }
        &[data-flip] {
          left: auto;
          right: calc(100% + ${theme.space(2)} + ${theme.size.hairline});
          &::before {
            right: auto;
            left: 100%;
          }
        }
      `}
`;
