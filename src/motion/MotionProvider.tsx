import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { watchReducedMotion } from './policy.ts';

export interface Motion {
  /** True once the page has hydrated: interactive parts (the carousel) may load. */
  hydrated: boolean;
  /** True once the page has hydrated and the visitor has not asked for reduced motion. */
  animate: boolean;
  /** The visitor prefers reduced motion. */
  reduced: boolean;
}

const SERVER_MOTION: Motion = { hydrated: false, animate: false, reduced: false };

/** Where the motion settings are kept: components read it and hear of changes, and no context value ever changes. */
interface MotionStore {
  get: () => Motion;
  subscribe: (listener: () => void) => () => void;
  set: (motion: Motion) => void;
}

function motionStore(): MotionStore {
  let motion = SERVER_MOTION;
  const listeners = new Set<() => void>();
  return {
    get: () => motion,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (next) => {
      motion = next;
      for (const listener of listeners) listener();
    },
  };
}

const serverMotion = () => SERVER_MOTION;
const MotionContext = createContext<MotionStore>({ get: serverMotion, subscribe: () => () => {}, set: () => {} });

/**
 * When components may move. The server and the hydration of any part of the page animate nothing,
 * so the prerendered HTML always shows final states; once the page has hydrated, motion starts
 * unless the visitor prefers reduced motion, as policy.ts reports it. The settings live in a store
 * rather than a context value: a change of context would reach the parts of the page that hydrate
 * later (a lively block hydrates as it nears the view, see BlockList), and make React draw them
 * afresh instead of hydrating them.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  const [store] = useState(motionStore);
  useEffect(() => watchReducedMotion((reduced) => store.set({ hydrated: true, animate: !reduced, reduced })), [store]);
  return <MotionContext.Provider value={store}>{children}</MotionContext.Provider>;
}

export function useMotion(): Motion {
  const store = useContext(MotionContext);
  return useSyncExternalStore(store.subscribe, store.get, serverMotion);
}
