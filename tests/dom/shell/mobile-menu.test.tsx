import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { renderSite, site, submenuName, threeLevels } from './fixture.tsx';

const { top, middle, leaf } = threeLevels();
const menuButton = () => screen.getByRole('button', { name: site.ui.menu });
const panel = () => document.getElementById(menuButton().getAttribute('aria-controls')!)!;
const inPanel = () => within(panel());
const submenuButton = (item: typeof top) => inPanel().getByRole('button', { name: submenuName(item) });
/** A link of the panel, shown or folded away (say which with toBeVisible). */
const panelLink = (item: typeof top) => inPanel().getByRole('link', { name: item.title, hidden: true });
/** The panel's links a visitor sees: none inside a closed submenu. */
const shownLinks = () => inPanel().getAllByRole('link').filter((link) => !link.closest('details:not([open]), [hidden]'));
const callName = `${site.ui.callNumber} ${site.company.phone}`;

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
    const links = shownLinks();
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Services', 'About', 'Contact', callName]);
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
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
    expect(document.documentElement.style.overflow).toBe('');
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

  it('sits beside a tap-to-call link for the company phone, a word on screen and the number in its name', () => {
    renderSite('/');
    const call = screen.getByRole('link', { name: `${site.ui.callNumber} ${site.company.phone}` });
    expect(call).toHaveTextContent(new RegExp(`^${site.ui.call}$`));
    expect(call).toHaveAttribute('href', 'tel:+12045550142');
  });

  it('keeps sub-pages folded until the button beside their parent opens them, at every level', async () => {
    const user = userEvent.setup();
    renderSite('/');
    await user.click(menuButton());
    expect(submenuButton(top)).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(submenuButton(top).getAttribute('aria-controls')!)).toContainElement(panelLink(middle));
    expect(panelLink(middle)).not.toBeVisible();

    await user.click(submenuButton(top));
    expect(submenuButton(top)).toHaveAttribute('aria-expanded', 'true');
    for (const child of top.children!) expect(panelLink(child)).toBeVisible();
    expect(panelLink(leaf)).not.toBeVisible();

    await user.click(submenuButton(middle));
    expect(submenuButton(middle)).toHaveAttribute('aria-expanded', 'true');
    expect(panelLink(leaf)).toBeVisible();
    expect(panelLink(top)).toHaveAttribute('href', top.href);

    await user.click(submenuButton(top));
    expect(submenuButton(top)).toHaveAttribute('aria-expanded', 'false');
    expect(panelLink(middle)).not.toBeVisible();
  });

  it('opens and closes a submenu with Enter and Space, and Escape from inside it closes the whole menu', async () => {
    const user = userEvent.setup();
    renderSite('/');
    await user.click(menuButton());
    await user.tab();
    expect(panelLink(top)).toHaveFocus();
    await user.tab();
    expect(submenuButton(top)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(submenuButton(top)).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(submenuButton(top)).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(submenuButton(top)).toHaveAttribute('aria-expanded', 'true');
    act(() => panelLink(middle).focus());
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('opens on the branch that holds the page being shown, and on no other', async () => {
    const user = userEvent.setup();
    renderSite(leaf.href);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton());
    expect(submenuButton(top)).toHaveAttribute('aria-expanded', 'true');
    expect(submenuButton(middle)).toHaveAttribute('aria-expanded', 'true');
    expect(panelLink(leaf)).toBeVisible();
    expect(panelLink(leaf)).toHaveAttribute('aria-current', 'page');
    expect(panelLink(top)).toHaveAttribute('data-active-trail');
  });

  it('ends with a call button for the company phone', async () => {
    const user = userEvent.setup();
    renderSite('/');
    await user.click(menuButton());
    expect(inPanel().getByRole('link', { name: callName })).toHaveAttribute('href', 'tel:+12045550142');
  });

  it('holds the page behind still and out of reach while open, and lets it go on closing', async () => {
    const user = userEvent.setup();
    renderSite('/');
    const main = screen.getByRole('main');
    const footer = await screen.findByRole('contentinfo');
    await user.click(menuButton());
    // The footer sits in a frame of its own, which is what is made inert.
    const inert = (element: HTMLElement) => element.closest('[inert]') !== null;
    expect(inert(main)).toBe(true);
    expect(inert(footer)).toBe(true);
    expect(inert(screen.getByRole('banner'))).toBe(false);
    expect(document.documentElement.style.overflow).toBe('hidden');

    await user.click(menuButton());
    expect(inert(main)).toBe(false);
    expect(inert(footer)).toBe(false);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('lets the page go when it leaves the screen open', async () => {
    const user = userEvent.setup();
    const { unmount } = renderSite('/');
    await user.click(menuButton());
    expect(document.documentElement.style.overflow).toBe('hidden');
    unmount();
    expect(document.documentElement.style.overflow).toBe('');
  });
});
