import { Controller, easings, Globals } from '@react-spring/web';
import { theme } from '../theme/theme.ts';
import { subscribeReducedMotion } from './MotionProvider.tsx';

/*
 * Loaded with import() the first time something animates, so react-spring never weighs on the
 * entry chunk. The reduced-motion decision still comes from MotionProvider alone.
 */
subscribeReducedMotion((reduced) => Globals.assign({ skipAnimation: reduced }));

export function writeRevealStyle(element: HTMLElement, opacity: number, y: number): void {
  element.style.opacity = String(opacity);
  element.style.transform = `translate3d(0, ${y}px, 0)`;
}

export function clearRevealStyle(element: HTMLElement): void {
  element.style.removeProperty('opacity');
  element.style.removeProperty('transform');
}

/** Rises and fades an element from its hidden state to its natural one; returns a function that ends it at once. */
export function reveal(element: HTMLElement, delay: number): () => void {
  const controller = new Controller({ opacity: 0, y: theme.motion.revealDistance });
  controller.start({
    opacity: 1,
    y: 0,
    delay,
    config: { duration: theme.motion.reveal, easing: easings.easeOutCubic },
    onChange: ({ value }) => writeRevealStyle(element, value.opacity, value.y),
    onRest: () => clearRevealStyle(element),
  });
  return () => {
    controller.stop();
    clearRevealStyle(element);
  };
}
