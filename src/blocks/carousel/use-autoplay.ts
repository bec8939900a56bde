import type { EmblaCarouselType } from 'embla-carousel';
import type {} from 'embla-carousel-autoplay';
import { useCallback, useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react';

export interface AutoplayState {
  /** The visitor has not paused it: the button offers "Pause". */
  playing: boolean;
  /** Slides are moving by themselves right now (playing, and neither hovered nor focused). */
  rotating: boolean;
  onAutoplayButtonClick: () => void;
  /** For the slides: a mouse over them pauses rotation until it leaves. */
  hoverHandlers: { onPointerEnter: (event: PointerEvent) => void; onPointerLeave: (event: PointerEvent) => void };
  /** For the whole carousel: keyboard focus inside it (except on the rotation button) pauses rotation until it leaves. */
  focusHandlers: { onFocus: (event: FocusEvent) => void; onBlur: (event: FocusEvent) => void };
}

export const ROTATION_CONTROL = 'data-rotation-control';

/**
 * Autoplay as the W3C carousel pattern wants it: a visitor's pause wins over everything; hover and
 * focus pause it for as long as they last; reduced motion means it starts paused.
 */
export function useAutoplay(api: EmblaCarouselType | undefined, { enabled, reduced }: { enabled: boolean; reduced: boolean }): AutoplayState {
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = enabled && !(pausedByVisitor ?? reduced);
  const rotating = Boolean(api?.plugins().autoplay) && playing && !hovered && !focused;
  const rotatingRef = useRef(rotating);

  useEffect(() => {
    rotatingRef.current = rotating;
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    if (rotating) autoplay.play(reduced);
    else autoplay.stop();
  }, [api, rotating, reduced]);

  /* A drag stops the plugin; pick up again afterwards if nothing else holds it. */
  useEffect(() => {
    if (!api) return;
    const resume = () => {
      if (rotatingRef.current) api.plugins().autoplay?.play();
    };
    api.on('pointerUp', resume);
    return () => {
      api.off('pointerUp', resume);
    };
  }, [api]);

  const onAutoplayButtonClick = useCallback(() => setPausedByVisitor(playing), [playing]);
  const hoverHandlers = {
    onPointerEnter: (event: PointerEvent) => event.pointerType === 'mouse' && setHovered(true),
    onPointerLeave: (event: PointerEvent) => event.pointerType === 'mouse' && setHovered(false),
  };
  const focusHandlers = {
    onFocus: (event: FocusEvent) => setFocused(!(event.target as Element).closest(`[${ROTATION_CONTROL}]`)),
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };
  return { playing, rotating, onAutoplayButtonClick, hoverHandlers, focusHandlers };
}
