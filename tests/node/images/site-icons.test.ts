import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { faviconSvg, SITE_ICON_FILES, touchIconPng } from '../../../pipeline/images/site-icons.ts';
import { SITE_ICONS } from '../../../src/lib/head.ts';

/** The pixels of a PNG, as red, green and blue bytes. */
const pixels = async (png: Buffer) => sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });

describe('the site’s icons', () => {
  it('are kept where the pages’ heads name them', () => {
    expect(SITE_ICON_FILES).toEqual({ drawn: `public${SITE_ICONS.drawn}`, touch: `public${SITE_ICONS.touch}` });
  });

  it('show the company’s mark as it is drawn now (run `npm run icons` after changing it)', async () => {
    expect(readFileSync(SITE_ICON_FILES.drawn, 'utf8')).toBe(faviconSvg());
    const [kept, drawn] = await Promise.all([pixels(readFileSync(SITE_ICON_FILES.touch)), pixels(await touchIconPng())]);
    expect(kept.info).toMatchObject({ width: 180, height: 180 });
    expect(kept.info).toMatchObject({ width: drawn.info.width, height: drawn.info.height });
    const differing = kept.data.filter((value, index) => Math.abs(value - drawn.data[index]!) > 8).length;
    expect(differing).toBe(0);
  });
});
