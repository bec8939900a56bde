import sharp from 'sharp';
import { brandMarkSvg } from '../../core/brand-mark.ts';
import { theme } from '../../src/theme/theme.ts';

/*
 * The site's icons, drawn from the company's mark (core/brand-mark.ts) and kept in public/ under
 * the names src/lib/head.ts gives them; `npm run icons` draws them again after the mark changes.
 */

/** Where each icon is kept. */
export const SITE_ICON_FILES = { drawn: 'public/favicon.svg', touch: 'public/apple-touch-icon.png' } as const;

const TOUCH_ICON_SIZE = 180;

/** The browser tab's icon: the mark drawn for small sizes, rounded tile and all. */
export function faviconSvg(): string {
  return brandMarkSvg(theme.brandMark, 64, 'small');
}

/** A phone's home-screen icon: square to its edges, as the phone rounds it itself, the mark's tile colour filling the corners. */
export function touchIconPng(): Promise<Buffer> {
  const mark = Buffer.from(brandMarkSvg(theme.brandMark, TOUCH_ICON_SIZE));
  return sharp({ create: { width: TOUCH_ICON_SIZE, height: TOUCH_ICON_SIZE, channels: 3, background: theme.brandMark.tile } })
    .composite([{ input: mark }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
