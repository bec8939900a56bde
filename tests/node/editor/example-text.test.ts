/**
 * Blocks and pages added since the last save whose words are still the ones they arrived with are
 * named before saving; the rest of the site, even where its words happen to match an example, is not.
 */
import { describe, expect, it } from 'vitest';
import type { Edit } from '../../../editor/edits.ts';
import { applyEdits } from '../../../editor/edits.ts';
import { exampleTexts, heldWords, insertedItems } from '../../../editor/client/example-text.ts';
import { newPage } from '../../../editor/client/new-page.ts';

const kinds = [
  { type: 'quote', example: { type: 'quote', heading: 'In Their Words', testimonial: 'example-client' } },
  { type: 'call-to-action', example: { type: 'call-to-action', heading: 'Ready to Talk?', action: { label: 'Get Started', href: '/contact' } } },
];
const site = {
  pages: [{ path: '/', title: 'Home', blocks: [{ type: 'hero', heading: 'Hi' }, { type: 'call-to-action', heading: 'Call Us', action: { label: 'Get Started', href: '/contact' } }] }],
};
const blocks = ['pages', 0, 'blocks'];
/** Where the fields still holding the words they arrived with are. */
const places = (...args: Parameters<typeof exampleTexts>) => exampleTexts(...args).map((held) => held.path);

describe('example text', () => {
  it('names the words a block from the gallery still has, and nothing of the blocks already there', () => {
    const edits: Edit[] = [{ op: 'insert', path: blocks, index: 1, value: { type: 'quote', heading: 'In Their Words', testimonial: 'dana' } }];
    const data = applyEdits(site, edits);
    expect(places(data, kinds, edits)).toEqual([[...blocks, 1, 'heading']]);
  });

  it('names each field once when a block from the gallery is added to a page that is new itself', () => {
    const edits: Edit[] = [
      { op: 'insert', path: ['pages'], index: 1, value: { path: '/new-page', title: 'New Page', blocks: [{ type: 'page-header', heading: 'New Page' }] } },
      { op: 'insert', path: ['pages', 1, 'blocks'], index: 1, value: { type: 'quote', heading: 'In Their Words', testimonial: 'dana' } },
    ];
    expect(places(applyEdits(site, edits), kinds, edits)).toEqual([
      ['pages', 1, 'title'],
      ['pages', 1, 'blocks', 0, 'heading'],
      ['pages', 1, 'blocks', 1, 'heading'],
    ]);
  });

  it('follows the added block where it moves, and forgets it once its words are replaced or it is removed', () => {
    const insert: Edit = { op: 'insert', path: blocks, index: 0, value: { type: 'call-to-action', heading: 'Ready to Talk?', action: { label: 'Get Started', href: '/contact' } } };
    const move: Edit = { op: 'move', path: blocks, from: 0, to: 2 };
    expect(insertedItems([insert, move])).toEqual([[...blocks, 2]]);
    const data = applyEdits(site, [insert, move]);
    expect(places(data, kinds, [insert, move])).toEqual([
      [...blocks, 2, 'heading'],
      [...blocks, 2, 'action', 'label'],
    ]);
    const renamed: Edit = { op: 'set', path: [...blocks, 2, 'heading'], value: 'Talk to Us' };
    expect(places(applyEdits(data, [renamed]), kinds, [insert, move, renamed])).toEqual([[...blocks, 2, 'action', 'label']]);
    expect(insertedItems([insert, move, { op: 'remove', path: blocks, index: 2 }])).toEqual([]);
  });

  it('names the English words a French page started from its English page still has, and not those translated', () => {
    const french = newPage(site, 'fr', '/');
    expect(french).toMatchObject({ counterpart: '/', title: 'Nouvelle page', blocks: site.pages[0]!.blocks });
    // its links lead to the French versions of the pages they name
    const withContact = { ...site, fr: { pages: [{ path: '/fr/joindre', counterpart: '/contact', title: 'Nous joindre', blocks: [] }] } };
    expect((newPage(withContact, 'fr', '/').blocks as { action?: { href: string } }[])[1]!.action!.href).toBe('/fr/joindre');
    const edits: Edit[] = [
      { op: 'insert', path: ['fr', 'pages'], index: 0, value: french },
      { op: 'set', path: ['fr', 'pages', 0, 'blocks', 1, 'heading'], value: 'Appelez-nous' },
    ];
    const held = exampleTexts(applyEdits({ ...site, fr: { pages: [] } }, edits), kinds, edits);
    // the new page's title is example text; the English left is said to be English
    expect(held).toEqual([
      { path: ['fr', 'pages', 0, 'title'], copied: false },
      { path: ['fr', 'pages', 0, 'blocks', 1, 'action', 'label'], copied: true },
    ]);
    expect(heldWords(held)).toBe('example text or English words');
    expect(heldWords(held.slice(1))).toBe('English words');
    expect(heldWords(held.slice(0, 1))).toBe('example text');
  });
});
