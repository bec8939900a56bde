/**
 * A page given a new address: the editor finds the links that still lead to the old one and
 * offers to move them and to redirect the old address, so a rename leaves no broken link.
 */
import { describe, expect, it } from 'vitest';
import { applyEdits, type Edit } from '../../../editor/edits.ts';
import { followRename, renamedPages } from '../../../editor/client/renames.ts';

const site = {
  menu: [{ title: 'About', href: '/about' }],
  redirects: [{ from: '/team', to: '/about' }],
  pages: [
    { path: '/', title: 'Home', blocks: [{ type: 'hero', action: { label: 'Meet us', href: '/about#team' } }] },
    { path: '/about', title: 'About Us', blocks: [] },
  ],
  fr: { pages: [{ path: '/fr/a-propos', counterpart: '/about', title: 'À propos', blocks: [] }] },
};
const renamed: Edit = { op: 'set', path: ['pages', 1, 'path'], value: '/about-us' };

describe('renamed pages', () => {
  it('are found with every link, counterpart and redirect still naming the old address', () => {
    const data = applyEdits(site, [renamed]);
    expect(renamedPages(site, data, [renamed])).toEqual([
      {
        page: ['pages', 1],
        title: 'About Us',
        from: '/about',
        to: '/about-us',
        references: [['menu', 0, 'href'], ['redirects', 0, 'to'], ['pages', 0, 'blocks', 0, 'action', 'href'], ['fr', 'pages', 0, 'counterpart']],
        redirected: false,
      },
    ]);
  });

  it('are followed by moving each reference, keeping its part of the page, and redirecting the old address', () => {
    const data = applyEdits(site, [renamed]);
    const [rename] = renamedPages(site, data, [renamed]);
    const edits = followRename(rename!, data);
    const after = applyEdits(data, edits);
    expect(after.menu[0]!.href).toBe('/about-us');
    expect(after.pages[0]!.blocks[0]!.action!.href).toBe('/about-us#team');
    expect(after.fr.pages[0]!.counterpart).toBe('/about-us');
    expect(after.redirects).toEqual([{ from: '/team', to: '/about-us' }, { from: '/about', to: '/about-us' }]);
    // once followed, nothing is left to offer
    expect(renamedPages(site, after, [renamed, ...edits])).toEqual([expect.objectContaining({ references: [], redirected: true })]);
  });

  it('follow the page through a move, and are not found for a page removed or left as it was', () => {
    const moved: Edit = { op: 'move', path: ['pages'], from: 1, to: 0 };
    expect(renamedPages(site, applyEdits(site, [renamed, moved]), [renamed, moved]).map((rename) => rename.page)).toEqual([['pages', 0]]);
    const removed: Edit = { op: 'remove', path: ['pages'], index: 1 };
    expect(renamedPages(site, applyEdits(site, [removed]), [removed])).toEqual([]);
    expect(renamedPages(site, site, [])).toEqual([]);
  });
});
