import { readFileSync } from 'node:fs';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DISMISSED_ATTRIBUTE, DISMISSED_KEY } from '../../../src/shell/announcement/announcement-dismissal.ts';
import { navigate, renderSite, site } from './fixture.tsx';

const ANNOUNCEMENT_ID = 'spring-check-up';
const dismissButton = () => screen.queryByRole('button', { name: site.ui.dismiss });
const bar = () => dismissButton()?.closest('aside') ?? null;

afterEach(() => {
  document.documentElement.removeAttribute(DISMISSED_ATTRIBUTE);
});

describe('the announcement bar', () => {
  it('is absent when the site has no announcement', () => {
    renderSite('/', { ...site, announcement: undefined });
    expect(dismissButton()).toBeNull();
  });

  it('shows the announcement and its link', () => {
    renderSite('/');
    expect(bar()).toHaveTextContent('Free phone-bill check-ups all spring.');
    expect(within(bar()!).getByRole('link', { name: 'Book one' })).toHaveAttribute('href', '/contact');
  });

  it('stays dismissed while the visitor moves around the site, and after a reload', async () => {
    const user = userEvent.setup();
    const { unmount } = renderSite('/');
    await user.click(dismissButton()!);
    expect(bar()).toBeNull();
    expect(sessionStorage.getItem(DISMISSED_KEY)).toBe(ANNOUNCEMENT_ID);
    expect(document.documentElement.getAttribute(DISMISSED_ATTRIBUTE)).toBe(ANNOUNCEMENT_ID);
    expect(screen.getByRole('link', { name: site.company.name })).toHaveFocus();

    navigate('/contact');
    expect(bar()).toBeNull();

    unmount();
    renderSite('/');
    expect(bar()).toBeNull();
  });

  it('comes back when the site announces something new', () => {
    sessionStorage.setItem(DISMISSED_KEY, 'an-older-announcement');
    renderSite('/');
    expect(bar()).toHaveTextContent('Free phone-bill check-ups all spring.');
  });
});

describe('the inline script in index.html', () => {
  const html = readFileSync('index.html', 'utf8');
  const script = /<head>[\s\S]*?<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  const run = () => new Function(script!)();

  it('marks <html> before the first paint when this session dismissed an announcement', () => {
    sessionStorage.setItem(DISMISSED_KEY, ANNOUNCEMENT_ID);
    run();
    expect(document.documentElement.getAttribute(DISMISSED_ATTRIBUTE)).toBe(ANNOUNCEMENT_ID);
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
    renderSite('/');
    document.documentElement.setAttribute(DISMISSED_ATTRIBUTE, ANNOUNCEMENT_ID);
    const prerendered = screen.getByRole('button', { name: site.ui.dismiss, hidden: true }).closest('aside');
    expect(prerendered).not.toBeVisible();
  });
});
