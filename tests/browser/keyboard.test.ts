import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { MenuItem } from '../../schema/site.ts';
import { VIEWPORTS } from '../support/pages.ts';
import { realSite as site } from '../support/real-site.ts';
import { openTab, useBrowser, useTabs } from '../support/browser.ts';

const tab = useTabs(useBrowser());

interface Stop {
  index: number;
  label: string;
  indicator: boolean;
  visible: boolean;
}

/** Where focus is now: its position among all tabbable elements, a label, and whether a focus indicator shows. */
function focusStop(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return null;
    const all = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')];
    const style = getComputedStyle(active);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    const ring = style.boxShadow !== 'none';
    const rect = active.getBoundingClientRect();
    return {
      index: all.indexOf(active),
      label: `${active.tagName.toLowerCase()} "${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 40)}"`,
      indicator: outline || ring,
      visible: rect.width > 0 && rect.height > 0,
    };
  });
}

/** Every element a keyboard user should reach: visible links and controls outside hidden regions. */
function reachable(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const all = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')];
    return all
      .map((element, index) => ({ element, index }))
      .filter(({ element }) => {
        if (element.closest('[inert], [aria-hidden="true"]') || element.tabIndex < 0 || (element as HTMLButtonElement).disabled) return false;
        const rect = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden';
      })
      .map(({ index }) => index);
  });
}

async function tabThrough(page: Page, limit = 150): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    const stop = await focusStop(page);
    if (!stop || (stops.length > 0 && stop.index === stops[0]!.index)) break;
    stops.push(stop);
  }
  return stops;
}

describe.each(Object.entries(VIEWPORTS))('the keyboard path through the home page (%s)', (_name, viewport) => {
  it('reaches every link and control with Tab alone, in page order, always showing focus, and lets go at the end', async () => {
    const { page } = await openTab(tab, inject('baseUrl'), { viewport });
    const expected = await reachable(page);
    const stops = await tabThrough(page);
    expect(stops.map((stop) => stop.index)).toEqual(expected);
    expect(stops.filter((stop) => !stop.indicator || !stop.visible).map((stop) => stop.label)).toEqual([]);
    await page.keyboard.press('Tab');
    const after = await focusStop(page);
    expect(after === null || after.index === stops[0]!.index).toBe(true);
  });

  it('starts with a skip link that moves focus to the main content', async () => {
    const { page } = await openTab(tab, inject('baseUrl'), { viewport });
    await page.keyboard.press('Tab');
    const skip = page.locator(':focus');
    await expect(skip.getAttribute('href')).resolves.toBe('#main');
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => Boolean(document.activeElement?.closest('main')))).resolves.toBe(true);
  });
});

describe('menus from the keyboard', () => {
  it('opens the dropdown and its nested menu with the keyboard and closes them with Escape', async () => {
    const { page } = await openTab(tab, inject('baseUrl'), { viewport: VIEWPORTS.desktop });
    const services = page.getByRole('button', { name: /Services/ });
    await services.focus();
    await page.keyboard.press('Enter');
    await expect(services.getAttribute('aria-expanded')).resolves.toBe('true');
    const telephone = page.getByRole('button', { name: /Business Telephone/ });
    await telephone.focus();
    await page.keyboard.press('ArrowDown');
    await expect(telephone.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.getByRole('link', { name: 'Avaya', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await expect(telephone.getAttribute('aria-expanded')).resolves.toBe('false');
    await page.keyboard.press('Escape');
    await expect(services.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toMatch(/Services/);
  });
});

describe('the mobile menu from the keyboard', () => {
  /** What a keyboard user passes with every submenu opened: each link, then each parent's button and its children. */
  const stopsThrough = (items: MenuItem[]): string[] =>
    items.flatMap((item) => (item.children?.length ? [item.title, `${item.title} ${site.ui.submenu}`, ...stopsThrough(item.children)] : [item.title]));
  const focused = (page: Page) =>
    page.evaluate(() => {
      const active = document.activeElement;
      return { name: active?.textContent?.trim() ?? '', inPanel: Boolean(active?.closest('#mobile-menu')), behind: Boolean(active?.closest('main, footer')) };
    });

  it('opens with Enter, reaches every page with Tab as Enter and Space open submenus, never the page behind, and closes with Escape', async () => {
    const { page } = await openTab(tab, inject('baseUrl'), { viewport: VIEWPORTS.phone });
    const toggle = page.getByRole('button', { name: site.ui.menu, exact: true });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const names: string[] = [];
    let submenus = 0;
    for (let stop = await focused(page); stop.inPanel && names.length < 50; stop = await focused(page)) {
      names.push(stop.name);
      if (stop.name.endsWith(` ${site.ui.submenu}`)) {
        submenus += 1;
        await page.keyboard.press(submenus === 1 ? 'Enter' : 'Space');
        await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).resolves.toBe('true');
      }
      await page.keyboard.press('Tab');
    }
    // Then the call button, and the link to the page in French.
    expect(names).toEqual([...stopsThrough(site.menu), `${site.ui.callNumber} ${site.company.phone}`, 'Français']);
    expect((await focused(page)).behind).toBe(false);

    await page.keyboard.press('Shift+Tab');
    await expect(focused(page)).resolves.toMatchObject({ name: 'Français' });
    await page.keyboard.press('Escape');
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(toggle.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
  });
});
