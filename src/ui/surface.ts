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

/** A ring `from` to `to` px from the centre, as stops of a radial gradient. */
const ring = (from: number, to: number, colour: string) => `transparent ${from}px, ${colour} ${from}px ${to}px, transparent ${to}px`;

/** The mark's three waves of signal, rising from `at` (a radial gradient's position), faint in `colour`. */
const rings = (at: string, colour: string) =>
  `radial-gradient(circle at ${at}, ${ring(154, 182, colour)}, ${ring(269, 298, colour)}, ${ring(384, 413, colour)}, transparent)`;

/** The horizon: a line along the band's foot, teal for most of the width, then wheat. */
const horizon = `linear-gradient(90deg, ${theme.color.accent} 72%, ${theme.color.highlight} 72%)`;

/*
 * The house backdrop of the bands that open a page (the home page's hero, an inner page's header):
 * the company's mark at the size of the band. From the large breakpoint, faint rings of signal rise
 * from the foot of the band behind the picture (on narrower screens they could only run behind the
 * words or the buttons), and at every width the band stands on the mark's horizon, a teal line that
 * ends in wheat, as on the share cards.
 */
export const openingBand = (wash: string, ringColour: string = theme.color.ringOnBand) => css`
  background-image: ${horizon}, ${wash};
  background-size: 100% ${theme.size.horizon}, auto;
  background-position: bottom;
  background-repeat: no-repeat;
  ${theme.mq.lg} {
    background-image: ${horizon}, ${rings('80% 100%', ringColour)}, ${wash};
    background-size: 100% ${theme.size.horizon}, auto, auto;
  }
`;

/** The closing band's echo of the opening one, from the large breakpoint: the waves rising from its right-hand foot. */
export const closingRings = css`
  ${theme.mq.lg} {
    background-image: ${rings('100% 100%', theme.color.ringOnAccent)};
  }
`;
