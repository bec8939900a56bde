import { useRef, type ElementType, type ReactNode } from 'react';
import { REVEAL_ATTRIBUTE, useReveal } from './use-reveal.ts';

interface RevealProps {
  as?: ElementType;
  delay?: number;
  className?: string;
  children: ReactNode;
  /** Data attributes pass to the element, for styles that depend on its place. */
  [data: `data-${string}`]: string | undefined;
}

/**
 * A wrapper whose content rises into view (see useReveal); `as` keeps the markup semantic (li,
 * article). It names its delay in its markup, so that a block the browser leaves as the prerender
 * drew it still reveals it (see BlockAtRest).
 */
export function Reveal({ as: Tag = 'div', delay = 0, className, children, ...data }: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  useReveal(ref, delay);
  return (
    <Tag ref={ref} className={className} {...data} {...{ [REVEAL_ATTRIBUTE]: delay }}>
      {children}
    </Tag>
  );
}
