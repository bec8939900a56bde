import { useCallback, useEffect, useState } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';

export interface DotButtons {
  selectedIndex: number;
  onDotButtonClick: (index: number) => void;
}

/** The selected slide, kept in step with Embla, and a handler that scrolls to a dot's slide. */
export function useDotButton(api: EmblaCarouselType | undefined, jump: boolean): DotButtons {
  const [selectedIndex, setSelectedIndex] = useState(0);
  const onDotButtonClick = useCallback((index: number) => api?.scrollTo(index, jump), [api, jump]);
  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelectedIndex(api.selectedScrollSnap());
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);
  return { selectedIndex, onDotButtonClick };
}
