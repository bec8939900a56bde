import { z } from 'zod';
import { label } from './primitives.ts';

/** Every word the interface itself uses, in English, which is also what it says when left out. */
const ENGLISH = {
  skipToContent: 'Skip to main content',
  menu: 'Menu',
  mainNavigation: 'Main',
  footerNavigation: 'Footer',
  /** The header's button that calls the company, as it shows on screen. */
  call: 'Call',
  /** Before the company's number, said in full: the menu's call button, and what the header's is named. */
  callNumber: 'Call',
  orCall: 'Or call',
  dismiss: 'Dismiss announcement',
  pause: 'Pause testimonials',
  play: 'Play testimonials',
  slide: 'Testimonial',
  /** What a screen reader calls the testimonials when they turn (aria-roledescription). */
  carousel: 'carousel',
  /** What a screen reader calls each testimonial of a carousel (aria-roledescription). */
  carouselSlide: 'slide',
  /** Between a testimonial's number and their count: "1 of 2". */
  of: 'of',
  /**
   * Joins a repeated link's label to what it is about, for screen readers: "Learn more about Web
   * Development". ":" joins them with a colon set as the language sets it, for a language whose
   * word would need an article the title lacks: "En savoir plus : Développement Web".
   */
  about: 'about',
  socialHeading: 'Follow us',
  newTab: '(opens in a new tab)',
  closeMenu: 'Close menu',
  submenu: 'submenu',
  lastUpdated: 'Last updated',
  /** Beneath a testimonial marked `translated`: the language the client said it in. */
  translatedQuote: 'Translated from French',
  onThisPage: 'On this page',
  /** What a screen reader says of a check mark in a comparison of plans. */
  included: 'Included',
  /** What a screen reader says of a dash in a comparison of plans. */
  notIncluded: 'Not included',
  /** Said once on the home page when the address asked for has no page and led there. */
  missingPage: 'That page does not exist. Here is the home page.',
} as const;

type Words = { [Word in keyof typeof ENGLISH]: typeof label };

export const ui = z
  .strictObject(Object.fromEntries(Object.entries(ENGLISH).map(([word, english]) => [word, label.default(english)])) as { [Word in keyof Words]: z.ZodDefault<Words[Word]> })
  .prefault({})
  .describe('Words the interface itself uses; each has a sensible default');

/** The same words in another language: every one written out, since the defaults are English. */
export const translatedUi = z
  .strictObject(Object.fromEntries(Object.keys(ENGLISH).map((word) => [word, label])) as Words)
  .describe('Words the interface itself uses, each written out in this language');

/** The name of one interface word, e.g. "pause". */
export type UiWord = keyof z.output<typeof ui>;
