import { theme } from '../theme/theme.ts';

/**
 * The one stagger rule: how long after its cue the item at `index` starts to arrive. The content's
 * own `delay` when it gives one, otherwise theme.motion.stagger ms more for each item before it.
 * Every list that reveals item by item uses it, and so do the parts of the hero and the banner.
 */
export function staggerDelay(index: number, delay?: number): number {
  return delay ?? index * theme.motion.stagger;
}
