import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { watchReducedMotion } from './policy.ts';

export interface Motion {
  /** True once the page has hydrated: interactive parts (the carousel) may load. */
  hydrated: boolean;
  /** True once the page has hydrated and the visitor has not asked for reduced motion. */
  animate: boolean;
  /** The visitor prefers reduced motion. */
  reduced: boolean;
}

const SERVER_MOTION: Motion = { hydrated: false, animate: false, reduced: false };
const MotionContext = createContext<Motion>(SERVER_MOTION);

/**
 * When components may move. The server and the first client render animate nothing, so the
 * prerendered HTML always shows final states; after hydration motion starts unless the visitor
 * prefers reduced motion, as policy.ts reports it.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  const [motion, setMotion] = useState<Motion>(SERVER_MOTION);
  // A transition: the change reaches every block, and the page's blocks may not have hydrated yet.
  // An urgent update would hydrate them all in one task that holds the main thread; a transition
  // lets React hydrate them in slices, yielding to the browser between them.
  useEffect(() => watchReducedMotion((reduced) => startTransition(() => setMotion({ hydrated: true, animate: !reduced, reduced }))), []);
  return <MotionContext.Provider value={motion}>{children}</MotionContext.Provider>;
}

export function useMotion(): Motion {
  return useContext(MotionContext);
}
