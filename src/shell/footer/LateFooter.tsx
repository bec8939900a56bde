import { css } from '@emotion/react';
import { lazy, Suspense } from 'react';
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

/** Whether the footer's code has come, so that React can take a click inside it. */
let codeIn = false;

const Footer = lazy(() =>
  gate
    .then(() => import('./Footer.tsx'))
    .then((module) => {
      codeIn = true;
      return { default: module.Footer };
    }),
);

/** Takes no box of its own: the footer stays a child of the page's column. */
const frameStyle = css`
  display: contents;
`;

/**
 * The footer, whose code loads only when the visitor is about to follow a link, since a navigation
 * changes the footer with the page; a page too short to scroll loads no more than a long one.
 * Nothing in it needs code until then: the prerendered footer is shown whole, and its outside,
 * phone and e-mail links work as links. A click on one of its links to a page of the site
 * navigates in the app, as on a block at rest: until the footer's code has come, React stops such
 * a click as it starts (in its capture phase, at the app's root) and hands it to no one, so the
 * document hears it first. A page built in the browser (the dev server, the tests) has no footer
 * drawn, and gets its code at once.
 */
export function LateFooter() {
  const [, navigate] = useLocation();
  const frame = (element: HTMLDivElement | null) => {
    if (!element) return;
    if (!element.querySelector('footer')) open();
    const follow = (event: MouseEvent) => {
      if (!codeIn && element.contains(event.target as Node)) followInApp(event, navigate);
    };
    document.addEventListener('click', follow, true);
    return () => document.removeEventListener('click', follow, true);
  };
  return (
    <div css={frameStyle} ref={frame}>
      <Suspense>
        <Footer />
      </Suspense>
    </div>
  );
}
