import { useEffect, type Dispatch, type RefObject } from 'react';
import type { Action, State } from './store.ts';

/** Ctrl+S saves, Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo; leaving with unsaved edits asks first. */
export function useShortcuts(latest: RefObject<{ state: State }>, dispatch: Dispatch<Action>, save: () => Promise<void>) {
  useEffect(() => {
    const keys = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 's') void save();
      else if (key === 'z') dispatch({ type: event.shiftKey ? 'redo' : 'undo' });
      else if (key === 'y') dispatch({ type: 'redo' });
      else return;
      event.preventDefault();
    };
    const leaving = (event: BeforeUnloadEvent) => {
      if (latest.current.state.edits.length > 0) event.preventDefault();
    };
    window.addEventListener('keydown', keys);
    window.addEventListener('beforeunload', leaving);
    return () => {
      window.removeEventListener('keydown', keys);
      window.removeEventListener('beforeunload', leaving);
    };
  }, [latest, dispatch, save]);
}
