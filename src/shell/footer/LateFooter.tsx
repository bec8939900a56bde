import { css } from '@emotion/react';
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useLocation } from 'wouter';
import { followInApp } from '../../routing/follow-in-app.ts';

let open: () => void = () => {};
/** Opens once the visitor is about to move on (see footerSoon), or at once where no footer is drawn. */
const gate = new Promise<void>((resolve) => (open = resolve));
// The prerender draws the footer whole.
if (typeof document === 'undefined') open();

/** Loads the footer's code now: a link about to be followed will change the page around it. */
export function footerSoon() {
  open();
}

/** Whether React has the footer in hand (its code and its words), so that its links take their clicks. */
let inHand = false;

const Footer = lazy(() => gate.then(() => import('./Footer.tsx')).then((module) => ({ default: module.Footer })));

/**
 * Draws nothing, after the footer in its boundary: it runs once React has taken the footer over,
 * code and words. A click in between is taken by both the frame and the footer's link, which
 * leaves a click already handled alone.
 */
function InHand() {
  useEffect(() => {
    inHand = true;
  }, []);
  return null;
}

/** Takes no box of its own: the footer stays a child of the page's column. */
const frameStyle = css`
  display: contents;
`;

/**
 * The footer, whose code loads only when the visitor is about to follow a link, since a navigation
 * changes the footer with the page; a page too short to scroll loads no more than a long one.
 * Nothing in it needs code until then: the prerendered footer is shown whole, and its outside,
 * phone and e-mail links work as links. A click on one of its links to a page of the site
 * navigates in the app, as on a block at rest: until the footer's code and words have come, React
 * stops such a click as it starts (in its capture phase, at the app's root) and hands it to no one,
 * so the document hears it first. A page built in the browser (the dev server, the tests) has no footer
 * drawn, and gets its code at once.
 */
export function LateFooter() {
  const [, navigate] = useLocation();
  const frame = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return;
      if (!element.querySelector('footer')) open();
      const follow = (event: MouseEvent) => {
        if (!inHand && element.contains(event.target as Node)) followInApp(event, navigate);
      };
      document.addEventListener('click', follow, true);
      return () => document.removeEventListener('click', follow, true);
    },
    [navigate],
  );
  return (
    <div css={frameStyle} ref={frame}>
      <Suspense>
        <Footer />
        <InHand />
      </Suspense>
    </div>
  );
}
