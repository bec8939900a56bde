import { z } from 'zod';
import { ICON_NAMES, TONES } from './tokens.ts';

/** Anything a visitor reads. HTML is never interpreted, so angle brackets are refused outright. */
export const text = z
  .string()
  .min(1, { error: 'text must not be empty' })
  .regex(/^[^<>]*$/, {
    error: 'text must be plain text; remove the "<" or ">" (HTML and markup are not allowed)',
  });

const LINK_PATTERN = /^(\/(?!\/)[^\s]*|https?:\/\/[^\s]+|mailto:[^\s]+|tel:[^\s]+)$/;

export const href = z
  .string()
  .regex(LINK_PATTERN, {
    error:
      'link target is not allowed; expected an internal path such as "/contact", an http(s):// address, mailto: or tel:',
  })
  .describe('Where the link goes: an internal path ("/about"), https://…, mailto:… or tel:…');

export const externalUrl = z
  .string()
  .regex(/^https?:\/\/[^\s]+$/, { error: 'expected an external address starting with https:// or http://' })
  .describe('An external address starting with https://');

export const link = z
  .strictObject({
    label: text.describe('The words on the link or button'),
    href,
  })
  .describe('A link: its label and where it goes');

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
      .regex(/^[^<>]*$/, { error: 'alt text must be plain text' })
      .describe('What the image shows, for people who cannot see it; "" only for pure decoration'),
    width: z.int().positive().describe('Intrinsic width in pixels'),
    height: z.int().positive().describe('Intrinsic height in pixels'),
  })
  .describe('An image of the project’s own, with alt text and intrinsic size');

export const id = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'expected an id in lower-case-with-dashes' })
  .describe('A short identifier in lower-case-with-dashes');

export const icon = z.enum(ICON_NAMES).describe('An icon from the site’s icon set');
export const tone = z.enum(TONES).describe('Background tint from the theme');

export const delay = z
  .int()
  .min(0)
  .max(2000)
  .optional()
  .describe('Milliseconds the item waits, once in view, before it reveals; without it, one stagger step more than the item before');

export const routePath = z
  .string()
  .regex(/^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/, {
    error: 'expected a path such as "/services/nextcloud": lower-case words and dashes, a leading "/", no trailing "/"',
  });
