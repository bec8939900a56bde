import { css } from '@emotion/react';
import { tokens } from './ui/tokens.ts';

const { border, color, radius, size, space } = tokens;

export const cards = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${size.galleryCard}, 1fr));
  gap: ${space(8)};
  margin: 0;
  padding: ${space(8)};
  list-style: none;
`;

export const card = css`
  display: grid;
  align-content: start;
  gap: ${space(3)};
  padding: ${space(5)};
  border: ${border.hairline} solid ${color.line};
  border-radius: ${radius.lg};
  & button {
    justify-self: start;
  }
  & h3,
  & p {
    margin: 0;
  }
`;

/** The example, drawn at a desktop's width and scaled down into the card; its height follows the block's. */
export const example = css`
  width: ${size.galleryExample.width};
  height: ${size.galleryExample.height};
  overflow: hidden;
  border: ${border.hairline} solid ${color.line};
  border-radius: ${radius.sm};
  background: ${color.panel};
  & iframe {
    border: 0;
    transform-origin: 0 0;
    pointer-events: none;
  }
`;

export const exampleMissing = css`
  display: block;
  padding: ${space(6)};
  color: ${color.muted};
`;
