import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { contentIcons } from '../../src/icons/content-icons.ts';
import { ICON_SHAPES } from '../../src/icons/shapes.ts';

/** Every content icon drawn, as in the prerender (the browser gets each page's with the page). */
Object.assign(contentIcons, ICON_SHAPES);

/*
 * React 19 checks this flag to know act() is available; Testing Library sets it only where test
 * globals exist, which this project does not enable.
 */
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** jsdom lacks the observers and media queries the carousel, counters and reveals use. */
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

if (!('ResizeObserver' in window)) Object.assign(window, { ResizeObserver: NoopObserver });
if (!('IntersectionObserver' in window)) Object.assign(window, { IntersectionObserver: NoopObserver });
if (!window.matchMedia) {
  Object.assign(window, {
    matchMedia: vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    })),
  });
}
window.scrollTo = vi.fn() as typeof window.scrollTo;

/* The files of a worker share one jsdom (isolate: false), so each test leaves it as it found it. */
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});
