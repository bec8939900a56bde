import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';

/**
 * Emotion in compat mode collects the page's styles instead of writing a <style> beside each
 * element. They go out as one tag in front of the markup: the build moves it into the page's
 * <head> (see pipeline/build-site.ts), and elsewhere Emotion's browser cache does before hydrating.
 * No style element is left inside the content for visitors without JavaScript, and the first paint
 * has every rule.
 */
function styleTag(cache: EmotionCache): string {
  const rules = Object.entries(cache.inserted).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  if (rules.length === 0) return '';
  return `<style data-emotion="${cache.key} ${rules.map(([name]) => name).join(' ')}">${rules.map(([, css]) => css).join('')}</style>`;
}

/** Renders a tree to HTML, its styles in one tag in front, waiting for lazily loaded parts. */
export async function renderToHtml(tree: ReactNode): Promise<string> {
  // No vendor prefixes: the browsers the build targets (ES2022) need none of those stylis would add,
  // and they were a third of each page's CSS. The few still needed are written by hand.
  const cache = createCache({ key: 'css', stylisPlugins: [] });
  cache.compat = true;
  const { prelude } = await prerender(
    <CacheProvider value={cache}>{tree}</CacheProvider>,
    // Every boundary stays inline: content must be readable without the script that would
    // otherwise reveal large boundaries after the fact.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const html = await new Response(prelude).text();
  return styleTag(cache) + html;
}
