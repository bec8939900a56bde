import { describe, expect, it } from 'vitest';
import { nextDisclosureMode, type DisclosureEvent, type DisclosureMode } from '../../../src/lib/disclosure.ts';
import { containsActive, isActive } from '../../../src/lib/menu.ts';
import { linkPath } from '../../../core/links.ts';
import { telHref } from '../../../core/phone.ts';
import { branchesHolding } from '../../../src/shell/mobile-menu/active-branches.ts';

const tree = {
  id: 'services',
  title: 'Services',
  href: '/services',
  children: [
    { id: 'web', title: 'Web', href: '/services/web' },
    {
      id: 'phones',
      title: 'Phones',
      href: '/services/phones',
      children: [{ id: 'cloud', title: 'Cloud', href: '/services/phones/cloud' }],
    },
  ],
};

describe('linkPath', () => {
  it.each([
    ['/', '/'],
    ['/about', '/about'],
    ['/about/', '/about'],
    ['/about?x=1', '/about'],
    ['/about#team', '/about'],
    ['/#top', '/'],
  ])('reads %s as the path %s', (href, path) => expect(linkPath(href)).toBe(path));

  it.each(['https://example.com/', 'mailto:a@example.com', 'tel:+12045550123', '//example.com/about'])('has no path for %s', (href) =>
    expect(linkPath(href)).toBeNull(),
  );
});

describe('isActive', () => {
  it('matches the page being shown, ignoring a trailing slash, query and hash', () => {
    expect(isActive('/about', '/about')).toBe(true);
    expect(isActive('/about', '/about/')).toBe(true);
    expect(isActive('/about#team', '/about')).toBe(true);
  });

  it('does not match a parent or a sibling page', () => {
    expect(isActive('/services', '/services/web')).toBe(false);
    expect(isActive('/', '/about')).toBe(false);
    expect(isActive('/services/web', '/services/phones')).toBe(false);
  });

  it('never matches an external link', () => {
    expect(isActive('https://example.com/about', '/about')).toBe(false);
  });
});

describe('containsActive', () => {
  it('is true for every ancestor of the active page, down to the third level', () => {
    expect(containsActive(tree, '/services/web')).toBe(true);
    expect(containsActive(tree, '/services/phones/cloud')).toBe(true);
    expect(containsActive(tree.children[1]!, '/services/phones/cloud')).toBe(true);
  });

  it('is false for the active item itself, for leaves and for other branches', () => {
    expect(containsActive(tree, '/services')).toBe(false);
    expect(containsActive(tree.children[0]!, '/services/web')).toBe(false);
    expect(containsActive(tree.children[1]!, '/services/web')).toBe(false);
    expect(containsActive(tree, '/about')).toBe(false);
  });
});

describe('branchesHolding', () => {
  const menu = [{ id: 'home', title: 'Home', href: '/' }, tree, { id: 'about', title: 'About', href: '/about' }];

  it('names every parent above the page being shown, outermost first', () => {
    expect(branchesHolding(menu, '/services/phones/cloud')).toEqual(['services', 'phones']);
    expect(branchesHolding(menu, '/services/web')).toEqual(['services']);
  });

  it('names none for a top-level page, a parent shown itself or a page outside the menu', () => {
    expect(branchesHolding(menu, '/about')).toEqual([]);
    expect(branchesHolding(menu, '/services')).toEqual([]);
    expect(branchesHolding(menu, '/privacy')).toEqual([]);
  });
});

describe('nextDisclosureMode', () => {
  const cases: [DisclosureMode, DisclosureEvent, DisclosureMode][] = [
    ['closed', 'pointer-enter', 'hover'],
    ['hover', 'pointer-left', 'closed'],
    ['pinned', 'pointer-enter', 'pinned'],
    ['pinned', 'pointer-left', 'pinned'],
    ['closed', 'toggle', 'pinned'],
    ['hover', 'toggle', 'pinned'],
    ['pinned', 'toggle', 'closed'],
    ['closed', 'open', 'pinned'],
    ['hover', 'open', 'pinned'],
    ['hover', 'close', 'closed'],
    ['pinned', 'close', 'closed'],
  ];
  it.each(cases)('goes from %s on %s to %s', (mode, event, next) => expect(nextDisclosureMode(mode, event)).toBe(next));
});

describe('telHref', () => {
  it('keeps only the digits and the leading plus', () => {
    expect(telHref('+1 (204) 555-0123')).toBe('tel:+12045550123');
    expect(telHref('204.555.0123')).toBe('tel:2045550123');
  });
});
