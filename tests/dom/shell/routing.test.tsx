import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pageTitle } from '../../../src/lib/head.ts';
import { navigate, renderSite, site } from './fixture.tsx';

const pageAt = (path: string) => site.pages.find((page) => page.path === path)!;

beforeEach(() => {
  vi.mocked(window.scrollTo).mockClear();
});

async function goBack() {
  const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  history.back();
  await popped;
}

describe('redirects', () => {
  it.each(site.redirects.map((redirect) => [redirect.from, redirect.to]))(
    '%s lands on %s and leaves no history entry behind',
    async (from, to) => {
      renderSite('/');
      const entries = history.length;
      navigate(from);
      expect(window.location.pathname).toBe(to);
      expect(history.length).toBe(entries + 1);
      await waitFor(() => expect(document.title).toBe(pageTitle(pageAt(to), site)));

      await goBack();
      expect(window.location.pathname).toBe('/');
    },
  );

  it('sends a visitor who opens a redirect source straight to its target', () => {
    const redirect = site.redirects[0]!;
    renderSite(redirect.from);
    expect(window.location.pathname).toBe(redirect.to);
  });

  it('sends an unknown path to the home page, replacing it in history', async () => {
    renderSite('/about');
    const entries = history.length;
    navigate('/no-such-page/here');
    expect(window.location.pathname).toBe('/');
    expect(history.length).toBe(entries + 1);
    await goBack();
    expect(window.location.pathname).toBe('/about');
  });

  it('treats a trailing slash as the same page', () => {
    const page = site.pages.find((candidate) => candidate.path !== '/')!;
    renderSite(`${page.path}/`);
    expect(document.title).toBe(pageTitle(page, site));
  });
});

describe('the page title', () => {
  it('follows the route', () => {
    renderSite('/');
    expect(document.title).toBe(pageTitle(pageAt('/'), site));
    const other = site.pages.at(-1)!;
    navigate(other.path);
    expect(document.title).toBe(pageTitle(other, site));
  });
});

describe('scrolling on navigation', () => {
  it('keeps the position the browser chose on the first render', () => {
    renderSite('/');
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top on every change of path', () => {
    renderSite('/');
    navigate(site.pages[1]!.path);
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    navigate(site.pages[2]!.path);
    expect(window.scrollTo).toHaveBeenCalledTimes(2);
  });

  it('moves focus to the main content of the new page', () => {
    renderSite('/');
    navigate(site.pages[1]!.path);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('leaves a change of hash alone', () => {
    renderSite('/');
    navigate('/#main');
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the element a link to another page names with its hash', () => {
    const target = document.createElement('div');
    target.id = 'details';
    target.scrollIntoView = vi.fn();
    document.body.append(target);
    renderSite('/');
    navigate(`${site.pages[1]!.path}#details`);
    expect(target.scrollIntoView).toHaveBeenCalled();
    expect(window.scrollTo).not.toHaveBeenCalled();
    target.remove();
  });
});
