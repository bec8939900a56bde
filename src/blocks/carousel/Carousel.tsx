import { css } from '@emotion/react';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import type { BlockOf, Testimonial } from '../../../schema/site.ts';
import { useMotion } from '../../motion/MotionProvider.tsx';
import { useSite } from '../../site-context.tsx';
import { theme } from '../../theme/theme.ts';
import { TestimonialCard } from '../parts/TestimonialCard.tsx';
import { AutoplayButton, DotButton } from './controls.tsx';
import { emblaOptions } from './options.ts';
import { useAutoplay } from './use-autoplay.ts';
import { useDotButton } from './use-dot-button.ts';
import { useNearViewport } from './use-near-viewport.ts';

/* Embla loads once the carousel is about a screen away: nothing of it before the visitor scrolls. */
const CarouselEngine = lazy(() => import('./engine.tsx'));

/*
 * Until Embla binds (and without JavaScript) the slides are a plain scroll-snapping row, so every
 * testimonial stays readable; once bound, Embla moves the track and hidden slides become inert.
 */
const viewport = css`
  overflow: hidden;
  margin-inline: -${theme.space(2)};
  &[data-ready='false'] {
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    scrollbar-width: none;
  }
`;

const track = css`
  display: flex;
  touch-action: pan-y pinch-zoom;
`;

const slide = css`
  flex: 0 0 100%;
  min-width: 0;
  padding: ${theme.space(2)} ${theme.space(2)} ${theme.space(6)};
  scroll-snap-align: start;
`;

const controls = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(4)};
`;

const dots = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
`;

export interface CarouselProps {
  block: BlockOf<'carousel'>;
  testimonials: readonly Testimonial[];
  slidesId: string;
}

/** Two or more testimonials, one at a time: the W3C APG carousel with dots, swipe and autoplay. */
export function Carousel({ block, testimonials, slidesId }: CarouselProps) {
  const { ui } = useSite();
  const { hydrated, reduced } = useMotion();
  const viewportRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(viewportRef, hydrated);
  const [api, setApi] = useState<EmblaCarouselType>();
  const onApi = useCallback((next: EmblaCarouselType | undefined) => {
    /* Before Embla bound them the slides were a native scroller; it positions them from the start. */
    if (viewportRef.current) viewportRef.current.scrollLeft = 0;
    setApi(next);
  }, []);
  const { selectedIndex, onDotButtonClick } = useDotButton(api, reduced);
  const autoplay = useAutoplay(api, { enabled: block.autoplay.enabled, reduced });
  const ready = api !== undefined;
  const count = testimonials.length;
  const options = emblaOptions(block);

  return (
    <div {...autoplay.focusHandlers}>
      {near && (
        <Suspense fallback={null}>
          <CarouselEngine viewport={viewportRef} options={options} autoplayDelay={block.autoplay.enabled ? block.autoplay.delay : undefined} onApi={onApi} />
        </Suspense>
      )}
      <div ref={viewportRef} css={viewport} data-ready={ready} {...autoplay.hoverHandlers}>
        <div id={slidesId} css={track} aria-live={autoplay.rotating ? 'off' : 'polite'}>
          {testimonials.map((testimonial, index) => (
            <div
              key={testimonial.id}
              role="group"
              aria-roledescription={ui.carouselSlide}
              aria-label={`${index + 1} ${ui.of} ${count}`}
              inert={ready && index !== selectedIndex}
              css={slide}
            >
              <TestimonialCard testimonial={testimonial} />
            </div>
          ))}
        </div>
      </div>
      <div css={controls}>
        {block.autoplay.enabled && (
          <AutoplayButton
            playing={autoplay.playing}
            label={autoplay.playing ? ui.pause : ui.play}
            aria-controls={slidesId}
            onClick={autoplay.onAutoplayButtonClick}
          />
        )}
        <div css={dots}>
          {testimonials.map((testimonial, index) => (
            <DotButton
              key={testimonial.id}
              aria-label={`${ui.slide} ${index + 1}`}
              aria-current={index === selectedIndex ? 'true' : 'false'}
              aria-controls={slidesId}
              onClick={() => onDotButtonClick(index)}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
