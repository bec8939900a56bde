import { Globals } from '@react-spring/web';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

interface Motion {
  /** True once the page has hydrated and the visitor has not asked for reduced motion. */
  animate: boolean;
  reduced: boolean;
}

const MotionContext = createContext<Motion>({ animate: false, reduced: false });

/**
 * The one place motion is decided. The server and the first client render animate nothing, so the
 * prerendered HTML always shows final states; after hydration motion starts unless the visitor
 * prefers reduced motion, which also switches every react-spring animation off.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  const [motion, setMotion] = useState<Motion>({ animate: false, reduced: false });
  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    const update = () => {
      Globals.assign({ skipAnimation: query.matches });
      setMotion({ animate: !query.matches, reduced: query.matches });
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
