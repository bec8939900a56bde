import { useRef, type ElementType, type ReactNode } from 'react';
import { useReveal } from './use-reveal.ts';

interface RevealProps {
  as?: ElementType;
  delay?: number;
  className?: string;
  children: ReactNode;
}

/** A wrapper whose content rises into view (see useReveal); `as` keeps the markup semantic (li, article). */
export function Reveal({ as: Tag = 'div', delay = 0, className, children }: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  useReveal(ref, delay);
  return (
    <Tag ref={ref} className={className}>
      {children}
    </Tag>
  );
}
