/**
 * The places a picture can be shown, and how wide each is drawn at every screen width, in CSS pixels.
 * The build encodes a photo at the widths its place needs (see pipeline/images/widths.ts) and gives
 * the page the place's `sizes`, by which the browser picks a file; each figure here follows the layout
 * of its component (the blocks name their places in schema/blocks):
 * the container is 1200 px at most, with 20 px of padding on each side below 768 px and 32 px from it.
 */
export interface ImageSlot {
  /** The `sizes` attribute: the width the picture is drawn at, for each screen width. */
  sizes: string;
  /** The widest it is ever drawn; a photo narrower than this would be enlarged and look soft. */
  widest: number;
  /** Shown cropped to this width-to-height ratio (a portrait in a circle, a card's picture). */
  aspect?: number;
}

export const IMAGE_SLOTS = {
  /** Beside the home heading from 1024 px (a 1.25 : 0.75 grid with a 48 px gap), under it below; 256 px wide on phones. */
  hero: {
    sizes: '(min-width: 1200px) 408px, (min-width: 1024px) calc(37.5vw - 42px), (min-width: 640px) 560px, 256px',
    widest: 560,
  },
  /**
   * Beside an inner page's heading from 1024 px (a 3 : 2 grid with a 48 px gap), under it below;
   * 400 px at most (theme.size.headerImage), 256 px on phones (openingImagePhone).
   */
  header: {
    sizes: '(min-width: 1110px) 400px, (min-width: 1024px) calc(40vw - 44px), (min-width: 640px) 400px, 256px',
    widest: 400,
  },
  /** Half of a banner from 768 px (48 px apart, 64 px from 1024 px), across it on phones. */
  banner: {
    sizes: '(min-width: 1200px) 536px, (min-width: 1024px) calc(50vw - 64px), (min-width: 768px) calc(50vw - 56px), min(560px, calc(100vw - 40px))',
    widest: 560,
  },
  /** Across the top of a card: one card to a row below 1024 px, three from it (24 px apart). */
  card: {
    sizes: '(min-width: 1200px) 363px, (min-width: 1024px) calc(33.3vw - 37px), (min-width: 768px) calc(100vw - 64px), calc(100vw - 40px)',
    widest: 959,
    aspect: 16 / 10,
  },
  /**
   * A client's portrait beside their testimonial: 56 px, and 88 px from 1024 px where a testimonial
   * has a row of its own and who said it a column (TestimonialCard gives that card its own `sizes`).
   */
  portrait: { sizes: '56px', widest: 88, aspect: 1 },
  /** The founder's portrait: 56 px on phones, 112 px from 768 px. */
  portraitLarge: { sizes: '(min-width: 768px) 112px, 56px', widest: 112, aspect: 1 },
} as const satisfies Record<string, ImageSlot>;

export type ImageSlotName = keyof typeof IMAGE_SLOTS;
