import { useEffect, useState, type RefObject } from 'react';
import { watchArrival } from './arrival.ts';
import { useMotion } from './MotionProvider.tsx';

/** Where an animated element is: `settled` (final state shown), `waiting` below the fold, or `arrived` in view. */
export type Arrival = 'settled' | 'waiting' | 'arrived';

/** The arrival state of an element (counters use it): always `settled` on the server, on the first render and under reduced motion. */
export function useArrival(ref: RefObject<Element | null>): Arrival {
  const { animate } = useMotion();
  const [arrival, setArrival] = useState<Arrival>('settled');
  useEffect(() => {
    const element = ref.current;
    if (!animate || !element) return;
    return watchArrival(element, {
      onBelowFold: () => setArrival('waiting'),
      onEnter: () => setArrival('arrived'),
    });
  }, [animate, ref]);
  return animate ? arrival : 'settled';
}
