import { z } from 'zod';
import { text } from './primitives.ts';

export const ui = z
  .strictObject({
    skipToContent: text.default('Skip to main content'),
    menu: text.default('Menu'),
    mainNavigation: text.default('Main'),
    footerNavigation: text.default('Footer'),
    call: text.default('Call'),
    dismiss: text.default('Dismiss announcement'),
    pause: text.default('Pause testimonials'),
    play: text.default('Play testimonials'),
    slide: text.default('Testimonial'),
    socialHeading: text.default('Follow us'),
    newTab: text.default('(opens in a new tab)'),
    closeMenu: text.default('Close menu'),
    submenu: text.default('submenu'),
  })
  .prefault({})
  .describe('Words the interface itself uses; each has a sensible default');

/** The name of one interface word, e.g. "pause". */
export type UiWord = keyof z.output<typeof ui>;
