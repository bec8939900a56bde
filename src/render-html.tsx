import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { withoutScripts } from './shell/without-scripts.ts';
import { namesInRules } from './style-names.ts';

/** A prerendered page: its styles in one tag, its markup, and its rules for browsers that run no scripts. */
export interface RenderedPage {
  styles: string;
  html: string;
  /** The `@media (scripting: none)` blocks its rules had, each whole; the build serves them apart. */
  scriptless: string[];
}

/**
 * Takes the top-level blocks of `css` whose prelude is `at` (an at-rule's) out of it: the rest, and
 * the blocks, each from its prelude to its closing brace. A block nested in another (a media query
 * inside a media query) stays where it is, since it means something only inside the other. Braces
 * inside quoted strings are text.
 */
export function takeBlocks(css: string, at: string): { rest: string; blocks: string[] } {
  const blocks: string[] = [];
  let rest = '';
  let depth = 0;
  let quote = '';
  // Where the current top-level rule began.
  let rule = 0;
  for (let index = 0; index < css.length; index++) {
    const char = css[index];
    if (quote) {
      if (char === '\\') index++;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) {
      const text = css.slice(rule, index + 1);
      if (text.startsWith(`${at}{`)) blocks.push(text);
      else rest += text;
      rule = index + 1;
    }
  }
  if (depth !== 0) throw new Error("an unclosed block in the page's styles");
  return { rest: rest + css.slice(rule), blocks };
}

/**
 * Emotion in compat mode collects the page's styles instead of writing a <style> beside each
 * element; they go out as one tag, and no style element is left inside the content for visitors
 * without JavaScript. A tag for the page's head is marked as in place (`data-s`), so that the
 * browser's style cache leaves it there: moving a style sheet makes the browser work out every
 * element's style anew. A tag in front of the markup is moved into the head by that cache.
 */
function styleTag(cache: EmotionCache, inHead: boolean, css = cssOf(cache)): string {
  if (css === '') return '';
  const names = Object.entries(cache.inserted).flatMap(([name, rule]) => (typeof rule === 'string' ? [name] : []));
  // A tag in the head lists only the names its rules do not show; the browser reads the others
  // from the rules (style-names.ts). Both readings must give the same names, or a rule the page
  // has would be inserted again, or one it lacks never.
  const shown = namesInRules(cache.key, css);
  const strays = [...shown].filter((name) => !(name in cache.inserted));
  if (strays.length > 0) throw new Error(`the page's styles name rules it does not have: ${strays.join(', ')}`);
  const listed = inHead ? names.filter((name) => !shown.has(name)) : names;
  return `<style${inHead ? ' data-s=""' : ''} data-emotion="${[cache.key, ...listed].join(' ')}">${css}</style>`;
}

/** The rules a cache collected, in the order they were inserted. */
function cssOf(cache: EmotionCache): string {
  return Object.values(cache.inserted).filter((rule): rule is string => typeof rule === 'string').join('');
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

/**
 * Renders a page: its markup, and its styles in a tag for its head. The rules for browsers that
 * run no scripts come apart: with scripts they never apply, and a page that carries them inline
 * makes every visitor download them (on /fr, about 250 bytes of brotli that helped push its HTML
 * past what the first round trip carries).
 */
export async function renderPage(tree: ReactNode): Promise<RenderedPage> {
  const { cache, html } = await prerenderStyled(tree);
  const { rest, blocks } = takeBlocks(cssOf(cache), withoutScripts);
  return { styles: styleTag(cache, true, rest), html, scriptless: blocks };
}

/** Renders a tree to HTML, its styles in one tag in front. */
export async function renderToHtml(tree: ReactNode): Promise<string> {
  const { cache, html } = await prerenderStyled(tree);
  return styleTag(cache, false) + html;
}
