import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { markArrivalFromMissingPage } from '../../../src/routing/MissingPage.tsx';
import { goBack, navigate, renderHere, renderSite } from './fixture.tsx';

/** Waits for the document's title: the code that changes the head loads with the first page that needs it. */
const titled = (title: string) => vi.waitFor(() => expect(document.title).toBe(title));

beforeEach(() => {
  vi.mocked(window.scrollTo).mockClear();
});

describe('redirects', () => {
  it.each([
    ['/phones', '/services/phones', 'Phones | Harbour Line Telecom'],
    ['/old/cloud', '/services/phones/cloud-calling', 'Cloud Calling | Harbour Line Telecom'],
  ])(
    '%s lands on %s and leaves no history entry behind',
    async (from, to, title) => {
      renderSite('/');
      const entries = history.length;
      navigate(from);
      expect(window.location.pathname).toBe(to);
      expect(history.length).toBe(entries + 1);
      await titled(title);

      await goBack();
      expect(window.location.pathname).toBe('/');
    },
  );

  it('sends a visitor who opens a redirect source straight to its target', () => {
    renderSite('/phones');
    expect(window.location.pathname).toBe('/services/phones');
  });

  it('sends an unknown path to the home page, replacing it in history, and says so there until the next page', async () => {
    renderSite('/about');
    const entries = history.length;
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('');
    navigate('/no-such-page/here');
    expect(window.location.pathname).toBe('/');
    expect(history.length).toBe(entries + 1);
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('That page does not exist. Here is the home page.'));
    navigate('/about');
    await vi.waitFor(() => expect(screen.getByRole('status', { hidden: true }).textContent).toBe(''));
    await goBack();
    expect(window.location.pathname).toBe('/');
    await goBack();
    expect(window.location.pathname).toBe('/about');
  });

  it('says on the home page, once, that the address a 404 page was asked for has no page', async () => {
    history.pushState(null, '', '/');
    sessionStorage.setItem('missing-page', '/gone');
    markArrivalFromMissingPage();
    renderHere();
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('That page does not exist. Here is the home page.'));
    expect(sessionStorage.getItem('missing-page')).toBeNull();
  });

  it('treats a trailing slash as the same page', async () => {
    renderSite('/about/');
    await titled('About | Harbour Line Telecom');
  });
});

describe('the page title', () => {
  it('follows the route', async () => {
    renderSite('/');
    await titled('Harbour Line Telecom | Home');
    navigate('/contact');
    await titled('Contact | Harbour Line Telecom');
  });
});

describe('scrolling on navigation', () => {
  it('keeps the position the browser chose on the first render', () => {
    renderSite('/');
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top on every change of path', () => {
    renderSite('/');
    navigate('/services');
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    navigate('/services/websites');
    expect(window.scrollTo).toHaveBeenCalledTimes(2);
  });

  it('moves focus to the main content of the new page', () => {
    renderSite('/');
    navigate('/services');
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
    navigate('/services#details');
    expect(target.scrollIntoView).toHaveBeenCalled();
    expect(window.scrollTo).not.toHaveBeenCalled();
    target.remove();
  });
});
