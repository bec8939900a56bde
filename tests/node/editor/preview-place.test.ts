/**
 * Choosing the testimonials in the editor takes the preview to a page that shows them, with the
 * block that shows them outlined, instead of staying on a page where the edit cannot be seen.
 */
import { describe, expect, it } from 'vitest';
import { blockGallery } from '../../../editor/block-gallery.ts';
import { placeShowing } from '../../../editor/client/preview-place.ts';
import { reducer, type State } from '../../../editor/client/store.ts';

const kinds = blockGallery();
const data = {
  testimonials: [{ id: 'dana' }, { id: 'lee' }],
  pages: [
    { path: '/', blocks: [{ type: 'hero' }, { type: 'text' }] },
    { path: '/about', blocks: [{ type: 'page-header' }, { type: 'quote', testimonial: 'lee' }] },
    { path: '/clients', blocks: [{ type: 'page-header' }, { type: 'text' }, { type: 'carousel', testimonials: ['dana'] }] },
  ],
  fr: { testimonials: [{ id: 'dana' }], pages: [{ path: '/fr', blocks: [{ type: 'hero' }, { type: 'carousel' }] }] },
};

describe('where the preview goes for a testimonial', () => {
  it('goes to the first page whose blocks show that testimonial, and outlines the block', () => {
    expect(placeShowing(data, kinds, ['testimonials', 0])).toEqual({ page: { language: 'en', index: 2 }, block: 2 });
    expect(placeShowing(data, kinds, ['testimonials', 1, 'quote'])).toEqual({ page: { language: 'en', index: 1 }, block: 1 });
  });

  it('takes a carousel without a list as showing every testimonial, in each language', () => {
    expect(placeShowing(data, kinds, ['fr', 'testimonials', 0])).toEqual({ page: { language: 'fr', index: 0 }, block: 1 });
  });

  it('leaves the preview where it is for what shows on every page or nowhere in particular', () => {
    expect(placeShowing(data, kinds, ['menu', 0])).toBeUndefined();
    expect(placeShowing({ ...data, pages: [data.pages[0]] }, kinds, ['testimonials', 0])).toBeUndefined();
  });

  it('moves the previewed page when the selection says where', () => {
    const start: State = { base: { version: 'one', data }, edits: [], undone: [], selected: ['pages', 0], page: { language: 'en', index: 0 }, problems: [] };
    const state = reducer(start, { type: 'select', path: ['testimonials'], page: { language: 'en', index: 2 } });
    expect(state.page).toEqual({ language: 'en', index: 2 });
  });
});
