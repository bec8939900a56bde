import { useLocation } from 'wouter';
import { isInternal } from '../../core/links.ts';

/** What a click says, in the browser's events and in React's alike. */
type Click = Pick<MouseEvent, 'defaultPrevented' | 'button' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'target' | 'preventDefault'>;

/**
 * For markup the prerender drew and React leaves as it is (a block at rest, the footer before its
 * code has come), heard on an element around it: a click on an internal link inside navigates in
 * the app, as SmartLink's would (the Enter key on a link is a click too). A click already handled,
 * with a modifier key or another button, or on a link to another window or a download, is left to
 * the browser.
 */
export function followInApp(event: Click, navigate: (href: string) => void) {
  if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
  const link = (event.target as Element).closest('a');
  const href = link?.getAttribute('href');
  if (!link || href === null || href === undefined || !isInternal(href) || (link.target !== '' && link.target !== '_self') || link.hasAttribute('download')) return;
  event.preventDefault();
  navigate(href);
}

/** followInApp as a React click handler. */
export function useFollowInApp() {
  const [, navigate] = useLocation();
  return (event: Click) => followInApp(event, navigate);
}
