import { languageOfPath } from '../core/languages.ts';
import { contentIcons } from './icons/content-icons.ts';
import { ICON_SHAPES } from './icons/shapes.ts';
import { App } from './App.tsx';
import { renderPage, type RenderedPage } from './render-html.tsx';
import { GlobalStyles } from './theme/GlobalStyles.tsx';
import type { PrerenderSites } from './view-model.ts';

/** The face every page preloads: a hashed file the client build publishes too. */
export { FACE_URL } from './theme/fonts.ts';

// The prerender draws every content icon; the browser gets each page's with the page.
Object.assign(contentIcons, ICON_SHAPES);

/**
 * Renders one route to HTML at build time, from the site the build holds: handed over in memory
 * rather than bundled, so that a large site is never written out, bundled and read back.
 */
export function renderRoute(path: string, sites: PrerenderSites): Promise<RenderedPage> {
  return renderPage(<App site={sites[languageOfPath(path)] ?? sites.en} others={sites} ssrPath={path} globalStyles={<GlobalStyles />} />);
}
