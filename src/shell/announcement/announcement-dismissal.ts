import { useSyncExternalStore } from 'react';

/**
 * The inline script in index.html reads this key before the first paint and copies it to this
 * attribute on <html>, so a dismissed bar is hidden by CSS from the start; keep the three in step.
 */
export const DISMISSED_KEY = 'dismissed-announcement';
export const DISMISSED_ATTRIBUTE = 'data-dismissed-announcement';

/** Where the dismissal lives when the browser refuses session storage: this page view only. */
let dismissedWithoutStorage: string | null = null;
const listeners = new Set<() => void>();

function readDismissed(): string | null {
  try {
    return sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return dismissedWithoutStorage;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function dismissAnnouncement(id: string) {
  try {
    sessionStorage.setItem(DISMISSED_KEY, id);
  } catch {
    dismissedWithoutStorage = id;
  }
  document.documentElement.setAttribute(DISMISSED_ATTRIBUTE, id);
  listeners.forEach((listener) => listener());
}

/** The id of the announcement dismissed in this session; null on the server and while hydrating. */
export function useDismissedAnnouncement(): string | null {
  return useSyncExternalStore(subscribe, readDismissed, () => null);
}
