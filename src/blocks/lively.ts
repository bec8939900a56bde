import type { BlockType } from '../../schema/site.ts';

/**
 * The block types that do something in the browser once the page runs: the carousel turns, the
 * figures count up. On the page a document comes with, every other block is left as the prerender
 * drew it (see BlockAtRest), and neither its code nor its content is loaded to hydrate it. A block
 * whose component gains state, an effect or an event handler of its own belongs here; motion
 * (Reveal) and in-app links work on blocks at rest as they are.
 */
export const LIVELY_BLOCKS: ReadonlySet<BlockType> = new Set<BlockType>(['stats', 'carousel']);

/** The mark of a lively block's frame that has come within a screen of the view: what the block would load on coming near, it loads as soon as it is drawn (see useNearViewport). */
export const CAME_NEAR_ATTRIBUTE = 'data-came-near';
