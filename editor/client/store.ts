import { applyEdits, followEdit, rebase, reverseOf, type Edit, type Path } from '../edits.ts';
import type { ChangeOrigin, FileReading, FileState, Problem } from './api.ts';
import { changeNotice } from './change-words.ts';
import { derivedEdit } from './derived-names.ts';
import type { Data } from './schema.ts';
import type { LanguageCode } from '../../core/languages.ts';

/**
 * The editor's state: the file as last read or saved, the edits made since (undone ones kept for
 * redo), what is selected, and the problems the last check found. The content shown is always the
 * file with the edits applied.
 */
export interface State {
  base: FileState;
  edits: Edit[];
  undone: Edit[];
  selected: Path;
  /** The page the preview shows: the one the selection is in, or the last one chosen. */
  page: PageRef;
  problems: Problem[];
  /**
   * The file changed (saved in another tab or by a colleague, or outside the editor) where there
   * are unsaved edits: nothing is lost until the editor chooses. `edits` are the unsaved edits
   * carried onto the new file, for keeping them; `origin` where the change came from, when known.
   */
  outside?: { state: FileState; paths: Path[]; edits: Edit[]; origin?: ChangeOrigin };
  /** A change to the file was taken in: who made it and what it was, unsaved edits kept on top; or edits brought back. */
  notice?: string;
  /** The file on disk is not readable YAML just now: why, until it is again. The edits wait. */
  unreadable?: Problem[];
  /** What the last save did; it holds until the content changes again. */
  saveStatus?: string;
  /** How many of the edits a save in progress has sent: typing goes into a new edit, not into one of those. */
  sealed?: number;
}

/** A page by its language and its place in that language's pages. */
export interface PageRef {
  language: LanguageCode;
  index: number;
}

/** The page a path is in, if it is in one. */
function pageOf(path: Path): PageRef | undefined {
  if (path[0] === 'pages' && typeof path[1] === 'number') return { language: 'en', index: path[1] };
  if (path[0] === 'fr' && path[1] === 'pages' && typeof path[2] === 'number') return { language: 'fr', index: path[2] };
  return undefined;
}

export const pagePath = (page: PageRef): Path => (page.language === 'en' ? ['pages', page.index] : ['fr', 'pages', page.index]);

export type Action =
  | { type: 'edit'; edit: Edit }
  /** Several edits made by one click, undone and redone as one step. */
  | { type: 'edits'; edits: Edit[] }
  | { type: 'undo' }
  | { type: 'redo' }
  /** `page`: where the preview goes when the path is in no page but shows on one (a testimonial). */
  | { type: 'select'; path: Path; page?: PageRef }
  | { type: 'problems'; problems: Problem[] }
  | { type: 'save-start'; sent: Edit[] }
  | { type: 'save-failed'; text: string }
  | { type: 'saved'; state: FileState; sent: Edit[] }
  /** The file as it is now; `origin` where the change came from, absent for this page's own (a picture renamed in its library). */
  | { type: 'file-changed'; state: FileReading; origin?: ChangeOrigin }
  | { type: 'keep-mine' }
  | { type: 'take-theirs' }
  /** Unsaved edits kept from an earlier visit (a reload, a restart), made on `base`; the file is now `current`. */
  | { type: 'recover'; base: FileState; edits: Edit[]; current: FileState };

export const contentOf = (state: State): Data => applyEdits(state.base.data, state.edits);

const samePath = (a: Path, b: Path) => a.length === b.length && a.every((segment, index) => segment === b[index]);

/** Typing in one field is one step to undo, not one per letter; an edit a save has sent is not typed into. */
function add(edits: Edit[], edit: Edit, sealed = 0): Edit[] {
  const last = edits.at(-1);
  if (edits.length > sealed && edit.op === 'set' && last?.op === 'set' && samePath(last.path, edit.path) && typeof edit.value === 'string') return [...edits.slice(0, -1), edit];
  return [...edits, edit];
}

/**
 * Edits that go with the edit before them, as one step to undo and redo: the id or address that
 * follows a name as it is typed (derived-names.ts), and the later edits of a step of several (a
 * rename followed everywhere, two pages marked ready together).
 */
const derivedEdits = new WeakSet<Edit>();

/** `add`, with the edit `edit` brings along, if any: typing a name replaces the pair it typed last. */
function addWithDerived(edits: Edit[], edit: Edit, derived: Edit | undefined, sealed = 0): Edit[] {
  const [before, last] = edits.slice(-2);
  const samePair = last && before && derivedEdits.has(last) && edits.length - 2 >= sealed && edit.op === 'set' && before.op === 'set' && samePath(before.path, edit.path);
  if (samePair) {
    const rest = edits.slice(0, -2);
    if (!derived) return [...rest, edit];
    derivedEdits.add(derived);
    return [...rest, edit, derived];
  }
  const added = add(edits, edit, sealed);
  if (!derived) return added;
  derivedEdits.add(derived);
  return [...added, derived];
}

/** How many edits at the end of `edits` are one step: an edit and those that go with it. */
function lastStep(edits: readonly Edit[]): number {
  let count = 1;
  while (count < edits.length && derivedEdits.has(edits.at(-count)!)) count += 1;
  return count;
}

/** How many edits at the end of the undone ones are one step: the step's first edit, last, and those below it that go with it. */
function nextStep(undone: readonly Edit[]): number {
  let count = 1;
  while (count < undone.length && derivedEdits.has(undone.at(-count - 1)!)) count += 1;
  return count;
}

/** The edits made while a save was on its way: those after the ones it sent. */
function editsSince(edits: Edit[], sent: Edit[]): Edit[] {
  let shared = 0;
  while (shared < edits.length && shared < sent.length && edits[shared] === sent[shared]) shared += 1;
  return edits.slice(shared);
}

/**
 * The file changed under the page: taken in, with the unsaved edits on top, unless they collide.
 * A change from elsewhere is said, with what it was; what the last save said no longer holds.
 */
function changed(state: State, file: FileState, origin: ChangeOrigin | undefined): State {
  const notice = origin && changeNotice(origin, state.base.data, file.data);
  if (state.edits.length === 0) return { ...state, base: file, undone: [], outside: undefined, notice, saveStatus: undefined };
  // The edits follow the items they are about, wherever the change put them.
  const { edits, conflicts } = rebase(state.edits, state.base.data, file.data);
  if (conflicts.length === 0) {
    // What was undone is not redone onto a file that has changed under it.
    return { ...state, base: file, edits, undone: [], outside: undefined, notice: notice && `${notice} Your unsaved edits are kept on top of it.`, saveStatus: undefined };
  }
  return { ...state, undone: [], outside: { state: file, paths: conflicts, edits, origin }, saveStatus: undefined };
}

/** The selection and the previewed page after an edit: each stays on the item it was on. */
function follow(state: State, edit: Edit | undefined): State {
  if (!edit) return state;
  const selected = followEdit(state.selected, edit);
  return { ...state, selected, page: pageOf(selected) ?? pageOf(followEdit(pagePath(state.page), edit)) ?? state.page };
}

const sameProblems = (a: readonly Problem[], b: readonly Problem[]) => a.length === b.length && a.every((problem, index) => problem.text === b[index]!.text);

export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'edit':
      return {
        ...follow(state, action.edit),
        edits: addWithDerived(state.edits, action.edit, derivedEdit(() => contentOf(state), action.edit, state.base.data), state.sealed),
        undone: [],
        notice: undefined,
        saveStatus: undefined,
      };
    case 'edits': {
      if (action.edits.length === 0) return state;
      const [first, ...rest] = action.edits;
      rest.forEach((edit) => derivedEdits.add(edit));
      const edits = [...state.edits, first!, ...rest];
      return { ...action.edits.reduce(follow, state), edits, undone: [], notice: undefined, saveStatus: undefined };
    }
    case 'undo': {
      const count = lastStep(state.edits);
      // What a save in progress has sent is in the file it writes: it is undone after the save, if at all.
      if (state.edits.length === 0 || state.edits.length - count < (state.sealed ?? 0)) return state;
      const backwards = state.edits.slice(-count).reverse();
      // The selection goes back with the item: an undone move moves it back, an undone insert removes it.
      return { ...backwards.map(reverseOf).reduce(follow, state), edits: state.edits.slice(0, -count), undone: [...state.undone, ...backwards], saveStatus: undefined };
    }
    case 'redo': {
      // The step undone last is at the end, its first edit last: the edits below it that go with it follow.
      const count = nextStep(state.undone);
      const step = state.undone.slice(-count).reverse();
      if (step.length === 0) return state;
      return { ...step.reduce(follow, state), edits: [...state.edits, ...step], undone: state.undone.slice(0, -count), saveStatus: undefined };
    }
    case 'select': {
      // A section of the other language shows that language's home page.
      const language = action.path[0] === 'fr' ? 'fr' : 'en';
      const page = pageOf(action.path) ?? action.page ?? (language === state.page.language ? state.page : { language, index: 0 });
      return { ...state, selected: action.path, page };
    }
    case 'problems':
      // The same problems again (none, as a rule, while someone types) change nothing: nothing is drawn again.
      return sameProblems(state.problems, action.problems) ? state : { ...state, problems: action.problems };
    case 'save-start':
      return { ...state, sealed: action.sent.length, saveStatus: 'Checking and saving…' };
    case 'save-failed':
      return { ...state, sealed: undefined, saveStatus: action.text };
    case 'saved': {
      const later = editsSince(state.edits, action.sent);
      const saveStatus = later.length === 0 ? 'Saved to site.yaml.' : `Saved to site.yaml; ${later.length} later change${later.length === 1 ? ' is' : 's are'} not saved yet.`;
      return { ...state, base: action.state, edits: later, undone: [], problems: [], outside: undefined, notice: undefined, saveStatus, sealed: undefined };
    }
    case 'file-changed': {
      if (action.state.data === undefined) return { ...state, unreadable: action.state.problems };
      // The file as this page has it already (as a stream of changes opens): nothing to take in.
      if (action.state.version === state.base.version) return state.unreadable ? { ...state, unreadable: undefined } : state;
      const reading: FileState = { version: action.state.version, data: action.state.data };
      return changed({ ...state, unreadable: undefined }, reading, action.origin);
    }
    case 'keep-mine':
      return state.outside ? { ...state, base: state.outside.state, edits: state.outside.edits, undone: [], outside: undefined, saveStatus: undefined } : state;
    case 'take-theirs':
      return state.outside ? { ...state, base: state.outside.state, edits: [], undone: [], outside: undefined, saveStatus: undefined } : state;
    case 'recover': {
      const back = `${action.edits.length} unsaved change${action.edits.length === 1 ? ' is' : 's are'} back`;
      const earlier: State = { ...state, base: action.base, edits: action.edits, undone: [], saveStatus: undefined, notice: undefined };
      if (action.base.version === action.current.version) return { ...earlier, notice: `${back}.` };
      // The file was saved since, by whoever it was: the edits go on top of it, as with any change to it.
      const now = changed(earlier, action.current, undefined);
      return now.outside ? now : { ...now, notice: `${back}, on top of site.yaml as it is now.` };
    }
  }
}
