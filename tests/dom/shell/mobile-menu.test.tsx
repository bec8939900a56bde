import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { renderSite, site } from './fixture.tsx';

const menuButton = () => screen.getByRole('button', { name: site.ui.menu });
const panel = () => document.getElementById(menuButton().getAttribute('aria-controls')!)!;

describe('the mobile menu', () => {
  it('starts closed, with a button that names and controls its panel', () => {
    renderSite('/');
    expect(menuButton().getAttribute('aria-controls')).toBeTruthy();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel()).queryAllByRole('link')).toEqual([]);
  });

  it('opens a panel of the top-level items and moves focus into it', async () => {
    const user = userEvent.setup();
    renderSite('/');
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    const links = within(panel()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Services', 'About', 'Contact']);
    expect(links[0]).toHaveFocus();
    expect(within(panel()).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('closes again with the same button', async () => {
    const user = userEvent.setup();
    renderSite('/');
    await user.click(menuButton());
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel()).queryAllByRole('link')).toEqual([]);
  });

  it('closes when the visitor follows one of its links', async () => {
    const user = userEvent.setup();
    renderSite('/');
    await user.click(menuButton());
    await user.click(within(panel()).getByRole('link', { name: 'Contact' }));
    expect(window.location.pathname).toBe('/contact');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const user = userEvent.setup();
    renderSite('/');
    await user.click(menuButton());
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes on a tap outside it', async () => {
    const user = userEvent.setup();
    renderSite('/');
    await user.click(menuButton());
    await user.click(screen.getByRole('main'));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the window grows to desktop width', async () => {
    const listeners: ((event: MediaQueryListEvent) => void)[] = [];
    const original = window.matchMedia;
    window.matchMedia = (query: string) =>
      ({
        ...original(query),
        addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.push(listener),
        removeEventListener: () => {},
      }) as MediaQueryList;
    onTestFinished(() => {
      window.matchMedia = original;
    });
    const user = userEvent.setup();
    renderSite('/');
    await user.click(menuButton());
    act(() => listeners.forEach((listener) => listener({ matches: true } as MediaQueryListEvent)));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('sits beside a tap-to-call link for the company phone', () => {
    renderSite('/');
    const call = screen.getByRole('link', { name: site.ui.call });
    expect(call).toHaveAttribute('href', 'tel:+12045550142');
  });
});
