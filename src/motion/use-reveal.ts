import { useEffect, type RefObject } from 'react';
import { theme } from '../theme/theme.ts';
import { watchArrival } from './arrival.ts';
import { useMotion } from './MotionProvider.tsx';
import { clearRevealStyle as show, writeRevealStyle } from './reveal-style.ts';

const hide = (element: HTMLElement) => writeRevealStyle(element, 0, theme.motion.revealDistance);

/** The attribute a revealed element carries, holding its delay in ms: a block left as the prerender drew it is revealed by it (see BlockAtRest). */
export const REVEAL_ATTRIBUTE = 'data-reveal';

/**
 * Content below the fold rises about 24 px and fades in as it scrolls into view, `delay` ms after
 * it does; in view (or above it) it is left alone. The hidden state is two style writes;
 * react-spring is imported when the first element actually arrives, keeping it off the critical
 * path. Returns a function that stops watching and leaves the element in its final state.
 */
function revealOnArrival(element: HTMLElement, delay: number): () => void {
  let active = true;
  let stopAnimation = () => {};
  const stopWatching = watchArrival(element, {
    onBelowFold: () => hide(element),
    onEnter: () => {
      import('./spring.ts').then(
        ({ reveal }) => {
          if (active) stopAnimation = reveal(element, delay);
        },
        () => show(element),
      );
    },
    /* Scrolled past before it finished: nobody is watching, so end it in its final state. */
    onLeave: () => {
      active = false;
      stopAnimation();
      show(element);
    },
  });
  return () => {
    active = false;
    stopWatching();
    stopAnimation();
    show(element);
  };
}

/**
 * Reveals an element as it arrives (see revealOnArrival). Server HTML and the first render leave
 * it untouched; only after hydration, and only for elements out of view, is it hidden.
 */
export function useReveal(ref: RefObject<HTMLElement | null>, delay = 0): void {
  const { animate } = useMotion();
  useEffect(() => {
    const element = ref.current;
    if (!animate || !element) return;
    return revealOnArrival(element, delay);
  }, [animate, ref, delay]);
}

/** Reveals every element inside a container that asks to be (REVEAL_ATTRIBUTE), as useReveal would had it been drawn by the browser. */
export function useRevealsWithin(ref: RefObject<HTMLElement | null>): void {
  const { animate } = useMotion();
  useEffect(() => {
    const container = ref.current;
    if (!animate || !container) return;
    const stops = [...container.querySelectorAll<HTMLElement>(`[${REVEAL_ATTRIBUTE}]`)].map((element) => revealOnArrival(element, Number(element.getAttribute(REVEAL_ATTRIBUTE)) || 0));
    return () => stops.forEach((stop) => stop());
  }, [animate, ref]);
}
