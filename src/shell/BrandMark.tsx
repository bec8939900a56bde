import { BRAND_MARK_SIZE, brandMarkShapes } from '../../core/brand-mark.ts';
import { theme } from '../theme/theme.ts';

const shapes = { light: brandMarkShapes(theme.brandMark), onInk: brandMarkShapes(theme.brandMarkOnInk) };

function Line({ d, stroke, strokeWidth }: { d: string; stroke: string; strokeWidth: number }) {
  return <path d={d} fill="none" stroke={stroke} strokeWidth={strokeWidth} strokeLinecap="round" />;
}

/** The company's mark (see core/brand-mark.ts), `size` pixels square, `onInk` on the ink bands; beside the company's name, so hidden from assistive technology. */
export function BrandMark({ size = BRAND_MARK_SIZE, onInk = false }: { size?: number | string; onInk?: boolean }) {
  const { tile, waves, sun, horizon } = shapes[onInk ? 'onInk' : 'light'];
  return (
    <svg width={size} height={size} viewBox={`0 0 ${BRAND_MARK_SIZE} ${BRAND_MARK_SIZE}`} aria-hidden="true" focusable="false">
      <rect {...tile} />
      {waves.map((wave) => (
        <Line key={wave.d} {...wave} />
      ))}
      <path {...sun} />
      <Line {...horizon} />
    </svg>
  );
}
