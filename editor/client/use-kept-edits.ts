import { useEffect, useRef, useState, type Dispatch, type RefObject } from 'react';
import type { Action, State } from './store.ts';
import { forget, keep, recall } from './unsaved.ts';

/**
 * Unsaved edits kept in the browser as they are made, and offered back after a reload or a
 * restart; while an offer is open, what was kept is not written over.
 */
export function useKeptEdits(file: string, state: State, latest: RefObject<{ state: State }>, dispatch: Dispatch<Action>) {
  const { base, edits } = state;
  const [earlier, setEarlier] = useState(() => recall(file));
  useEffect(() => {
    if (earlier) return;
    const timer = setTimeout(() => keep(file, base, edits), 300);
    return () => clearTimeout(timer);
  }, [earlier, base, edits, file]);

  // The last keystrokes, not yet kept, are kept as the tab goes.
  const offered = useRef(earlier);
  useEffect(() => {
    offered.current = earlier;
  });
  useEffect(() => {
    const hiding = () => {
      if (!offered.current) keep(file, latest.current.state.base, latest.current.state.edits);
    };
    window.addEventListener('pagehide', hiding);
    return () => window.removeEventListener('pagehide', hiding);
  }, [file, latest]);

  return {
    earlier,
    /** The edits of the last visit put back, under those made since. */
    bringBack() {
      if (!earlier) return;
      dispatch({ type: 'recover', base: earlier.base, edits: [...earlier.edits, ...edits], current: base });
      setEarlier(undefined);
    },
    discard() {
      forget(file);
      setEarlier(undefined);
    },
  };
}
