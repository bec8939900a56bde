import { useEffect, type RefObject } from 'react';
import { theme } from '../theme/theme.ts';
import { watchArrival } from './arrival.ts';
import { useMotion } from './MotionProvider.tsx';
import { clearRevealStyle as show, writeRevealStyle } from './reveal-style.ts';

const hide = (element: HTMLElement) => writeRevealStyle(element, 0, theme.motion.revealDistance);

/**
 * Content below the fold rises about 24 px and fades in as it scrolls into view, `delay` ms after
 * it does. Server HTML and the first render leave it untouched; only after hydration, and only for
 * elements out of view, is it hidden. The hidden state is two style writes; react-spring is
 * imported when the first element actually arrives, keeping it off the critical path.
 */
export function useReveal(ref: RefObject<HTMLElement | null>, delay = 0): void {
  const { animate } = useMotion();
  useEffect(() => {
    const element = ref.current;
    if (!animate || !element) return;
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
  }, [animate, ref, delay]);
}
