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
 *
 * Every part's animation starts at once and lasts the whole theme.motion.hero; the stagger is in
 * its keyframes, which hold the part lowered until its turn. An animation-delay would do the same,
 * but Chromium then draws every frame of the delay on the main thread as well as the compositor:
 * about twenty more frames of style, paint and commit in the first second of every visit.
 */
const lowered = `transform: translate3d(0, ${theme.motion.heroRise}px, 0);`;

/** A moment of the hero's arrival as a keyframe offset, and a keyframe from that moment to another. */
const offset = (time: number) => `${Math.round((time / theme.motion.hero) * 1000) / 10}%`;
const span = (from: number, to: number) => (from === to ? offset(from) : `${offset(from)}, ${offset(to)}`);

/** The keyframes of a part that rises from `start` ms into the hero's arrival to `end` ms. */
export function heroRise(start: number, end: number) {
  return keyframes`
    ${span(0, start)} {
      ${lowered}
      animation-timing-function: ${theme.motion.easing};
    }
    ${span(end, theme.motion.hero)} {
      transform: none;
    }
  `;
}

/** The style for part `index` of `count`: each rises for the same time, the last settling at theme.motion.hero ms. */
export function heroArrival(index: number, count: number) {
  const rising = theme.motion.hero - (count - 1) * theme.motion.stagger;
  const start = staggerDelay(index);
  return css(
    motionOk(css`
      animation: ${heroRise(start, start + rising)} ${ms(theme.motion.hero)} linear both;
    `),
  );
}
