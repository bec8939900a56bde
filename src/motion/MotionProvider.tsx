import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

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

type Listener = (reduced: boolean) => void;
const listeners = new Set<Listener>();
let reducedNow = false;

/**
 * Lets code outside React (the lazily loaded animation module) follow the one decision made
 * here; the listener is called at once with the current preference.
 */
export function subscribeReducedMotion(listener: Listener): () => void {
  listeners.add(listener);
  listener(reducedNow);
  return () => listeners.delete(listener);
}

/**
 * The one place motion is decided. The server and the first client render animate nothing, so the
 * prerendered HTML always shows final states; after hydration motion starts unless the visitor
 * prefers reduced motion, which also switches every react-spring animation off (see spring.ts,
 * loaded only when something animates, so react-spring stays out of the entry chunk).
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  const [motion, setMotion] = useState<Motion>(SERVER_MOTION);
  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    const update = () => {
      reducedNow = query.matches;
      for (const listener of listeners) listener(reducedNow);
      setMotion({ hydrated: true, animate: !query.matches, reduced: query.matches });
    };
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return <MotionContext.Provider value={motion}>{children}</MotionContext.Provider>;
}

export function useMotion(): Motion {
  return useContext(MotionContext);
}
