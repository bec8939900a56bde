import { useRef, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { isInternal } from '../../core/links.ts';
import { useRevealsWithin } from '../motion/use-reveal.ts';

/** Nothing to set: the element keeps the markup the prerender gave it. */
const KEPT = { __html: '' };

/** The frame of every block on every page, and the attribute it is known by. */
export const BLOCK_FRAME_ATTRIBUTE = 'data-block';

/**
 * A block of the page the document came with that does nothing in the browser (see LIVELY_BLOCKS):
 * React hydrates its frame and leaves what the prerender drew inside as it is, so the block costs no
 * code, no content and no hydration work. What its own component would do once running is done
 * here for its markup: its internal links navigate in the app, as SmartLink's do, and what it
 * reveals rises into view, as Reveal would make it.
 */
export function BlockAtRest({ type }: { type: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [, navigate] = useLocation();
  useRevealsWithin(ref);
  const follow = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!link || href === null || href === undefined || !isInternal(href) || (link.target !== '' && link.target !== '_self') || link.hasAttribute('download')) return;
    event.preventDefault();
    navigate(href);
  };
  // The frame hears the clicks (and the Enter key's, which browsers send as clicks) of the links inside it.
  return <div ref={ref} {...{ [BLOCK_FRAME_ATTRIBUTE]: type }} onClick={follow} suppressHydrationWarning dangerouslySetInnerHTML={KEPT} />;
}
