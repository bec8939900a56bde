import { css } from '@emotion/react';
import { tokens } from './ui/tokens.ts';

const { border, color, fontSize, mq, radius, shadow, size, space, zIndex } = tokens;

/** The top bar across, then the sections, the form and the preview side by side; narrower, the preview goes below, then everything in one column. */
export const layout = css`
  display: grid;
  grid-template-columns: ${size.sidebar} minmax(${size.formMin}, 1fr) minmax(${size.previewMin}, 1.25fr);
  grid-template-rows: auto minmax(0, 1fr);
  height: 100vh;
  ${mq.narrow} {
    grid-template-columns: ${size.sidebarNarrow} 1fr;
    grid-template-rows: auto minmax(0, 1fr) ${size.previewBelow};
    height: auto;
    min-height: 100vh;
  }
  ${mq.phone} {
    grid-template-columns: 1fr;
    grid-template-rows: auto auto auto ${size.previewBelowPhone};
  }
`;

export const topBar = css`
  position: relative;
  grid-column: 1 / -1;
  display: flex;
  align-items: center;
  gap: ${space(8)};
  padding: ${space(4)} ${space(8)};
  border-bottom: ${border.hairline} solid ${color.line};
  background: ${color.panel};
  & h1 {
    margin: 0;
    font-size: ${fontSize.base};
  }
  /* The page scrolls as a whole here: Save, Undo and the status stay in view however far the form goes. */
  ${mq.narrow} {
    position: sticky;
    top: 0;
    z-index: ${zIndex.topbar};
  }
  ${mq.phone} {
    flex-wrap: wrap;
    gap: ${space(4)} ${space(8)};
  }
`;

export const status = css`
  margin: 0 auto 0 0;
  color: ${color.muted};
`;

export const actions = css`
  display: flex;
  gap: ${space(4)};
  /* The buttons go to as many rows as the screen needs, each keeping its words on one line. */
  ${mq.phone} {
    flex-wrap: wrap;
    & button {
      white-space: nowrap;
    }
  }
`;

export const signedInAs = css`
  margin: 0;
  color: ${color.muted};
`;

/** What saving changes, unfolded under the top bar over the panes. */
export const unsavedChanges = css`
  position: absolute;
  top: calc(100% - ${space(2)});
  left: ${space(8)};
  z-index: ${zIndex.popover};
  width: ${size.popover};
  max-height: ${size.popoverHeight};
  overflow: auto;
  padding: ${space(5)} ${space(7)} ${space(6)};
  border: ${border.hairline} solid ${color.line};
  border-radius: ${radius.lg};
  background: ${color.surface};
  box-shadow: ${shadow.popover};
  & h2 {
    margin: 0 0 ${space(3)};
    font-size: ${fontSize.base};
  }
  & p {
    margin: 0;
  }
`;

/*
 * Each pane that scrolls is the containing block of what is placed in it: a visually hidden file
 * input or label, absolutely placed, stays inside the pane it scrolls with instead of stretching
 * the whole window below the panes (which then scrolled the top bar away over a blank page).
 */
export const formPane = css`
  position: relative;
  overflow: auto;
  padding: ${space(8)} ${space(10)} ${space(24)};
  ${mq.phone} {
    overflow: visible;
  }
`;

export const sectionTitle = css`
  margin: ${space(2)} 0 ${space(6)};
  font-size: ${fontSize.title};
`;
