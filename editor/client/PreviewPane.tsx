import { memo, useCallback, useEffect, useRef, useState, type Dispatch, type RefObject } from 'react';
import { problemPath, type Path } from '../edits.ts';
import { requestPreview, type PreviewResult, type Problem } from './api.ts';
import { Preview, type Device } from './Preview.tsx';
import { contentOf, pagePath, type Action, type State } from './store.ts';
import { markReadyEdits } from './mark-ready.ts';
import { menuOffer } from './menu-offer.ts';
import type { LanguageCode } from '../../core/languages.ts';
import { bar, incomplete, pane, paused as pausedLook, timing, widths } from './preview-pane-styles.ts';
import { Button } from './ui/Button.tsx';
import { tokens } from './ui/tokens.ts';

/** A task that runs once at a time: called while it runs, it runs once more after, with what is latest then. */
function oneAtATime(task: () => Promise<void>): () => void {
  let running = false;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    void task().finally(() => {
      running = false;
      if (again) {
        again = false;
        run();
      }
    });
  };
  return run;
}

/** The page the preview shows, drawn at some point of the editing; `incomplete` when drawn though it has problems. */
interface Shown {
  html: string;
  language: string;
  page?: { language: LanguageCode; index: number };
  incomplete?: { leftOut: number[] };
  /** Set when the page is a draft: what is still unfinished in it. */
  draft?: { notes: Problem[] };
}

/**
 * The page being edited as the site draws it, asked of the server as edits are made: one request
 * at a time, with the latest content each time. Its answers (a page, the problems found) change
 * this pane and, when the problems change, the editor's list of them; nothing else is drawn again.
 */
function usePreview(state: State, dispatch: Dispatch<Action>, lastEdit: RefObject<number | undefined>) {
  const [shown, setShown] = useState<Shown>({ html: '', language: 'en-CA' });
  const [error, setError] = useState<string>();
  const [ms, setMs] = useState<number>();
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });
  /** When the newest edit in the page being shown was made. */
  const shownEdit = useRef<number>(undefined);
  const refresh = useRef<() => void>(undefined);
  useEffect(() => {
    refresh.current = oneAtATime(async () => {
      const edited = lastEdit.current;
      const current = latest.current;
      const target = current.page;
      const { body } = await requestPreview(current.base.version, current.edits, target.language, target.index).catch(() => ({ body: { error: 'the editor could not be reached' } as PreviewResult }));
      setError(body.error);
      if (body.problems) dispatch({ type: 'problems', problems: body.problems });
      if (body.html !== undefined) {
        shownEdit.current = edited;
        setShown({ html: body.html, language: body.language ?? 'en-CA', page: target, ...(body.incomplete ? { incomplete: body.incomplete } : {}), ...(body.draft ? { draft: body.draft } : {}) });
      }
    });
  }, [dispatch, lastEdit]);
  useEffect(() => refresh.current?.(), [state.base.version, state.edits, state.page.language, state.page.index]);
  const onShown = useCallback(() => {
    if (shownEdit.current === undefined) return;
    setMs(Math.round(performance.now() - shownEdit.current));
    shownEdit.current = undefined;
  }, []);
  return { shown, error, ms, onShown };
}

interface PreviewPaneProps {
  state: State;
  dispatch: Dispatch<Action>;
  /** When the last edit was made, for the time it took to show. */
  lastEdit: RefObject<number | undefined>;
  /** The block to outline, by its place in the page's list. */
  block: number | undefined;
  onPick: (block: number) => void;
  onJump: (problem: Problem) => void;
  placeName: (path: Path) => string;
  /** Starts the French version of the English page at this address. */
  onAddFrench: (path: string) => void;
}

/**
 * How fresh the preview is: how long it took to follow the last edit, in milliseconds or seconds;
 * past ten seconds, the edit was made long before (in a tab left aside), and only that it is up to
 * date is worth saying.
 */
function freshness(ms: number | undefined): string {
  if (ms === undefined) return 'Preview of the unsaved page';
  if (ms >= 10_000) return 'Preview up to date';
  return `Preview updated ${ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`} after the last edit`;
}

/** What a page still lacks, each item leading to its field. */
function ProblemLinks({ problems, onJump, placeName }: { problems: Problem[]; onJump: (problem: Problem) => void; placeName: (path: Path) => string }) {
  return (
    <ul>
      {problems.map((problem) => (
        <li key={problem.text}>
          <Button look="link" onClick={() => onJump(problem)}>
            {placeName(problemPath(problem))}: {problem.message}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** On a phone the preview starts at a phone's width, readable there; on a larger screen at a desktop's. */
const startingDevice = (): Device => (typeof window.matchMedia === 'function' && window.matchMedia(tokens.mq.phone.replace('@media ', '')).matches ? 'phone' : 'desktop');

/** The preview's pane: its width, how fresh it is, what an incomplete page still needs, and the page. */
export const PreviewPane = memo(function PreviewPane({ state, dispatch, lastEdit, block, onPick, onJump, placeName, onAddFrench }: PreviewPaneProps) {
  const [device, setDevice] = useState<Device>(startingDevice);
  const { shown, error, ms, onShown } = usePreview(state, dispatch, lastEdit);
  const page = state.page;
  const showsPage = shown.page?.language === page.language && shown.page.index === page.index;
  /** Why the preview shows an older version of the page, or another page, if it does. */
  const paused =
    error ??
    (state.problems.length > 0 && !(showsPage && shown.incomplete)
      ? showsPage
        ? 'it shows the last version without problems'
        : 'this page will show once the problems elsewhere are fixed'
      : undefined);
  /** What the page shown lacks, in words, when it is drawn before it is complete. */
  const lacking = showsPage && shown.incomplete && !error ? state.problems.filter((problem) => pagePath(page).every((segment, depth) => problemPath(problem)[depth] === segment)) : [];
  const draft = showsPage && !error ? shown.draft : undefined;
  const readyEdits = draft ? markReadyEdits(contentOf(state), page) : [];
  /** The address of the English page shown, when what it lacks is its French version. */
  const untranslated = page.language === 'en' && draft?.notes.some((note) => note.code === 'no-french-version') ? String((contentOf(state).pages as { path?: unknown }[] | undefined)?.[page.index]?.path ?? '') : undefined;
  /** What the draft lacks, listed; a missing French version is offered as a button instead, not said twice. */
  const listed = draft?.notes.filter((note) => !(untranslated !== undefined && note.code === 'no-french-version')) ?? [];
  const markReady = () => dispatch({ type: 'edits', edits: readyEdits });
  const offer = showsPage && !error && !shown.draft ? menuOffer(contentOf(state), page) : undefined;

  return (
    <section css={pane} aria-label="Preview">
      <div css={bar}>
        <div css={widths} role="group" aria-label="Preview width">
          {(['phone', 'desktop'] as const).map((option) => (
            <Button key={option} aria-pressed={device === option} onClick={() => setDevice(option)}>
              {option === 'phone' ? 'Phone' : 'Desktop'}
            </Button>
          ))}
        </div>
        <p css={[timing, paused ? pausedLook : undefined]}>
          {paused ? `Preview paused: ${paused}` : freshness(ms)}
        </p>
      </div>
      {draft && (
        <div css={incomplete} role="note" aria-labelledby="preview-draft-title">
          <p id="preview-draft-title">
            {draft.notes.length > 0
              ? 'This page is a draft: it is saved with the site but not published. Still to do before it can be marked ready:'
              : 'This page is a draft: it is saved with the site but not published. Nothing is missing: mark it ready to publish it.'}
          </p>
          {untranslated && (
            <p>
              It has no French version yet.{' '}
              <Button onClick={() => onAddFrench(untranslated)}>Add its French version, starting from this page</Button>
            </p>
          )}
          {listed.length > 0 && <ProblemLinks problems={listed} onJump={onJump} placeName={placeName} />}
          {draft.notes.length === 0 && <Button onClick={markReady}>{readyEdits.length > 1 ? 'Mark ready, with its version in the other language' : 'Mark ready'}</Button>}
        </div>
      )}
      {offer && (
        <div css={incomplete} role="note" aria-labelledby="preview-menu-title">
          <p id="preview-menu-title">Nothing leads to this page yet: no menu item and no link.</p>
          <Button onClick={() => dispatch({ type: 'edits', edits: offer.edits })}>{offer.label}</Button>
        </div>
      )}
      {lacking.length > 0 && (
        <div css={incomplete} role="note" aria-labelledby="preview-incomplete-title">
          <p id="preview-incomplete-title">This page is not complete yet: the preview shows what there is. Still to do before it can be saved:</p>
          <ProblemLinks problems={lacking} onJump={onJump} placeName={placeName} />
        </div>
      )}
      {/* The outline is drawn only on the page the block is on. */}
      <Preview html={shown.html} language={shown.language} device={device} block={showsPage ? block : undefined} onPick={onPick} onShown={onShown} />
    </section>
  );
});
