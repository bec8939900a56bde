import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { theme } from '../../../src/theme/theme.ts';
import { renderSite, site, submenuName, threeLevels } from './fixture.tsx';

const { top, middle, leaf } = threeLevels();
const GRACE = theme.motion.hoverOutDelay;

/** The desktop bar; the mobile panel shares the landmark but is hidden until its button opens it. */
function mainNav() {
  return within(screen.getByRole('navigation', { name: site.ui.mainNavigation }));
}

const submenuButton = (item: typeof top) => mainNav().getByRole('button', { name: submenuName(item) });
const submenuOf = (item: typeof top) => document.getElementById(submenuButton(item).getAttribute('aria-controls')!)!;
const link = (item: typeof top) => mainNav().getByRole('link', { name: item.title });

/*
 * The hover grace period runs on a controlled clock. Pointer moves then go through fireEvent:
 * user-event (through Testing Library's async wrapper) waits on timers of its own, which would never run.
 */
function controlClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}
const pass = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const mouse = { pointerType: 'mouse' };

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
    expect(link(top)).toHaveAttribute('href', top.href);
  });

  it('opens on hover at both levels and closes only after a grace period once the pointer leaves', () => {
    controlClock();
    renderSite('/');
    fireEvent.pointerEnter(link(top), mouse);
    expect(submenuButton(top)).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerEnter(link(middle), mouse);
    expect(submenuButton(middle)).toHaveAttribute('aria-expanded', 'true');
    expect(within(submenuOf(middle)).getByRole('link', { name: leaf.title })).toBeVisible();

    fireEvent.pointerLeave(link(middle), mouse);
    fireEvent.pointerLeave(link(top), mouse);
    pass(GRACE - 1);
    expect(submenuOf(top)).toBeVisible();
    pass(1);
    expect(submenuOf(top)).not.toBeVisible();
    expect(submenuButton(top)).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open when the pointer comes back within the grace period', () => {
    controlClock();
    renderSite('/');
    fireEvent.pointerEnter(link(top), mouse);
    fireEvent.pointerLeave(link(top), mouse);
    pass(GRACE - 1);
    fireEvent.pointerEnter(link(top), mouse);
    pass(GRACE * 2);
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

  it('keeps a clicked dropdown open after the pointer leaves, until a click outside', () => {
    controlClock();
    renderSite('/');
    fireEvent.pointerEnter(submenuButton(top), mouse);
    fireEvent.click(submenuButton(top));
    fireEvent.pointerLeave(submenuButton(top), mouse);
    pass(GRACE * 2);
    expect(submenuOf(top)).toBeVisible();
    fireEvent.pointerDown(document.body, mouse);
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
    expect(link(top)).toHaveFocus();
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
    const topLink = link(top);
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
    expect(link(top)).toHaveAttribute('aria-current', 'page');
    expect(document.querySelectorAll('[data-active-trail]')).toHaveLength(0);
  });
});
