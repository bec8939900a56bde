import { describe, expect, it } from 'vitest';
import type { Edit } from '../../../editor/edits.ts';
import { collision, refusedSave } from '../../../editor/client/change-words.ts';
import { contentOf, reducer, type State } from '../../../editor/client/store.ts';

const start: State = {
  base: { version: 'one', data: { company: { name: 'Prairie', email: 'a@example.com' }, list: ['a', 'b', 'c'] } },
  edits: [],
  undone: [],
  selected: ['company'],
  page: { language: 'en', index: 0 },
  problems: [],
};

const typed = (state: State, path: (string | number)[], value: string) => reducer(state, { type: 'edit', edit: { op: 'set', path, value } });

describe('the editor’s state', () => {
  it('keeps what is typed while a save is on its way, and says it is not saved yet', () => {
    let state = typed(start, ['company', 'name'], 'Prai');
    const sent = state.edits;
    state = reducer(state, { type: 'save-start', sent });
    state = typed(state, ['company', 'name'], 'Prairie Signal');
    state = typed(state, ['company', 'email'], 'b@example.com');
    const saved = { version: 'two', data: { ...start.base.data, company: { name: 'Prai', email: 'a@example.com' } } };
    state = reducer(state, { type: 'saved', state: saved, sent });
    expect(contentOf(state)).toEqual({ company: { name: 'Prairie Signal', email: 'b@example.com' }, list: ['a', 'b', 'c'] });
    expect(state.edits).toHaveLength(2);
    expect(state.saveStatus).toBe('Saved to site.yaml; 2 later changes are not saved yet.');
  });

  it('types into one edit again once the save is done', () => {
    let state = typed(start, ['company', 'name'], 'P');
    state = reducer(state, { type: 'save-start', sent: state.edits });
    state = reducer(state, { type: 'save-failed', text: 'Not saved: 1 problem to fix first. site.yaml is unchanged.' });
    state = typed(state, ['company', 'name'], 'Pr');
    state = typed(state, ['company', 'name'], 'Pra');
    expect(state.edits).toEqual([{ op: 'set', path: ['company', 'name'], value: 'Pra' }]);
    expect(state.saveStatus).toBeUndefined();
  });

  it('does not redo onto a file that changed under it', () => {
    const change: Edit = { op: 'set', path: ['list', 1], value: 'B!' };
    let state = reducer(start, { type: 'edit', edit: { op: 'set', path: ['company', 'email'], value: 'c@example.com' } });
    state = reducer(state, { type: 'edit', edit: change });
    state = reducer(state, { type: 'undo' });
    expect(state.undone).toHaveLength(1);
    // Outside, an item is put before the one the undone edit was about.
    state = reducer(state, { type: 'file-changed', state: { version: 'two', data: { ...start.base.data, list: ['new', 'a', 'b', 'c'] } }, origin: { from: 'outside' } });
    state = reducer(state, { type: 'redo' });
    expect(state.notice).toBe('site.yaml was changed outside the editor: List: added line to the list “new”. Your unsaved edits are kept on top of it.');
    expect(contentOf(state)).toEqual({ company: { name: 'Prairie', email: 'c@example.com' }, list: ['new', 'a', 'b', 'c'] });
  });

  it('takes the selection back and forth with a block that is moved, undone and redone', () => {
    const blocks = ['pages', 0, 'blocks'];
    let state: State = { ...start, base: { version: 'one', data: { pages: [{ blocks: [{ type: 'hero' }, { type: 'cards' }, { type: 'stats' }] }] } }, selected: [...blocks, 0] };
    state = reducer(state, { type: 'edit', edit: { op: 'move', path: blocks, from: 0, to: 2 } });
    expect(state.selected).toEqual([...blocks, 2]);
    state = reducer(state, { type: 'undo' });
    expect(state.selected).toEqual([...blocks, 0]);
    state = reducer(state, { type: 'redo' });
    expect(state.selected).toEqual([...blocks, 2]);
  });

  it('undoes nothing a save in progress has sent, and what is undone waits while the file changed outside collides', () => {
    let state = typed(start, ['company', 'name'], 'Prai');
    const sent = state.edits;
    state = reducer(state, { type: 'save-start', sent });
    expect(reducer(state, { type: 'undo' })).toBe(state);
    state = typed(state, ['company', 'email'], 'b@example.com');
    state = reducer(state, { type: 'undo' });
    expect(state.edits).toEqual(sent);

    // A change outside that collides with an unsaved edit: what was undone is not redone onto it later.
    state = reducer(state, { type: 'save-failed', text: 'Not saved: the editor could not be reached.' });
    expect(state.undone).toHaveLength(1);
    state = reducer(state, { type: 'file-changed', state: { version: 'two', data: { ...start.base.data, company: { name: 'Changed', email: 'a@example.com' } } } });
    expect(state.outside?.paths).toEqual([['company', 'name']]);
    expect(state.undone).toEqual([]);
  });

  it('keeps the previewed page on its page when pages before it come and go', () => {
    const pages = (...paths: string[]) => paths.map((path) => ({ path, blocks: [] }));
    let state: State = { ...start, base: { version: 'one', data: { pages: pages('/', '/a', '/b') } }, selected: ['company'], page: { language: 'en', index: 2 } };
    state = reducer(state, { type: 'edit', edit: { op: 'remove', path: ['pages'], index: 1 } });
    expect(state.page).toEqual({ language: 'en', index: 1 });
    state = reducer(state, { type: 'undo' });
    expect(state.page).toEqual({ language: 'en', index: 2 });
  });
});

describe('a save made in another tab or by a colleague', () => {
  const theirs = { version: 'two', data: { ...start.base.data, company: { name: 'Prairie Signal', email: 'a@example.com' } } };

  it('is taken in at once where nothing is unsaved, saying where it came from and what it changed', () => {
    const state = reducer({ ...start, saveStatus: 'Saved to site.yaml.' }, { type: 'file-changed', state: theirs, origin: { from: 'save' } });
    expect(state.base).toEqual(theirs);
    expect(state.notice).toBe('Saved in another tab: Company › Name: “Prairie” → “Prairie Signal”.');
    // What this tab's own last save said no longer describes the file.
    expect(state.saveStatus).toBeUndefined();
  });

  it('goes under unsaved edits to other fields, and waits for a choice where they collide', () => {
    const email = typed(start, ['company', 'email'], 'b@example.com');
    const kept = reducer(email, { type: 'file-changed', state: theirs, origin: { from: 'save', by: 'Marie Tremblay' } });
    expect(contentOf(kept).company).toEqual({ name: 'Prairie Signal', email: 'b@example.com' });
    expect(kept.notice).toBe('Saved by Marie Tremblay: Company › Name: “Prairie” → “Prairie Signal”. Your unsaved edits are kept on top of it.');

    const name = typed(start, ['company', 'name'], 'Prairie Comms');
    const colliding = reducer(name, { type: 'file-changed', state: theirs, origin: { from: 'save', by: 'Marie Tremblay' } });
    expect(colliding.outside).toMatchObject({ paths: [['company', 'name']], origin: { from: 'save', by: 'Marie Tremblay' } });
    expect(collision(colliding.outside?.origin)).toBe('Marie Tremblay saved changes to fields you have unsaved edits to. Nothing is lost yet: choose which version to keep.');
  });

  it('changes nothing when the stream of changes opens on the file as the page has it', () => {
    const state = typed(start, ['company', 'name'], 'Prai');
    expect(reducer(state, { type: 'file-changed', state: start.base, origin: { from: 'outside' } })).toBe(state);
  });

  it('is named when it refuses this tab’s save, and a change outside the editor is called that', () => {
    expect([refusedSave({ from: 'save' }), refusedSave({ from: 'save', by: 'Paul Desjardins' }), refusedSave({ from: 'outside' })]).toEqual([
      'Not saved: another tab saved site.yaml first.',
      'Not saved: Paul Desjardins saved site.yaml first.',
      'Not saved: site.yaml was changed outside the editor.',
    ]);
    expect(collision({ from: 'save' })).toBe('Another tab saved changes to fields you have unsaved edits to. Nothing is lost yet: choose which version to keep.');
  });
});

describe('unsaved edits brought back after a reload or a restart', () => {
  const earlier = { version: 'one', data: start.base.data };
  const name: Edit = { op: 'set', path: ['company', 'name'], value: 'Prairie Signal' };

  it('go back on the same version of the file as they were', () => {
    const state = reducer(start, { type: 'recover', base: earlier, edits: [name], current: start.base });
    expect(contentOf(state).company).toEqual({ name: 'Prairie Signal', email: 'a@example.com' });
    expect(state.notice).toBe('1 unsaved change is back.');
  });

  it('go on top of a file saved since, when they touch other fields', () => {
    const current = { version: 'two', data: { ...start.base.data, list: ['a', 'b', 'c', 'd'] } };
    const state = reducer({ ...start, base: current }, { type: 'recover', base: earlier, edits: [name], current });
    expect(state.base.version).toBe('two');
    expect(contentOf(state)).toEqual({ company: { name: 'Prairie Signal', email: 'a@example.com' }, list: ['a', 'b', 'c', 'd'] });
    expect(state.notice).toBe('1 unsaved change is back, on top of site.yaml as it is now.');
  });

  it('wait for a choice when the file was saved since with the same field changed', () => {
    const current = { version: 'two', data: { ...start.base.data, company: { name: 'Prairie Comms', email: 'a@example.com' } } };
    const state = reducer({ ...start, base: current }, { type: 'recover', base: earlier, edits: [name], current });
    expect(state.outside?.paths).toEqual([['company', 'name']]);
    expect(contentOf(state).company).toEqual({ name: 'Prairie Signal', email: 'a@example.com' });
  });
});
