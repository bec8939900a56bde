export interface ArrivalHandlers {
  /** The element starts below the fold: put it in its "before" state. */
  onBelowFold: () => void;
  /** It has scrolled into view: play its arrival. */
  onEnter: () => void;
  /** It has left the view again after arriving (given, the element stays watched until then). */
  onLeave?: () => void;
}

/**
 * Watches an element once the page is interactive. The first report of an IntersectionObserver
 * says where the element starts: in view (or above it) it is left alone, so nothing a visitor can
 * already see ever vanishes; below the fold it gets its "before" state and arrives when it
 * scrolls into view. Returns a function that stops watching.
 */
export function watchArrival(element: Element, { onBelowFold, onEnter, onLeave }: ArrivalHandlers): () => void {
  let phase: 'first' | 'waiting' | 'arrived' = 'first';
  const observer = new IntersectionObserver((entries) => {
    const entry = entries.at(-1);
    if (!entry) return;
    if (phase === 'first') {
      if (entry.isIntersecting || entry.boundingClientRect.top < 0) observer.disconnect();
      else {
        phase = 'waiting';
        onBelowFold();
      }
    } else if (phase === 'waiting' && entry.isIntersecting) {
      phase = 'arrived';
      if (!onLeave) observer.disconnect();
      onEnter();
    } else if (phase === 'arrived' && !entry.isIntersecting) {
      observer.disconnect();
      onLeave?.();
    }
  });
  observer.observe(element);
  return () => observer.disconnect();
}
