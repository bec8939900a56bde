import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
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
  useEffect(() => watchReducedMotion((reduced) => setMotion({ hydrated: true, animate: !reduced, reduced })), []);
  return <MotionContext.Provider value={motion}>{children}</MotionContext.Provider>;
}

export function useMotion(): Motion {
  return useContext(MotionContext);
}
