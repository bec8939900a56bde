import { lazy, Suspense } from 'react';
import type { Arrival } from '../../motion/use-arrival.ts';
import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';
import { formatStat, type StatFormat } from './format-stat.ts';

const CountUpNumber = lazy(() => import('./CountUpNumber.tsx'));

interface StatNumberProps {
  value: number;
  format: StatFormat;
  /** Seconds the count takes. */
  duration: number;
  arrival: Arrival;
}

/**
 * The final value on the server, on the first render and for anything already in view; 0 while
 * waiting below the fold; a count-up once it arrives. Assistive technology reads the final value
 * only, never the digits ticking by.
 */
export function StatNumber({ value, format, duration, arrival }: StatNumberProps) {
  const final = formatStat(value, format);
  const start = formatStat(0, format);
  return (
    <>
      <span aria-hidden="true" data-stat-value>
        {arrival === 'settled' ? (
          final
        ) : arrival === 'waiting' ? (
          start
        ) : (
          <Suspense fallback={start}>
            <CountUpNumber end={value} duration={duration} format={format} />
          </Suspense>
        )}
      </span>
      <VisuallyHidden>{final}</VisuallyHidden>
    </>
  );
}
