import { render } from '@testing-library/react';
import { act } from 'react';
import { loadSite } from '../../../schema/load.ts';
import type { MenuItem, Site } from '../../../schema/site.ts';
import { App } from '../../../src/App.tsx';

/**
 * The real site.yaml, so the tests follow the content. The pages keep their titles but lose their
 * blocks: these tests are about the shell, not about the blocks being built beside it.
 */
function loadRealSite(): Site {
  const loaded = loadSite('site.yaml');
  if (!loaded.ok) throw new Error(`the shell tests read site.yaml, which has problems:\n${JSON.stringify(loaded.problems, null, 2)}`);
  return { ...loaded.site, pages: loaded.site.pages.map((page) => ({ ...page, blocks: [] })) };
}

export const site = loadRealSite();

/** Opens the site at a path, as a visitor arriving there would. */
export function renderSite(path = '/', content: Site = site) {
  history.pushState(null, '', path);
  return render(<App site={content} />);
}

/** Navigates inside the app the way a link does (wouter listens to pushState). */
export function navigate(path: string) {
  act(() => history.pushState(null, '', path));
}

/** The first item with grandchildren, and the path down to it: Services › Business Telephone in site.yaml. */
export function threeLevels(): { top: MenuItem; middle: MenuItem; leaf: MenuItem } {
  for (const top of site.menu) {
    for (const middle of top.children ?? []) {
      const leaf = middle.children?.[0];
      if (leaf) return { top, middle, leaf };
    }
  }
  throw new Error('site.yaml has no three-level menu; the dropdown tests need one');
}

export const submenuName = (item: MenuItem) => `${item.title} ${site.ui.submenu}`;
