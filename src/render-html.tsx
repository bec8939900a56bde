import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';

/** A prerendered page: its styles in one tag, and its markup. */
export interface RenderedPage {
  styles: string;
  html: string;
}

/**
 * Emotion in compat mode collects the page's styles instead of writing a <style> beside each
 * element; they go out as one tag, and no style element is left inside the content for visitors
 * without JavaScript. A tag for the page's head is marked as in place (`data-s`), so that the
 * browser's style cache leaves it there: moving a style sheet makes the browser work out every
 * element's style anew. A tag in front of the markup is moved into the head by that cache.
 */
function styleTag(cache: EmotionCache, inHead: boolean): string {
  const rules = Object.entries(cache.inserted).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  if (rules.length === 0) return '';
  return `<style${inHead ? ' data-s=""' : ''} data-emotion="${cache.key} ${rules.map(([name]) => name).join(' ')}">${rules.map(([, css]) => css).join('')}</style>`;
}

/** Renders a tree to HTML, waiting for lazily loaded parts, and the cache that collected its styles. */
async function prerenderStyled(tree: ReactNode): Promise<{ cache: EmotionCache; html: string }> {
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
  return { cache, html: await new Response(prelude).text() };
}

/** Renders a page: its markup, and its styles in a tag for its head. */
export async function renderPage(tree: ReactNode): Promise<RenderedPage> {
  const { cache, html } = await prerenderStyled(tree);
  return { styles: styleTag(cache, true), html };
}

/** Renders a tree to HTML, its styles in one tag in front. */
export async function renderToHtml(tree: ReactNode): Promise<string> {
  const { cache, html } = await prerenderStyled(tree);
  return styleTag(cache, false) + html;
}
