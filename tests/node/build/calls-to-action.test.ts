import { describe, expect, inject, it } from 'vitest';
import { pageDocument } from '../../support/page-documents.ts';
import { realSite } from '../../support/real-site.ts';

const dist = inject('distDir');

describe('every page asks for the call', () => {
  it.each(realSite.pages.filter((page) => page.path !== '/contact').map((page) => page.path))('%s links to /contact and to the phone before the footer', (path) => {
    const main = pageDocument(dist, path).querySelector('main')!;
    expect(main.querySelector('a[href="/contact"]'), 'a link to /contact').not.toBeNull();
    expect(main.querySelector('a[href^="tel:"]'), 'a tel: link').not.toBeNull();
  });

  const tierPages = realSite.pages.filter((page) => page.blocks.some((block) => block.type === 'tiers'));

  it.each(tierPages.map((page) => page.path))('%s gives every plan card an action', (path) => {
    const main = pageDocument(dist, path).querySelector('main')!;
    const titles = tierPages
      .find((page) => page.path === path)!
      .blocks.flatMap((block) => (block.type === 'tiers' ? block.tiers.map((tier) => tier.title) : []));
    const withoutAction = titles.filter((title) => {
      const heading = [...main.querySelectorAll('article h3')].find((element) => element.textContent === title);
      return !heading?.closest('article')?.querySelector('a[href]');
    });
    expect(titles.length).toBeGreaterThan(0);
    expect(withoutAction).toEqual([]);
  });
});
