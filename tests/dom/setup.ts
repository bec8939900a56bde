import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

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

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
