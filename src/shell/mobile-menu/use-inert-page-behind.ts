import { useEffect, type RefObject } from 'react';

/**
 * While `active`, the page behind the header that holds `ref` keeps still under an open menu: every
 * other part of the page (skip link, main content, footer) is inert, out of reach of pointer,
 * keyboard and screen reader alike, and the document does not scroll. Both are undone on closing,
 * on leaving the page and on unmounting.
 */
export function useInertPageBehind(ref: RefObject<Element | null>, active: boolean) {
  useEffect(() => {
    const header = ref.current?.closest('header');
    if (!active || !header?.parentElement) return;
    const behind = [...header.parentElement.children].filter((part) => part !== header && !part.hasAttribute('inert'));
    behind.forEach((part) => part.setAttribute('inert', ''));
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      behind.forEach((part) => part.removeAttribute('inert'));
      root.style.overflow = overflow;
    };
  }, [ref, active]);
}
