import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { MAIN_ID } from '../../core/landmarks.ts';

/**
 * A new page starts at its top (or at the element its #hash names), with focus on the main content
 * so keyboard and screen reader users start there too, and focus is never left on a menu that has
 * just closed. A change of hash alone is left to the browser, and the first render keeps whatever
 * position the browser restored.
 */
export function ScrollToTop() {
  const [path] = useLocation();
  const shownPath = useRef(path);
  useEffect(() => {
    if (shownPath.current === path) return;
    shownPath.current = path;
    const hash = decodeURIComponent(window.location.hash.slice(1));
    const target = hash ? document.getElementById(hash) : null;
    if (target) {
      target.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [path]);
  return null;
}
