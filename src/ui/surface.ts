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

/*
 * The house backdrop of the bands that open a page (the home page's hero, an inner page's header):
 * the company's mark at the size of the band. Faint rings of signal rise from the foot of the band
 * behind the picture (from its right-hand corner on phones, where there is no picture), and the
 * band stands on the mark's horizon, a teal line that ends in wheat, as on the share cards.
 */
const ring = (from: string, to: string) => `transparent calc(var(--ring) * ${from}), ${theme.color.ringOnBand} calc(var(--ring) * ${from}) calc(var(--ring) * ${to}), transparent calc(var(--ring) * ${to})`;

export const openingBand = (wash: string) => css`
  --ring: 36px;
  --ring-at: 100% 100%;
  background:
    linear-gradient(90deg, ${theme.color.accent} 72%, ${theme.color.highlight} 72%) bottom / 100% ${theme.size.horizon} no-repeat,
    radial-gradient(circle at var(--ring-at), ${ring('1.6', '1.9')}, ${ring('2.8', '3.1')}, ${ring('4', '4.3')}, transparent),
    ${wash};
  ${theme.mq.lg} {
    --ring: 96px;
    --ring-at: 80% 100%;
  }
`;
