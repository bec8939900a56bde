import { useLayoutEffect, type RefObject } from 'react';

/** Marks an open dropdown with data-flip when it would stick out of the window, so CSS opens it the other way. */
export function useKeepInWindow(ref: RefObject<HTMLElement | null>, open: boolean) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!open || !element) return;
    delete element.dataset.flip;
    if (element.getBoundingClientRect().right > document.documentElement.clientWidth) element.dataset.flip = '';
  }, [ref, open]);
}
