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
const SUN_RADIUS = 5.2;
const WAVE_RADII = [9, 14.5] as const;
const WAVE_WIDTH = 3.2;
const HORIZON = { y: 31, from: 9, to: 35, width: 2.6 } as const;

/** A half circle standing on the ground, open at the bottom unless `closed`. */
const halfCircle = (radius: number, closed = false) => `M${CENTRE_X - radius} ${GROUND}A${radius} ${radius} 0 0 1 ${CENTRE_X + radius} ${GROUND}${closed ? 'Z' : ''}`;

/** The mark's shapes, back to front, with the colour each is drawn in: what an SVG or a JSX drawing of it lists. */
export function brandMarkShapes(colours: BrandMarkColours) {
  return {
    tile: { width: BRAND_MARK_SIZE, height: BRAND_MARK_SIZE, rx: TILE_RADIUS, fill: colours.tile },
    waves: WAVE_RADII.map((radius) => ({ d: halfCircle(radius), stroke: colours.waves, strokeWidth: WAVE_WIDTH })),
    sun: { d: halfCircle(SUN_RADIUS, true), fill: colours.sun },
    horizon: { d: `M${HORIZON.from} ${HORIZON.y}H${HORIZON.to}`, stroke: colours.horizon, strokeWidth: HORIZON.width },
  };
}

/** The mark as a standalone SVG file, `size` pixels square. */
export function brandMarkSvg(colours: BrandMarkColours, size = BRAND_MARK_SIZE): string {
  const { tile, waves, sun, horizon } = brandMarkShapes(colours);
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
