/**
 * Which widths, in device pixels, to encode an image at.
 *
 * An image shown at most `maxCssWidth` CSS pixels wide needs that width on a 1× screen, 1.5× on
 * laptops scaled to 150 % and 2× on phones and high-density laptops (3× screens get the 2× file:
 * the difference is not visible in a photo and would double the bytes). Phones show most images
 * across the full screen, narrower than `maxCssWidth`, so the common full-width phone sizes below
 * 2× are encoded too; the browser picks from `srcset` and never fetches much more than it draws.
 */

/** Device-pixel widths of common phone screens: 320 CSS px at 1.5×, 375 px at 2×, 360 px at 3×. */
const PHONE_WIDTHS = [480, 750, 1080] as const;

/** Screen densities a variant is made for, as multiples of the largest CSS width. */
const DENSITIES = [1, 1.5, 2] as const;

/** A width this close below a larger one adds bytes to the build and saves the visitor little. */
const MIN_STEP = 0.9;

/**
 * The widths to encode for an image shown at most `maxCssWidth` CSS pixels wide, smallest first:
 * 1×, 1.5× and 2× of that, and each phone width below 2×, leaving out a width within 10 % of a
 * larger one. With `sourceWidth`, capped by the source (see {@link usableWidths}).
 */
export function widthsFor(maxCssWidth: number, sourceWidth?: number): number[] {
  if (!Number.isInteger(maxCssWidth) || maxCssWidth <= 0) {
    throw new RangeError(`The largest CSS width must be a whole number of pixels above 0; found ${maxCssWidth}.`);
  }
  const largest = 2 * maxCssWidth;
  const candidates = [...DENSITIES.map((density) => Math.round(density * maxCssWidth)), ...PHONE_WIDTHS.filter((width) => width < largest)];
  const descending = [...new Set(candidates)].sort((a, b) => b - a);
  const kept: number[] = [];
  for (const width of descending) {
    const smallestKept = kept.at(-1);
    if (smallestKept === undefined || width < smallestKept * MIN_STEP) kept.push(width);
  }
  const widths = kept.reverse();
  return sourceWidth === undefined ? widths : usableWidths(widths, sourceWidth);
}

/**
 * The requested widths a source `sourceWidth` pixels wide can fill, smallest first: never wider than
 * the source (no upscaling), and the source's own width when a requested width is larger, so the
 * sharpest file the source allows is always among them.
 */
export function usableWidths(widths: readonly number[], sourceWidth: number): number[] {
  const fitting = widths.filter((width) => width < sourceWidth);
  if (widths.some((width) => width >= sourceWidth)) fitting.push(sourceWidth);
  return [...new Set(fitting)].sort((a, b) => a - b);
}
