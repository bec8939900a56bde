import type { IconName } from '../../core/choices.ts';

/** One element of an icon's drawing: its tag and its attributes. */
export type IconShape = readonly [tag: 'path' | 'circle' | 'rect', attributes: Readonly<Record<string, string>>];

/**
 * The drawings of the content icons in hand: in the browser, those of the pages loaded so far (each
 * page's chunk brings the ones its blocks show, see pipeline/build/site-modules.ts); in the prerender
 * and the tests, all of them (src/icons/shapes.ts).
 */
export const contentIcons: Partial<Record<IconName, readonly IconShape[]>> = {};
