import { describe, expect, it } from 'vitest';
import { usableWidths, widthsFor } from '../../../pipeline/images/widths.ts';

describe('widthsFor', () => {
  it('gives 1×, 1.5× and 2× of the largest CSS width, with the phone widths below 2×', () => {
    expect(widthsFor(320)).toEqual([320, 480, 640]);
    expect(widthsFor(640)).toEqual([480, 640, 750, 960, 1080, 1280]);
  });

  it('leaves out a width within 10 % of a larger one', () => {
    expect(widthsFor(1200)).toEqual([480, 750, 1200, 1800, 2400]);
  });

  it('caps the widths at the source width', () => {
    expect(widthsFor(320, 500)).toEqual([320, 480, 500]);
    expect(widthsFor(640, 4000)).toEqual(widthsFor(640));
  });

  it('refuses a width that is not a whole number of pixels above 0', () => {
    expect(() => widthsFor(0)).toThrow('The largest CSS width must be a whole number of pixels above 0; found 0.');
    expect(() => widthsFor(320.5)).toThrow('found 320.5');
  });
});

describe('usableWidths', () => {
  it('keeps the widths narrower than the source and adds the source width in place of wider ones', () => {
    expect(usableWidths([640, 1280, 2560], 800)).toEqual([640, 800]);
    expect(usableWidths([1280, 2560], 1000)).toEqual([1000]);
  });

  it('keeps a width equal to the source once', () => {
    expect(usableWidths([320, 640], 640)).toEqual([320, 640]);
  });
});
