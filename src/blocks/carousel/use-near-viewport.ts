import { useEffect, useState, type RefObject } from 'react';
import { CAME_NEAR_ATTRIBUTE } from '../lively.ts';

/** True once the element comes within a screen's height of the viewport, and from then on. */
export function useNearViewport(ref: RefObject<Element | null>, enabled: boolean): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || near || !element) return;
    // Drawn because it came near (a lively block of the page at rest), it need not wait for that again.
    if (element.closest(`[${CAME_NEAR_ATTRIBUTE}]`)) return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, near]);
  return near;
}
