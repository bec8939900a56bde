import { css, keyframes } from '@emotion/react';
import { motionOk } from '../../motion/policy.ts';
import { staggerDelay } from '../../motion/stagger.ts';
import { ms, theme } from '../../theme/theme.ts';

/*
 * The hero is in view when the page loads, so a JavaScript reveal after hydration would make
 * visible content vanish and come back. Its parts arrive with CSS keyframes instead, running from
 * the first paint: transform only (no opacity), so the h1 (the LCP element) and everything else
 * are visible even without JavaScript; staggered so the last part settles at theme.motion.hero;
 * and only when the reduced-motion policy says motion is welcome (motionOk).
 */
export const heroRise = keyframes`
  from {
    transform: translate3d(0, ${theme.motion.heroRise}px, 0);
  }
  to {
    transform: none;
  }
`;

/** The style for part `index` of `count`, all of them done by theme.motion.hero ms. */
export function heroArrival(index: number, count: number) {
  const duration = theme.motion.hero - (count - 1) * theme.motion.stagger;
  return css(
    motionOk(css`
      animation: ${heroRise} ${ms(duration)} ${theme.motion.easing} ${ms(staggerDelay(index))} both;
    `),
  );
}
