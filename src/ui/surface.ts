import { css } from '@emotion/react';
import { theme } from '../theme/theme.ts';

/** The white, bordered, softly shadowed card every card-like block stands on. */
export const surfaceCard = css`
  display: flex;
  flex-direction: column;
  height: 100%;
  padding: ${theme.space(6)};
  border: ${theme.size.hairline} solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.sm};
`;

/** Stretches a link over its whole card (which is position: relative), so the card is one target. */
export const stretchedLink = css`
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${theme.radius.lg};
  }
`;

/** A picture beside words (a banner, prose): a figure whose image fills it up to the hero's width, centred. */
export const besideWords = css`
  margin: 0;
  img {
    display: block;
    width: 100%;
    max-width: ${theme.size.heroImage};
    height: auto;
    margin-inline: auto;
  }
`;
