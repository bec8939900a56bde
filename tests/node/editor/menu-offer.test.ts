import { describe, expect, it } from 'vitest';
import { menuOffer } from '../../../editor/client/menu-offer.ts';

/* A ready page nothing leads to is offered a place at the end of the menu, with its French version. */

const site = (changes: { draft?: boolean; footerLink?: string; frenchDraft?: boolean } = {}) => ({
  menu: [{ id: 'home', title: 'Home', href: '/' }, { id: 'audits', title: 'Audits', href: '/' }],
  footer: { links: changes.footerLink ? [{ label: 'Audits', href: changes.footerLink }] : [] },
  pages: [
    { path: '/', title: 'Home', blocks: [] },
    { path: '/audits', title: 'Audits', ...(changes.draft ? { draft: true } : {}), blocks: [] },
  ],
  fr: {
    menu: [{ id: 'accueil', title: 'Accueil', href: '/fr' }],
    pages: [
      { path: '/fr', counterpart: '/', title: 'Accueil', blocks: [] },
      { path: '/fr/audits', counterpart: '/audits', title: 'Audits de sécurité', ...(changes.frenchDraft ? { draft: true } : {}), blocks: [] },
    ],
  },
});

describe('the offer to add a page to the menu', () => {
  it('adds a ready page and its French version at the end of their menus, under ids no item has', () => {
    expect(menuOffer(site(), { language: 'en', index: 1 })).toEqual({
      label: 'Add it to the menu, with its version in the other language',
      edits: [
        { op: 'insert', path: ['menu'], index: 2, value: { id: 'audits-2', title: 'Audits', href: '/audits' } },
        { op: 'insert', path: ['fr', 'menu'], index: 1, value: { id: 'audits-de-securite', title: 'Audits de sécurité', href: '/fr/audits' } },
      ],
    });
    expect(menuOffer(site({ frenchDraft: true }), { language: 'en', index: 1 })?.edits).toHaveLength(1);
  });

  it('is not made for a draft, nor for a page a link already leads to', () => {
    expect(menuOffer(site({ draft: true }), { language: 'en', index: 1 })).toBeUndefined();
    expect(menuOffer(site({ footerLink: '/audits#team' }), { language: 'en', index: 1 })).toBeUndefined();
    expect(menuOffer(site(), { language: 'en', index: 0 })).toBeUndefined();
  });
});
