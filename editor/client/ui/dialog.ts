import { css } from '@emotion/react';
import { tokens } from './tokens.ts';

const { border, color, radius, size, space, zIndex } = tokens;

const frame = (width: string) => css`
  width: ${width};
  max-height: ${size.dialogHeight};
  padding: 0;
  border: 0;
  border-radius: ${radius.xl};
  &::backdrop {
    background: ${color.scrim};
  }
`;

/** The gallery of blocks, wide enough for three examples side by side. */
export const wideDialog = frame(size.dialogWide);

/** The picture library, Review and publish. */
export const dialogFrame = frame(size.dialog);

/** The dialog's title and its Close button, kept in view as the dialog scrolls. */
export const dialogHead = css`
  position: sticky;
  top: 0;
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: ${space(6)} ${space(8)};
  background: ${color.surface};
  border-bottom: ${border.hairline} solid ${color.line};
  z-index: ${zIndex.sticky};
  & h2 {
    margin: 0;
  }
`;

export const dialogBody = css`
  display: grid;
  gap: ${space(8)};
  padding: ${space(8)};
  & p,
  & h3 {
    margin: 0;
  }
`;
