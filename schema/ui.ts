import { z } from 'zod';
import { label } from './primitives.ts';

export const ui = z
  .strictObject({
    skipToContent: label.default('Skip to main content'),
    menu: label.default('Menu'),
    mainNavigation: label.default('Main'),
    footerNavigation: label.default('Footer'),
    call: label.default('Call'),
    orCall: label.default('Or call'),
    dismiss: label.default('Dismiss announcement'),
    pause: label.default('Pause testimonials'),
    play: label.default('Play testimonials'),
    slide: label.default('Testimonial'),
    socialHeading: label.default('Follow us'),
    newTab: label.default('(opens in a new tab)'),
    closeMenu: label.default('Close menu'),
    submenu: label.default('submenu'),
    lastUpdated: label.default('Last updated'),
    onThisPage: label.default('On this page'),
  })
  .prefault({})
  .describe('Words the interface itself uses; each has a sensible default');

/** The name of one interface word, e.g. "pause". */
export type UiWord = keyof z.output<typeof ui>;
