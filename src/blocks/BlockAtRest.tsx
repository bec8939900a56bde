import { useRef } from 'react';
import { useFollowInApp } from '../routing/follow-in-app.ts';
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
  const follow = useFollowInApp();
  useRevealsWithin(ref);
  // The frame hears the clicks of the links inside it.
  return <div ref={ref} {...{ [BLOCK_FRAME_ATTRIBUTE]: type }} onClick={follow} suppressHydrationWarning dangerouslySetInnerHTML={KEPT} />;
}
