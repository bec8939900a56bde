import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { MenuItem } from '../../schema/site.ts';
import { telHref } from '../../core/phone.ts';
import { theme } from '../../src/theme/theme.ts';
import { useBrowser, useTabs } from '../support/browser.ts';
import { waitForApp } from '../support/pages.ts';
import { realSite as site } from '../support/real-site.ts';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

/** The first menu item with grandchildren: Services › Business Telephone › RingCentral in site.yaml. */
const [top, middle] = (() => {
  for (const item of site.menu) {
    const nested = item.children?.find((child) => child.children?.length);
    if (nested) return [item, nested] as const;
  }
  throw new Error('site.yaml has no three-level menu');
})();
const leaf = middle.children![0]!;

const tab = useTabs(useBrowser());

/** The file's tab, at `viewport`, loaded at `path` with its app settled. */
async function open(path: string, viewport: { width: number; height: number }, reducedMotion: 'reduce' | 'no-preference' = 'no-preference'): Promise<Page> {
  const { page } = await tab({ viewport, reducedMotion });
  await page.goto(`${inject('baseUrl')}${path}`);
  await waitForApp(page);
  return page;
}

const nav = (page: Page) => page.getByRole('navigation', { name: site.ui.mainNavigation });
const menuButton = (page: Page) => nav(page).getByRole('button', { name: site.ui.menu, exact: true });
const submenuButton = (page: Page, item: MenuItem) => nav(page).getByRole('button', { name: `${item.title} ${site.ui.submenu}` });
const navLink = (page: Page, item: MenuItem) => nav(page).getByRole('link', { name: item.title, exact: true });
const pathOf = (page: Page) => new URL(page.url()).pathname;
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());

describe('the desktop menu at 1280×800', () => {
  it('opens all three levels on hover and closes once the pointer has left', async () => {
    const page = await open('/', DESKTOP);
    await navLink(page, top).hover();
    await navLink(page, middle).waitFor();
    await navLink(page, middle).hover();
    await navLink(page, leaf).waitFor();
    await navLink(page, leaf).hover();
    await expect(submenuButton(page, middle).getAttribute('aria-expanded')).resolves.toBe('true');

    await page.mouse.move(DESKTOP.width / 2, DESKTOP.height - 10);
    await navLink(page, middle).waitFor({ state: 'hidden' });
    await expect(submenuButton(page, top).getAttribute('aria-expanded')).resolves.toBe('false');
  });

  it('opens all three levels from the keyboard and closes them one by one with Escape', async () => {
    const page = await open('/', DESKTOP);
    await submenuButton(page, top).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(focusedText(page)).resolves.toBe(top.children![0]!.title);
    await submenuButton(page, middle).focus();
    await page.keyboard.press('ArrowDown');
    await expect(focusedText(page)).resolves.toBe(leaf.title);

    await page.keyboard.press('Escape');
    await navLink(page, leaf).waitFor({ state: 'hidden' });
    await expect(focusedText(page)).resolves.toBe(`${middle.title} ${site.ui.submenu}`);
    await page.keyboard.press('Escape');
    await navLink(page, middle).waitFor({ state: 'hidden' });
    await expect(focusedText(page)).resolves.toBe(`${top.title} ${site.ui.submenu}`);
  });

  it('keeps open menus inside the window, even at the narrowest desktop width', async () => {
    const page = await open('/', { width: 1024, height: 700 });
    await submenuButton(page, top).click();
    await submenuButton(page, middle).click();
    await navLink(page, leaf).waitFor();
    const sticksOut = await page.evaluate(() =>
      [...document.querySelectorAll('nav ul ul')].some((list) => {
        const rect = list.getBoundingClientRect();
        return rect.width > 0 && (rect.left < 0 || rect.right > document.documentElement.clientWidth);
      }),
    );
    expect(sticksOut).toBe(false);
  });

  it('marks the current page and the items above it', async () => {
    const page = await open(leaf.href, DESKTOP);
    await expect(navLink(page, top).getAttribute('data-active-trail')).resolves.toBe('');
    await submenuButton(page, top).click();
    await submenuButton(page, middle).click();
    await expect(navLink(page, leaf).getAttribute('aria-current')).resolves.toBe('page');
  });
});

describe('the mobile menu at 375×812', () => {
  it('hides the desktop menu, and offers the menu button and a tap-to-call link', async () => {
    const page = await open('/', PHONE);
    await expect(submenuButton(page, top).isVisible()).resolves.toBe(false);
    await expect(menuButton(page).isVisible()).resolves.toBe(true);
    const call = page.getByRole('banner').getByRole('link', { name: site.ui.call });
    await expect(call.getAttribute('href')).resolves.toMatch(/^tel:\+?\d+$/);
  });

  it('opens, navigates and closes', async () => {
    const page = await open('/', PHONE);
    const button = menuButton(page);
    await button.click();
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    const target = site.menu.find((item) => item.href !== '/')!;
    await expect(focusedText(page)).resolves.toBe(site.menu[0]!.title);
    await panel.getByRole('link', { name: target.title, exact: true }).click();
    await page.waitForURL(`**${target.href}`);
    // The menu closes when the new page is shown, once its content has come.
    await expect.poll(() => button.getAttribute('aria-expanded'), { timeout: 5000 }).toBe('false');
    await panel.waitFor({ state: 'hidden' });
  });

  it('closes on Escape, even from inside a submenu, and hands focus back to the button', async () => {
    const page = await open('/', PHONE);
    const button = menuButton(page);
    await button.click();
    await submenuButton(page, top).click();
    await navLink(page, middle).focus();
    await page.keyboard.press('Escape');
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(button.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
  });

  it('folds sub-pages under their parent until its button opens them, at every level', async () => {
    const page = await open('/', PHONE);
    await menuButton(page).click();
    await expect(navLink(page, top).isVisible()).resolves.toBe(true);
    await expect(submenuButton(page, top).getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(navLink(page, middle).isVisible()).resolves.toBe(false);

    await submenuButton(page, top).click();
    await expect(submenuButton(page, top).getAttribute('aria-expanded')).resolves.toBe('true');
    for (const child of top.children!) await expect(navLink(page, child).isVisible()).resolves.toBe(true);
    await expect(navLink(page, leaf).isVisible()).resolves.toBe(false);

    await submenuButton(page, middle).click();
    await expect(submenuButton(page, middle).getAttribute('aria-expanded')).resolves.toBe('true');
    await navLink(page, leaf).click();
    await page.waitForURL(`**${leaf.href}`);
    // The address changes at once; the menu closes when the new page is shown, once its content has come.
    await expect.poll(() => menuButton(page).getAttribute('aria-expanded'), { timeout: 5000 }).toBe('false');
  });

  it('opens on the branch that holds the page being shown', async () => {
    const page = await open(leaf.href, PHONE);
    await menuButton(page).click();
    await expect(submenuButton(page, top).getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(submenuButton(page, middle).getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(navLink(page, leaf).getAttribute('aria-current')).resolves.toBe('page');
  });

  it('ends with a call button for the company phone', async () => {
    const page = await open('/', PHONE);
    await menuButton(page).click();
    const call = nav(page).getByRole('link', { name: `${site.ui.callNumber} ${site.company.phone}` });
    await expect(call.isVisible()).resolves.toBe(true);
    await expect(call.getAttribute('href')).resolves.toBe(telHref(site.company.phone));
  });

  it('dims the page behind, holding it still and out of reach, until a tap on it closes the menu where the visitor was', async () => {
    const page = await open('/', PHONE);
    const landmarksInert = () =>
      page.evaluate(() => ['header', 'main', 'footer'].map((tag) => document.querySelector(tag)!.closest('[inert]') !== null));
    const scrolled = () => page.evaluate(() => window.scrollY);
    await page.evaluate(() => window.scrollTo(0, 200));
    const where = await scrolled();
    expect(where).toBe(200);
    // A click by position: a locator's click would first scroll the button into view.
    const box = (await menuButton(page).boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await waitForApp(page);
    await expect(landmarksInert()).resolves.toEqual([false, true, true]);
    await expect(page.evaluate(() => getComputedStyle(document.documentElement).overflow)).resolves.toBe('hidden');
    const dimmed = await page.evaluate(([x, y]) => getComputedStyle(document.elementFromPoint(x!, y!)!).backgroundColor, [PHONE.width / 2, PHONE.height - 20]);
    expect(dimmed).toBe(theme.color.scrim);

    await page.mouse.click(PHONE.width / 2, PHONE.height - 20);
    await waitForApp(page);
    await expect(menuButton(page).getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(landmarksInert()).resolves.toEqual([false, false, false]);
    await expect(page.evaluate(() => getComputedStyle(document.documentElement).overflow)).resolves.toBe('visible');
    await expect(scrolled()).resolves.toBe(where);
    await expect(menuButton(page).evaluate((element) => element === document.activeElement)).resolves.toBe(true);
  });

  it.each([
    ['slides down in 0.3 s', 'no-preference', theme.motion.base],
    ['does not move for visitors who ask for less motion', 'reduce', theme.motion.instant],
  ] as const)('%s', async (_name, reducedMotion, duration) => {
    const page = await open('/', PHONE, reducedMotion);
    await menuButton(page).click();
    const panel = page.locator(`#${await menuButton(page).getAttribute('aria-controls')}`);
    const transition = await panel.evaluate((element) => {
      const style = getComputedStyle(element);
      return { property: style.transitionProperty, seconds: parseFloat(style.transitionDuration) };
    });
    expect(transition.property).toBe('clip-path');
    expect(transition.seconds * 1000).toBeCloseTo(duration);
  });
});

describe('navigation', () => {
  it('follows the home page link to /ringcentral onto its page, and Back returns home', async () => {
    const redirect = site.redirects.find((candidate) => candidate.from === '/ringcentral')!;
    const page = await open('/', DESKTOP);
    await page.locator('main a[href="/ringcentral"]').first().click();
    await page.waitForURL(`**${redirect.to}`);
    expect(pathOf(page)).toBe(redirect.to);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    expect(pathOf(page)).toBe('/');
  });

  it('starts each new page at the top', async () => {
    const page = await open('/', DESKTOP);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const target = site.footer.importantLinks.links.find((link) => link.href !== '/')!;
    await page.getByRole('contentinfo').getByRole('link', { name: target.label, exact: true }).click();
    await page.waitForURL(`**${target.href}`);
    // The new page is shown (and the window scrolled up) once its content has come.
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
  });
});

describe.runIf(site.announcement)('the announcement bar', () => {
  const announcement = site.announcement!;
  const display = (page: Page) =>
    page.evaluate((text) => {
      const bar = [...document.querySelectorAll('aside')].find((element) => element.textContent?.includes(text));
      return bar ? getComputedStyle(bar).display : 'absent';
    }, announcement.text);

  it('shows on desktop only', async () => {
    const phone = await open('/', PHONE);
    await expect(display(phone)).resolves.toBe('none');
    const desktop = await open('/', DESKTOP);
    await expect(display(desktop)).resolves.not.toMatch(/none|absent/);
  });

  it('stays dismissed across navigation and reloads, never showing in the first paint', async () => {
    const page = await open('/', DESKTOP);
    await page.getByRole('button', { name: site.ui.dismiss }).click();
    await expect(display(page)).resolves.toBe('absent');

    const other = site.menu.find((item) => item.href !== '/')!;
    await navLink(page, other).click();
    await page.waitForURL(`**${other.href}`);
    await expect(display(page)).resolves.toBe('absent');

    const watching = await page.addInitScript((text) => {
      const frames: string[] = [];
      Object.assign(window, { barInFrames: frames });
      const watch = () => {
        const bar = [...document.querySelectorAll('aside')].find((element) => element.textContent?.includes(text));
        frames.push(bar ? getComputedStyle(bar).display : 'absent');
        if (frames.length < 120) requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    }, announcement.text);
    await page.reload();
    await watching.dispose();
    await waitForApp(page);
    const frames = await page.evaluate(() => (window as unknown as { barInFrames: string[] }).barInFrames);
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.filter((state) => state !== 'none' && state !== 'absent')).toEqual([]);

    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload({ waitUntil: 'load' });
    await expect(display(page)).resolves.toBe('none');
    await page.unrouteAll();
  });
});
