import { describe, expect, it } from 'vitest';
import type { Edit } from '../../../editor/edits.ts';
import { contentOf, reducer, type State } from '../../../editor/client/store.ts';
import { newPage } from '../../../editor/client/new-page.ts';

type Data = Record<string, unknown>;

const content: Data = {
  menu: [
    { id: 'home', title: 'Home', href: '/' },
    { id: 'services', title: 'Services', href: '/services', children: [{ id: 'phones', title: 'Phones', href: '/services/phones' }] },
  ],
  testimonials: [{ id: 'clinic-owner', name: 'Dana Whitford', company: 'Owner', text: 'Great.' }],
  pages: [
    { path: '/', title: 'Home', description: 'Home.', blocks: [] },
    { path: '/services/phones', title: 'Phones', description: 'Phones.', blocks: [] },
  ],
  fr: { pages: [{ path: '/fr', counterpart: '/', title: 'Accueil', description: 'Accueil.', blocks: [] }] },
};

const start: State = { base: { version: 'one', data: content }, edits: [], undone: [], selected: [], page: { language: 'en', index: 0 }, problems: [] };

const act = (state: State, edit: Edit) => reducer(state, { type: 'edit', edit });
/** Types `text` into the field at `path` a key at a time, as the form sends it. */
const type = (state: State, path: (string | number)[], text: string) =>
  [...text].reduce((next, _, index) => act(next, { op: 'set', path, value: text.slice(0, index + 1) }), state);
const at = (state: State, ...path: (string | number)[]) => path.reduce<unknown>((value, segment) => (value as Record<string | number, unknown>)[segment], contentOf(state));

describe('an id', () => {
  const withTestimonial = act(start, { op: 'insert', path: ['testimonials'], index: 1, value: { id: '', name: '', company: '', text: '' } });

  it('follows the name typed into a new item, as one step to undo', () => {
    let state = type(withTestimonial, ['testimonials', 1, 'name'], 'Priya Shah');
    expect(at(state, 'testimonials', 1)).toMatchObject({ id: 'priya-shah', name: 'Priya Shah' });
    // The insert, then the name with its id: two steps.
    expect(state.edits).toHaveLength(3);
    state = reducer(state, { type: 'undo' });
    expect(at(state, 'testimonials', 1)).toEqual({ id: '', name: '', company: '', text: '' });
    state = reducer(state, { type: 'redo' });
    expect(at(state, 'testimonials', 1)).toMatchObject({ id: 'priya-shah', name: 'Priya Shah' });
  });

  it('writes accents and signs as plain words, and differs from the ids of its list', () => {
    const state = type(withTestimonial, ['testimonials', 1, 'name'], 'Dana Whitford');
    expect(at(state, 'testimonials', 1, 'id')).toBe('dana-whitford');
    const renamed = type(state, ['testimonials', 1, 'name'], 'Hélène Côté & Fils');
    expect(at(renamed, 'testimonials', 1, 'id')).toBe('helene-cote-fils');
  });

  it('stays as somebody wrote it, whatever the name becomes', () => {
    let state = type(withTestimonial, ['testimonials', 1, 'name'], 'Priya');
    state = act(state, { op: 'set', path: ['testimonials', 1, 'id'], value: 'our-first-client' });
    state = type(state, ['testimonials', 1, 'name'], 'Priya Shah');
    expect(at(state, 'testimonials', 1, 'id')).toBe('our-first-client');
    // An id that came with the file is somebody's too, unless it is the one its name gives.
    expect(at(type(start, ['testimonials', 0, 'name'], 'Dana W.'), 'testimonials', 0, 'id')).toBe('clinic-owner');
  });

  it('of a menu item differs from every id of the menu, its submenus included', () => {
    const state = act(start, { op: 'insert', path: ['menu'], index: 2, value: { id: '', title: '', href: '' } });
    expect(at(type(state, ['menu', 2, 'title'], 'Phones'), 'menu', 2, 'id')).toBe('phones-2');
  });
});

describe('a new page’s address', () => {
  it('follows its title in English and in French, and stays once written by hand', () => {
    let state = act(start, { op: 'insert', path: ['pages'], index: 2, value: newPage(content, 'en') });
    expect(at(state, 'pages', 2, 'path')).toBe('/new-page');
    state = type(state, ['pages', 2, 'title'], 'Security Audits');
    expect(at(state, 'pages', 2, 'path')).toBe('/security-audits');

    state = act(state, { op: 'insert', path: ['fr', 'pages'], index: 1, value: newPage(contentOf(state), 'fr') });
    state = type(state, ['fr', 'pages', 1, 'title'], 'Audits de sécurité');
    expect(at(state, 'fr', 'pages', 1, 'path')).toBe('/fr/audits-de-securite');

    state = act(state, { op: 'set', path: ['pages', 2, 'path'], value: '/services/audits' });
    state = type(state, ['pages', 2, 'title'], 'Telephone Security Audits');
    expect(at(state, 'pages', 2, 'path')).toBe('/services/audits');
  });

  it('is never one another page has', () => {
    let state = act(start, { op: 'insert', path: ['pages'], index: 2, value: newPage(content, 'en') });
    state = type(state, ['pages', 2, 'title'], 'Services');
    expect(at(state, 'pages', 2, 'path')).toBe('/services');
    state = type(state, ['pages', 2, 'title'], 'Home');
    expect(at(state, 'pages', 2, 'path')).toBe('/home');
  });

  it('of a page that came with the file does not follow its title', () => {
    expect(at(type(start, ['pages', 1, 'title'], 'Business Phones'), 'pages', 1, 'path')).toBe('/services/phones');
  });
});

describe('several edits made by one click', () => {
  it('are one step to undo and to redo', () => {
    let state = type(start, ['company'], 'x');
    const click: Edit[] = [
      { op: 'set', path: ['menu', 0, 'href'], value: '/home' },
      { op: 'set', path: ['pages', 0, 'path'], value: '/home' },
      { op: 'insert', path: ['pages'], index: 2, value: { path: '/more', title: 'More', description: 'More.', blocks: [] } },
    ];
    state = reducer(state, { type: 'edits', edits: click });
    state = reducer(state, { type: 'undo' });
    expect(contentOf(state)).toEqual({ ...content, company: 'x' });
    state = reducer(state, { type: 'redo' });
    expect(at(state, 'pages', 0, 'path')).toBe('/home');
    expect(at(state, 'pages', 2, 'path')).toBe('/more');
    expect(at(state, 'menu', 0, 'href')).toBe('/home');
    state = reducer(reducer(state, { type: 'undo' }), { type: 'undo' });
    expect(contentOf(state)).toEqual(content);
  });
});
