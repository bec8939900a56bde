import { useEffect, useEffectEvent } from 'react';

/** Calls back whenever the media query starts to match, e.g. when the window grows to desktop width. */
export function useOnMediaMatch(query: string, onMatch: () => void) {
  const handle = useEffectEvent(onMatch);
  useEffect(() => {
    const media = window.matchMedia(query);
    const listener = (event: MediaQueryListEvent) => {
      if (event.matches) handle();
    };
    media.addEventListener('change', listener);
    return () => media.removeEventListener('change', listener);
  }, [query]);
}
