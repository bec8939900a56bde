import { z } from 'zod';
import { ICON_NAMES, TONES } from '../core/choices.ts';
import { schemaMessage } from './problems.ts';

/**
 * Text a visitor reads, at most `max` characters (`what` names it in the message). It must show
 * something: not empty, not only spaces. HTML is never interpreted, so angle brackets are refused.
 */
export function visibleText(max: number, what: string) {
  return z
    .string()
    .min(1, { error: schemaMessage('text-empty'), abort: true })
    .regex(/\S/, { error: schemaMessage('text-blank'), abort: true })
    .max(max, { error: `keep ${what} to ${max} characters or fewer` })
    .regex(/^[^<>]*$/, { error: schemaMessage('text-markup') });
}

/** Longest texts a page can hold well: a heading wraps to a few lines on a phone, a label to one. */
const TEXT_LIMITS = { text: 1500, heading: 100, title: 100, name: 80, label: 60 } as const;

/** A paragraph, a quote or any other running text. */
export const text = visibleText(TEXT_LIMITS.text, 'a text').describe(`Plain text that visitors read (at most ${TEXT_LIMITS.text} characters)`);
/** A section or page heading. */
export const heading = visibleText(TEXT_LIMITS.heading, 'a heading').describe(`A heading (at most ${TEXT_LIMITS.heading} characters)`);
/** The title of a card, plan, part or page. */
export const title = visibleText(TEXT_LIMITS.title, 'a title').describe(`A title (at most ${TEXT_LIMITS.title} characters)`);
/** The name of a person, business, place or project. */
export const name = visibleText(TEXT_LIMITS.name, 'a name').describe(`A name (at most ${TEXT_LIMITS.name} characters)`);
/** The words on a button or link, a small label above a heading, an interface word. */
export const label = visibleText(TEXT_LIMITS.label, 'a label').describe(`A short label (at most ${TEXT_LIMITS.label} characters)`);

/** Every English word or phrase a field says when the content leaves it out. */
export const ENGLISH_DEFAULTS = new Set<string>();

/**
 * A field that says `words` when left out: English words, which the English pages may leave to
 * the default and the French section must give in French (see `frenchWordsLeftOut`).
 */
export function saysInEnglish(schema: z.ZodString, words: string) {
  ENGLISH_DEFAULTS.add(words);
  return schema.default(words);
}

/**
 * What a field holds when the editor offers a picker for it (the site's pages for a link, the
 * pictures in public/ for an image) or a control of its own (one line for a page's address,
 * however long). Kept as Zod metadata, which the schema's copies (`.describe()`,
 * `.optional()`) carry with them; pipeline/json-schema.ts reads it.
 */
export interface FieldKind {
  siteKind: 'link' | 'image' | 'path';
}

/*
 * Where links may go. Web addresses are https:// only, and their host part may not hold a user
 * ("https://www.linkedin.com@evil.example/" goes to evil.example): both checks come before the
 * general pattern so that the message names what is wrong.
 */
const NO_PLAIN_HTTP = /^(?!http:\/\/)/i;
const NO_USER_PART = /^(?!https?:\/\/[^/?#\s]*@)/i;
const WEB_ADDRESS = String.raw`https:\/\/[^\s/?#@]+(?:[/?#][^\s]*)?`;
const LINK_PATTERN = new RegExp(String.raw`^(\/(?!\/)[^\s]*|${WEB_ADDRESS}|mailto:[^\s]+|tel:(?:\+?[0-9 ().-]+|\{company\.phone\}))$`);

function webChecks(pattern: RegExp, error: string) {
  return z
    .string()
    .regex(NO_PLAIN_HTTP, { error: schemaMessage('link-plain-http'), abort: true })
    .regex(NO_USER_PART, { error: schemaMessage('link-user-part'), abort: true })
    .regex(pattern, { error });
}

export const href = webChecks(LINK_PATTERN, schemaMessage('link-target'))
  .describe('Where the link goes: an internal path ("/about"), https://…, mailto:… or tel:…')
  .meta({ siteKind: 'link' } satisfies FieldKind);

/** The site's own address: an https:// origin; a trailing slash is dropped, anything else after the host refused. */
export const siteOrigin = webChecks(/^https:\/\/[^\s/?#@]+\/?$/, schemaMessage('site-url-origin'))
  .transform((url) => url.replace(/\/$/, ''))
  .describe('The address the site is published at: https:// and the host name, such as "https://www.example.ca"');

export const externalUrl = webChecks(new RegExp(`^${WEB_ADDRESS}$`), 'expected an external address starting with https://').describe(
  'An external address starting with https://',
);

export const link = z
  .strictObject({
    label: label.describe('The words on the link or button'),
    href,
  })
  .describe('A link: its label and where it goes');

/** Screen readers read alt text in one breath; a longer description belongs in the page's text. */
const MAX_ALT = 250;

export const image = z
  .strictObject({
    src: z
      .string()
      .regex(/^\/images\/(?!.*\.\.)[A-Za-z0-9._/-]+\.(svg|png|jpe?g|webp|avif)$/, {
        error: 'expected an image path under /images/ ending in .svg, .png, .jpg, .webp or .avif',
      })
      .describe('Path of a file in public/images, e.g. /images/hero.svg'),
    alt: z
      .string()
      .regex(/^[^<>]*$/, { error: schemaMessage('text-markup', 'alt text') })
      .max(MAX_ALT, { error: `keep alt text to ${MAX_ALT} characters or fewer: say what the picture shows that matters here` })
      .describe('What the image shows, for people who cannot see it; "" only for pure decoration'),
    width: z.int().positive().optional().describe('Width in pixels; leave it out: the build reads it from the file, and checks it when given'),
    height: z.int().positive().optional().describe('Height in pixels; leave it out: the build reads it from the file, and checks it when given'),
  })
  .describe('An image of the project’s own (a photo or an SVG illustration) with its alt text; photos are resized for each screen by the build')
  .meta({ siteKind: 'image' } satisfies FieldKind);

export const id = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'expected an id in lower-case-with-dashes' })
  .describe('A short identifier in lower-case-with-dashes');

export const icon = z.enum(ICON_NAMES).describe('An icon from the site’s icon set');
/** A card's tint; titled apart from `band`, which blocks also call `tone`, so that the editor tells the two apart. */
export const tone = z.enum(TONES).meta({ title: 'Icon tint', description: 'Background tint from the theme; in a list without cards (variant: plain), the icon’s colour on a white badge' });

/** The band a section sits on, for the blocks whose content chooses it. */
export const band = z.enum(['plain', 'muted']).default('plain').meta({ title: 'Section background', description: '"muted" sets the section on a tinted band' });

export const delay = z
  .int()
  .min(0)
  .max(2000)
  .optional()
  .describe('How long the item waits, once in view, before it appears, in thousandths of a second (500 is half a second); without it, a little longer than the item before');

/** Long enough for any real address; short enough for every file system and bundler (the output's folders are named after it). */
const MAX_PATH = 200;
const MAX_SEGMENT = 60;

export const routePath = z
  .string()
  .regex(/^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/, {
    error: 'expected a path such as "/services/nextcloud": lower-case words and dashes, a leading "/", no trailing "/"',
    abort: true,
  })
  .max(MAX_PATH, { error: schemaMessage('path-too-long'), abort: true })
  .regex(new RegExp(`^(\\/[^/]{1,${MAX_SEGMENT}})*$|^\\/$`), { error: schemaMessage('path-too-long'), abort: true })
  // The build owns these folders: /assets is cached for a year, /images holds the published pictures.
  .regex(/^(?!\/(assets|images)(\/|$))/, { error: schemaMessage('path-reserved') })
  .meta({ siteKind: 'path' } satisfies FieldKind);

/** Which testimonials a block shows: ids to choose and order them, or none for all of them. */
export const testimonialChoice = z
  .array(id)
  .min(1)
  .optional()
  .describe('Ids from the testimonials list, to choose and order them; leave it out to show every testimonial');
