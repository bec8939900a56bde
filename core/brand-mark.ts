/**
 * The company's mark, the one the header, the footer, the browser's tab, a phone's home screen and
 * the share cards all show: a sun rising on a flat horizon, two waves of signal around it, on a
 * rounded tile. Drawn on a square of SIZE units; every picture of it is made from these shapes.
 */

export const BRAND_MARK_SIZE = 44;

export interface BrandMarkColours {
  tile: string;
  waves: string;
  sun: string;
  horizon: string;
}

const TILE_RADIUS = 12;
const CENTRE_X = BRAND_MARK_SIZE / 2;
/** Where the sun and the waves stand: the drawing, horizon included, centred on the tile. */
const GROUND = 28;
/**
 * The mark in full, and as a browser tab shows it (16 to 32 px), where two thin waves blur into one
 * grey band: one wave, the sun and the lines bolder.
 */
const DRAWINGS = {
  full: { sun: 5.2, waves: [9, 14.5], wave: 3.2, horizon: { y: 31, from: 9, to: 35, width: 2.6 } },
  small: { sun: 6.4, waves: [13], wave: 4.4, horizon: { y: 32, from: 7.5, to: 36.5, width: 3.6 } },
} as const;

export type BrandMarkDrawing = keyof typeof DRAWINGS;

/** A half circle standing on the ground, open at the bottom unless `closed`. */
const halfCircle = (radius: number, closed = false) => `M${CENTRE_X - radius} ${GROUND}A${radius} ${radius} 0 0 1 ${CENTRE_X + radius} ${GROUND}${closed ? 'Z' : ''}`;

/** The mark's shapes, back to front, with the colour each is drawn in: what an SVG or a JSX drawing of it lists. */
export function brandMarkShapes(colours: BrandMarkColours, drawing: BrandMarkDrawing = 'full') {
  const { sun, waves, wave, horizon } = DRAWINGS[drawing];
  return {
    tile: { width: BRAND_MARK_SIZE, height: BRAND_MARK_SIZE, rx: TILE_RADIUS, fill: colours.tile },
    waves: waves.map((radius) => ({ d: halfCircle(radius), stroke: colours.waves, strokeWidth: wave })),
    sun: { d: halfCircle(sun, true), fill: colours.sun },
    horizon: { d: `M${horizon.from} ${horizon.y}H${horizon.to}`, stroke: colours.horizon, strokeWidth: horizon.width },
  };
}

/** The mark as a standalone SVG file, `size` pixels square. */
export function brandMarkSvg(colours: BrandMarkColours, size = BRAND_MARK_SIZE, drawing: BrandMarkDrawing = 'full'): string {
  const { tile, waves, sun, horizon } = brandMarkShapes(colours, drawing);
  const stroked = (shape: { d: string; stroke: string; strokeWidth: number }) =>
    `<path d="${shape.d}" fill="none" stroke="${shape.stroke}" stroke-width="${shape.strokeWidth}" stroke-linecap="round"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${BRAND_MARK_SIZE} ${BRAND_MARK_SIZE}">`,
    `  <rect width="${tile.width}" height="${tile.height}" rx="${tile.rx}" fill="${tile.fill}"/>`,
    ...waves.map((wave) => `  ${stroked(wave)}`),
    `  <path d="${sun.d}" fill="${sun.fill}"/>`,
    `  ${stroked(horizon)}`,
    '</svg>',
    '',
  ].join('\n');
}
