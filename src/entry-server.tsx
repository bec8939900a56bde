import { sites } from 'virtual:site';
import { languageOfPath } from '../core/languages.ts';
import { contentIcons } from './icons/content-icons.ts';
import { ICON_SHAPES } from './icons/shapes.ts';
import { App } from './App.tsx';
import { renderToHtml } from './render-html.tsx';
import { GlobalStyles } from './theme/GlobalStyles.tsx';

/** The heading face every page preloads: a hashed file the client build publishes too. */
export { HEADING_FONT_URL } from './theme/fonts.ts';

// The prerender draws every content icon; the browser gets each page's with the page.
Object.assign(contentIcons, ICON_SHAPES);

/** Renders one route to HTML at build time. */
export function renderRoute(path: string): Promise<string> {
  return renderToHtml(<App site={sites[languageOfPath(path)] ?? sites.en} others={sites} ssrPath={path} globalStyles={<GlobalStyles />} />);
}
