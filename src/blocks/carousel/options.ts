import type { EmblaOptionsType } from 'embla-carousel';
import type { BlockOf } from '../../../schema/site.ts';

/**
 * Embla's `duration` is not in milliseconds: 20–60 is its useful range, and a transition lasts
 * roughly twenty milliseconds per unit. The block's `speed` (ms) converts with that ratio.
 */
export function emblaDuration(speedMs: number): number {
  return Math.max(1, Math.round(speedMs / 20));
}

/** One slide in view and one scrolled at a time, as the block asks. */
export function emblaOptions({ speed, loop }: Pick<BlockOf<'carousel'>, 'speed' | 'loop'>): EmblaOptionsType {
  return { loop, duration: emblaDuration(speed), slidesToScroll: 1, align: 'start' };
}
