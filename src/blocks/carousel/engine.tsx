import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useMemo, type RefObject } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';

export interface CarouselEngineProps {
  viewport: RefObject<HTMLElement | null>;
  options: EmblaOptionsType;
  /** Milliseconds per slide when autoplay is on; undefined for no autoplay plugin at all. */
  autoplayDelay: number | undefined;
  onApi: (api: EmblaCarouselType | undefined) => void;
}

/**
 * The interactive half of the carousel: Embla and its autoplay plugin bound to the markup the
 * carousel already rendered. Loaded with React.lazy after hydration, so neither library is in the
 * entry chunk. Autoplay starts stopped and ignores hover and focus itself: useAutoplay decides.
 */
export default function CarouselEngine({ viewport, options, autoplayDelay, onApi }: CarouselEngineProps) {
  const plugins = useMemo(
    () =>
      autoplayDelay === undefined
        ? []
        : [Autoplay({ delay: autoplayDelay, playOnInit: false, stopOnInteraction: true, stopOnMouseEnter: false, stopOnFocusIn: false })],
    [autoplayDelay],
  );
  const [emblaRef, api] = useEmblaCarousel(options, plugins);
  useEffect(() => {
    emblaRef(viewport.current);
  }, [emblaRef, viewport]);
  useEffect(() => {
    onApi(api);
  }, [api, onApi]);
  return null;
}
