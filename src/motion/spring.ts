import { Controller, easings, Globals } from '@react-spring/web';
import { theme } from '../theme/theme.ts';
import { watchReducedMotion } from './policy.ts';
import { clearRevealStyle, writeRevealStyle } from './reveal-style.ts';

/*
 * Loaded with import() the first time something animates, so react-spring never weighs on the
 * entry chunk. It follows the reduced-motion policy like everything else (see policy.ts).
 */
watchReducedMotion((reduced) => Globals.assign({ skipAnimation: reduced }));

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
