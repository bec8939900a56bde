import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSite, site, submenuName, threeLevels } from './fixture.tsx';

const { top, middle, leaf } = threeLevels();

/** The desktop bar; the mobile panel shares the landmark but is hidden until its button opens it. */
function mainNav() {
  return within(screen.getByRole('navigation', { name: site.ui.mainNavigation }));
}

const submenuButton = (item: typeof top) => mainNav().getByRole('button', { name: submenuName(item) });
const submenuOf = (item: typeof top) => document.getElementById(submenuButton(item).getAttribute('aria-controls')!)!;

describe('the desktop navigation', () => {
  it('lists every top-level item as a link to its page', () => {
    renderSite('/');
    for (const item of site.menu) {
      expect(mainNav().getByRole('link', { name: item.title })).toHaveAttribute('href', item.href);
    }
  });

  it('keeps parents as links and gives them a closed disclosure button', () => {
    renderSite('/');
    const button = submenuButton(top);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(submenuOf(top)).not.toBeVisible();
    expect(mainNav().getByRole('link', { name: top.title })).toHaveAttribute('href', top.href);
  });

  it('opens on hover at both levels and closes only after a grace period once the pointer leaves', async () => {
    const user = userEvent.setup();
    renderSite('/');
    await user.hover(mainNav().getByRole('link', { name: top.title }));
    expect(submenuButton(top)).toHaveAttribute('aria-expanded', 'true');
    await user.hover(mainNav().getByRole('link', { name: middle.title }));
    expect(submenuButton(middle)).toHaveAttribute('aria-expanded', 'true');
    expect(within(submenuOf(middle)).getByRole('link', { name: leaf.title })).toBeVisible();

    await user.unhover(mainNav().getByRole('link', { name: middle.title }));
    await user.unhover(mainNav().getByRole('link', { name: top.title }));
    expect(submenuOf(top)).toBeVisible();
    await waitFor(() => expect(submenuOf(top)).not.toBeVisible());
    expect(submenuButton(top)).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open when the pointer comes back within the grace period', async () => {
    const user = userEvent.setup();
    renderSite('/');
    const parent = mainNav().getByRole('link', { name: top.title });
    await user.hover(parent);
    await user.unhover(parent);
    await user.hover(parent);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(submenuOf(top)).toBeVisible();
  });

  it('opens and closes with clicks on the disclosure buttons at both levels', async () => {
    const user = userEvent.setup();
    renderSite('/');
    await user.click(submenuButton(top));
    expect(submenuButton(top)).toHaveAttribute('aria-expanded', 'true');
    await user.click(submenuButton(middle));
    expect(within(submenuOf(middle)).getByRole('link', { name: leaf.title })).toBeVisible();
    await user.click(submenuButton(middle));
    expect(submenuOf(middle)).not.toBeVisible();
    await user.click(submenuButton(top));
    expect(submenuOf(top)).not.toBeVisible();
  });

  it('keeps a clicked dropdown open after the pointer leaves, until a click outside', async () => {
    const user = userEvent.setup();
    renderSite('/');
    await user.click(submenuButton(top));
    await user.unhover(submenuButton(top));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(submenuOf(top)).toBeVisible();
    await user.click(document.body);
    expect(submenuOf(top)).not.toBeVisible();
  });

  it.each(['{Enter}', ' '])('opens with %s on the button', async (key) => {
    const user = userEvent.setup();
    renderSite('/');
    submenuButton(top).focus();
    await user.keyboard(key);
    expect(submenuButton(top)).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(key);
    expect(submenuButton(top)).toHaveAttribute('aria-expanded', 'false');
  });

  it('walks all three levels from the keyboard; Escape closes one level and returns focus to its button', async () => {
    const user = userEvent.setup();
    renderSite('/');
    submenuButton(top).focus();
    await user.keyboard('{ArrowDown}');
    expect(submenuButton(top)).toHaveAttribute('aria-expanded', 'true');
    expect(submenuOf(top).querySelector('a')).toHaveFocus();

    submenuButton(middle).focus();
    await user.keyboard('{ArrowDown}');
    expect(within(submenuOf(middle)).getByRole('link', { name: leaf.title })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(submenuOf(middle)).not.toBeVisible();
    expect(submenuButton(middle)).toHaveFocus();
    expect(submenuOf(top)).toBeVisible();

    await user.keyboard('{Escape}');
    expect(submenuOf(top)).not.toBeVisible();
    expect(submenuButton(top)).toHaveFocus();
  });

  it('reaches the children with Tab once open, and closes when focus moves out', async () => {
    const user = userEvent.setup();
    renderSite('/');
    submenuButton(top).focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(within(submenuOf(top)).getAllByRole('link')[0]).toHaveFocus();

    await user.tab({ shift: true });
    expect(submenuButton(top)).toHaveFocus();
    await user.tab({ shift: true });
    expect(mainNav().getByRole('link', { name: top.title })).toHaveFocus();
    expect(submenuOf(top)).toBeVisible();
    await user.tab({ shift: true });
    expect(submenuOf(top)).not.toBeVisible();
  });

  it('closes when a link inside is followed', async () => {
    const user = userEvent.setup();
    renderSite('/');
    await user.click(submenuButton(top));
    await user.click(submenuButton(middle));
    await user.click(within(submenuOf(middle)).getByRole('link', { name: leaf.title }));
    expect(window.location.pathname).toBe(leaf.href);
    expect(submenuOf(top)).not.toBeVisible();
    expect(submenuButton(top)).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('the active page in the desktop navigation', () => {
  it('marks the current link with aria-current and its ancestors as holding it', async () => {
    const user = userEvent.setup();
    renderSite(leaf.href);
    const topLink = mainNav().getByRole('link', { name: top.title });
    expect(topLink).not.toHaveAttribute('aria-current');
    expect(topLink).toHaveAttribute('data-active-trail');

    await user.click(submenuButton(top));
    await user.click(submenuButton(middle));
    expect(within(submenuOf(top)).getByRole('link', { name: middle.title })).toHaveAttribute('data-active-trail');
    const current = within(submenuOf(middle)).getByRole('link', { name: leaf.title });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).not.toHaveAttribute('data-active-trail');
    expect(mainNav().getAllByRole('link', { current: 'page' })).toEqual([current]);
  });

  it('marks a top-level page without marking any other item', () => {
    renderSite(top.href);
    const link = mainNav().getByRole('link', { name: top.title });
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(document.querySelectorAll('[data-active-trail]')).toHaveLength(0);
  });
});
