import { render } from '@testing-library/react';
import { act } from 'react';
import type { MenuItem, Site } from '../../../schema/site.ts';
import { App } from '../../../src/App.tsx';
import { withHead } from '../../../src/lib/head.ts';
import { localSites } from '../../../pipeline/local-sites.ts';
import { site as fixtureSite } from '../../fixtures/site.ts';

/**
 * The fixture site, its pages without their blocks: these tests are about the shell, not about the
 * blocks built beside it.
 */
export const site: Site = { ...fixtureSite, pages: fixtureSite.pages.map((page) => ({ ...page, blocks: [] })) };

/** Opens the site at a path, as a visitor arriving there would. */
export function renderSite(path = '/', content: Site = site) {
  history.pushState(null, '', path);
  return renderHere(content);
}

/** Renders the app at the address and history entry the window is at, as a page load does. */
export function renderHere(content: Site = site) {
  return render(<App site={withHead(localSites(content).en)} />);
}

/** Navigates inside the app the way a link does (wouter listens to pushState). */
export function navigate(path: string) {
  act(() => history.pushState(null, '', path));
}

/** Goes back one entry, as the browser's Back button does, once the app has seen the popstate. */
export async function goBack() {
  await act(async () => {
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    history.back();
    await popped;
  });
}

/** Services › Phones › Cloud Calling: the fixture's three-level branch of the menu. */
export function threeLevels(): { top: MenuItem; middle: MenuItem; leaf: MenuItem } {
  const top = site.menu.find((item) => item.id === 'services')!;
  const middle = top.children!.find((item) => item.id === 'phones')!;
  return { top, middle, leaf: middle.children![0]! };
}

export const submenuName = (item: MenuItem) => `${item.title} ${site.ui.submenu}`;
