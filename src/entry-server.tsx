import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prerender } from 'react-dom/static';
import { sites } from 'virtual:site';
import { languageOfPath } from './lib/languages.ts';
import { contentIcons } from './icons/content-icons.ts';
import { ICON_SHAPES } from './icons/shapes.ts';

// The prerender draws every content icon; the browser gets each page's with the page.
Object.assign(contentIcons, ICON_SHAPES);
import { App } from './App.tsx';
import { GlobalStyles } from './theme/GlobalStyles.tsx';

/**
 * Emotion in compat mode collects the page's styles instead of writing a <style> beside each
 * element. They go out as one tag in front of the markup, which Emotion's browser cache moves into
 * <head> before hydration; no style element is left inside the content for visitors without
 * JavaScript, and the first paint has every rule.
 */
function styleTag(cache: EmotionCache): string {
  const rules = Object.entries(cache.inserted).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  if (rules.length === 0) return '';
  return `<style data-emotion="${cache.key} ${rules.map(([name]) => name).join(' ')}">${rules.map(([, css]) => css).join('')}</style>`;
}

/** Renders one route to HTML at build time, waiting for lazily loaded parts. */
export async function renderRoute(path: string): Promise<string> {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const { prelude } = await prerender(
    <CacheProvider value={cache}>
      <App site={sites[languageOfPath(path)] ?? sites.en} others={sites} ssrPath={path} globalStyles={<GlobalStyles />} />
    </CacheProvider>,
    // Every boundary stays inline: content must be readable without the script that would
    // otherwise reveal large boundaries after the fact.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const html = await new Response(prelude).text();
  return styleTag(cache) + html;
}

