import { css } from '@emotion/react';
import { tokens } from './ui/tokens.ts';

const { border, color, fontSize, mq, radius, size, space } = tokens;

export const pictureList = css`
  display: grid;
  gap: ${space(6)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A picture, then what is known of it and what can be done with it; one under the other on a phone. */
export const picture = css`
  display: grid;
  grid-template-columns: ${size.picture.width} minmax(0, 1fr);
  gap: ${space(6)};
  padding: ${space(6)};
  border: ${border.hairline} solid ${color.line};
  border-radius: ${radius.lg};
  & > img {
    width: ${size.picture.width};
    height: ${size.picture.height};
    object-fit: contain;
    background: ${color.panel};
    border-radius: ${radius.sm};
  }
  ${mq.small} {
    grid-template-columns: 1fr;
  }
`;

export const about = css`
  display: grid;
  gap: ${space(3)};
  min-width: 0;
  overflow-wrap: anywhere;
  & h3 {
    margin: 0;
    font-size: ${fontSize.base};
  }
`;

export const aside = css`
  color: ${color.muted};
`;

export const uses = css`
  margin: 0;
  padding-left: ${space(9)};
`;

export const pictureActions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(4)};
`;

export const renameForm = css`
  gap: ${space(3)};
`;
