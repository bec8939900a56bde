import { useRef, type RefObject } from 'react';
import { useCountUp } from 'react-countup';
import { formatStat, type StatFormat } from './format-stat.ts';

interface CountUpNumberProps {
  end: number;
  /** Seconds. */
  duration: number;
  format: StatFormat;
}

/** Counts from 0 to `end` once mounted. Loaded lazily, so react-countup stays out of the entry chunk. */
export default function CountUpNumber({ end, duration, format }: CountUpNumberProps) {
  const ref = useRef<HTMLSpanElement>(null);
  useCountUp({
    ref: ref as RefObject<HTMLElement>,
    start: 0,
    end,
    duration,
    decimals: format.decimals,
    separator: format.separator,
    decimal: format.decimal,
    prefix: format.prefix,
    suffix: format.suffix,
  });
  return <span ref={ref}>{formatStat(0, format)}</span>;
}
