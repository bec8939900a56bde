import { readFileSync } from 'node:fs';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DISMISSED_ATTRIBUTE, DISMISSED_KEY } from '../../../src/shell/announcementDismissal.ts';
import { navigate, renderSite, site } from './fixture.tsx';

const announcement = site.announcement ?? { id: 'sample-offer', text: 'A sample announcement.', link: { label: 'Read more', href: '/' } };
const withBar = { ...site, announcement };
const dismissButton = () => screen.queryByRole('button', { name: site.ui.dismiss });
const bar = () => dismissButton()?.closest('aside') ?? null;

afterEach(() => {
  document.documentElement.removeAttribute(DISMISSED_ATTRIBUTE);
});

describe('the announcement bar', () => {
  it('is absent when site.yaml has no announcement', () => {
    renderSite('/', { ...site, announcement: undefined });
    expect(dismissButton()).toBeNull();
  });

  it('shows the announcement and its link', () => {
    renderSite('/', withBar);
    expect(bar()).toHaveTextContent(announcement.text);
    if (announcement.link) {
      expect(within(bar()!).getByRole('link', { name: announcement.link.label })).toHaveAttribute('href', announcement.link.href);
    }
  });

  it('stays dismissed while the visitor moves around the site, and after a reload', async () => {
    const user = userEvent.setup();
    const { unmount } = renderSite('/', withBar);
    await user.click(dismissButton()!);
    expect(bar()).toBeNull();
    expect(sessionStorage.getItem(DISMISSED_KEY)).toBe(announcement.id);
    expect(document.documentElement.getAttribute(DISMISSED_ATTRIBUTE)).toBe(announcement.id);
    expect(screen.getByRole('link', { name: site.company.name })).toHaveFocus();

    navigate(site.pages.at(-1)!.path);
    expect(bar()).toBeNull();

    unmount();
    renderSite('/', withBar);
    expect(bar()).toBeNull();
  });

  it('comes back when site.yaml announces something new', () => {
    sessionStorage.setItem(DISMISSED_KEY, 'an-older-announcement');
    renderSite('/', withBar);
    expect(bar()).toHaveTextContent(announcement.text);
  });
});

describe('the inline script in index.html', () => {
  const html = readFileSync('index.html', 'utf8');
  const script = /<head>[\s\S]*?<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  const run = () => new Function(script!)();

  it('marks <html> before the first paint when this session dismissed an announcement', () => {
    sessionStorage.setItem(DISMISSED_KEY, announcement.id);
    run();
    expect(document.documentElement.getAttribute(DISMISSED_ATTRIBUTE)).toBe(announcement.id);
  });

  it('leaves <html> alone otherwise', () => {
    run();
    expect(document.documentElement.hasAttribute(DISMISSED_ATTRIBUTE)).toBe(false);
  });

  it('gives up quietly when session storage is refused', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(run).not.toThrow();
    getItem.mockRestore();
  });

  it('hides the prerendered bar with CSS once <html> is marked', () => {
    renderSite('/', withBar);
    document.documentElement.setAttribute(DISMISSED_ATTRIBUTE, announcement.id);
    const prerendered = screen.getByRole('button', { name: site.ui.dismiss, hidden: true }).closest('aside');
    expect(prerendered).not.toBeVisible();
  });
});
