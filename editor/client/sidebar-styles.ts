import { css } from '@emotion/react';
import { tokens } from './ui/tokens.ts';

const { border, color, fontSize, letterSpacing, mq, radius, size, space } = tokens;

export const sidebar = css`
  position: relative;
  overflow: auto;
  padding: ${space(6)} ${space(4)} ${space(12)};
  border-right: ${border.hairline} solid ${color.line};
  background: ${color.panel};
  & ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  /* A page's blocks, under the page. */
  & ul ul {
    margin-left: ${space(6)};
    border-left: ${border.thick} solid ${color.line};
  }
  ${mq.phone} {
    max-height: ${size.sidebarPhone};
    border-right: 0;
    border-bottom: ${border.hairline} solid ${color.line};
  }
`;

export const groupHeading = css`
  margin: ${space(8)} ${space(4)} ${space(2)};
  font-size: ${fontSize.xs};
  text-transform: uppercase;
  letter-spacing: ${letterSpacing.label};
  color: ${color.muted};
`;

export const entry = css`
  display: flex;
  justify-content: space-between;
  width: 100%;
  min-height: ${size.navEntry};
  border: 0;
  border-radius: ${radius.sm};
  background: none;
  text-align: left;
  font-size: ${fontSize.nav};
  &[aria-current='true'] {
    background: ${color.accent};
    color: ${color.onDark};
  }
`;

export const addPage = css`
  margin: ${space(3)} ${space(4)} 0;
  font-size: ${fontSize.nav};
`;

/** How many problems a section holds, in a red pill. */
export const badge = css`
  min-width: ${size.badge};
  padding: 0 ${space(3)};
  border-radius: ${radius.pill};
  background: ${color.danger};
  color: ${color.onDark};
  font-size: ${fontSize.xs};
  text-align: center;
`;

/** Beside a page being written: said in words, in the colours of a note rather than of a problem. */
export const draftTag = css`
  padding: 0 ${space(3)};
  border: 1px solid currentColor;
  border-radius: ${radius.pill};
  font-size: ${fontSize.xs};
`;
