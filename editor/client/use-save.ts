import { useCallback, useEffect, useRef, useState, type Dispatch, type RefObject } from 'react';
import { save } from './api.ts';
import { refusedSave } from './change-words.ts';
import { heldWords, type HeldText } from './example-text.ts';
import type { Action, State } from './store.ts';

/**
 * Saving: the edits sent on the version they were made on, one save at a time, and what came of
 * it told in words. Fields still holding example text are named first, and saved only when the
 * person says so.
 */
export function useSave(latest: RefObject<{ state: State }>, dispatch: Dispatch<Action>, examples: HeldText[]) {
  const examplesNow = useRef(examples);
  useEffect(() => {
    examplesNow.current = examples;
  });
  const [askedExamples, setAskedExamples] = useState(false);
  const saving = useRef(false);

  const run = useCallback(
    async (withExamples = false) => {
      const current = latest.current.state;
      if (saving.current || current.edits.length === 0 || current.outside) return;
      const left = examplesNow.current.length;
      if (left > 0 && !withExamples) {
        setAskedExamples(true);
        const what = heldWords(examplesNow.current);
        dispatch({ type: 'save-failed', text: `Not saved yet: ${left} field${left === 1 ? ' still holds' : 's still hold'} ${what}. Replace ${left === 1 ? 'it' : 'them'}, or save anyway.` });
        return;
      }
      setAskedExamples(false);
      saving.current = true;
      const sent = current.edits;
      dispatch({ type: 'save-start', sent });
      try {
        const { status, body } = await save(current.base.version, sent);
        if (status === 200) {
          dispatch({ type: 'saved', state: body, sent });
        } else if (status === 422 && body.problems) {
          dispatch({ type: 'problems', problems: body.problems });
          dispatch({ type: 'save-failed', text: `Not saved: ${body.problems.length} problem${body.problems.length === 1 ? '' : 's'} to fix first. site.yaml is unchanged.` });
        } else if (status === 409) {
          dispatch({ type: 'file-changed', state: body, origin: body.origin });
          dispatch({ type: 'save-failed', text: refusedSave(body.origin) });
        } else {
          dispatch({ type: 'save-failed', text: `Not saved: ${body.error ?? 'the editor could not write the file'}.` });
        }
      } catch {
        dispatch({ type: 'save-failed', text: 'Not saved: the editor could not be reached. Is npm run edit still running?' });
      } finally {
        saving.current = false;
      }
    },
    [latest, dispatch],
  );
  return { save: run, askedExamples };
}
