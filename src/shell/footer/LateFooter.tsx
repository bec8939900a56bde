import { lazy, Suspense } from 'react';

/** How far below the window the footer may still be when its code starts loading. */
const AHEAD = '0px 0px 800px 0px';

let open: () => void = () => {};
/** Opens once the visitor nears the footer, or shows they are about to move on (see footerSoon). */
const gate = new Promise<void>((resolve) => (open = resolve));
// The prerender draws the footer whole.
if (typeof document === 'undefined') open();

/** Loads the footer's code now: a link about to be followed will change the page around it. */
export function footerSoon() {
  open();
}

/**
 * Watches the mark in front of the footer, which stays while React replaces the footer itself. A
 * page built in the browser has no footer to show yet, and gets it at once.
 */
function watch(mark: Element | null) {
  if (!mark) return;
  if (!document.querySelector('footer') || typeof IntersectionObserver === 'undefined') return open();
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      open();
    },
    { rootMargin: AHEAD },
  );
  observer.observe(mark);
}

const Footer = lazy(() => gate.then(() => import('./Footer.tsx')).then((module) => ({ default: module.Footer })));

/**
 * The footer, whose code loads only when the visitor nears it or is about to follow a link. The
 * prerendered page shows it whole from the start and its links work as links; React takes it over
 * once the code is in. In a page built in the browser (the dev server, the tests) it comes at once.
 */
export function LateFooter() {
  return (
    <>
      <div ref={watch} aria-hidden="true" />
      <Suspense>
        <Footer />
      </Suspense>
    </>
  );
}
