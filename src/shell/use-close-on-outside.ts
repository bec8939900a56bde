import { useEffect, useEffectEvent, type RefObject } from 'react';

/** While `open`, a pointer pressed anywhere outside `ref` calls `close`: a tap or click away dismisses a menu. */
export function useCloseOnOutside(ref: RefObject<Element | null>, open: boolean, close: () => void) {
  const onOutside = useEffectEvent(close);
  useEffect(() => {
    if (!open) return;
    const closeIfOutside = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) onOutside();
    };
    document.addEventListener('pointerdown', closeIfOutside);
    return () => document.removeEventListener('pointerdown', closeIfOutside);
  }, [open, ref]);
}
