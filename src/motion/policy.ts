import type { CSSObject, SerializedStyles } from '@emotion/react';
import { ms, theme } from '../theme/theme.ts';

/*
 * The one reduced-motion policy. The visitor's prefers-reduced-motion setting is read here and
 * nowhere else: GlobalStyles switches every CSS animation and transition off with
 * reducedMotionRules, CSS that moves things wraps its motion in motionOk, and JavaScript follows
 * watchReducedMotion (MotionProvider for the components, spring.ts for react-spring). Plain
 * strings and objects rather than Emotion's css(), so the lazily loaded spring.ts can import this
 * module without pulling Emotion into its chunk.
 */
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The media rule under which motion is welcome. */
export const motionOkMedia = '@media (prefers-reduced-motion: no-preference)';

/**
 * For GlobalStyles: under reduced motion every animation and transition ends at once. A duration
 * of theme.motion.instant rather than none, so the end events that code may wait for still fire.
 */
export const reducedMotionRules = `
  @media ${REDUCED_MOTION} {
    *,
    *::before,
    *::after {
      animation-duration: ${ms(theme.motion.instant)} !important;
      animation-delay: 0s !important;
      animation-iteration-count: 1 !important;
      transition-duration: ${ms(theme.motion.instant)} !important;
      transition-delay: 0s !important;
      scroll-behavior: auto !important;
    }
  }
`;

/** Styles that move something, applied only for visitors who have not asked for reduced motion. */
export function motionOk(styles: SerializedStyles): CSSObject {
  return { [motionOkMedia]: styles };
}

/** Calls back at once with the visitor's preference (true: reduce motion) and again whenever it changes; returns a function that stops. */
export function watchReducedMotion(listener: (reduced: boolean) => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  const update = () => listener(query.matches);
  update();
  query.addEventListener('change', update);
  return () => query.removeEventListener('change', update);
}
