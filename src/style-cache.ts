import type { EmotionCache, Options } from '@emotion/cache';
import { StyleSheet } from '@emotion/sheet';
import { namesInRules } from './style-names.ts';

/*
 * Emotion's cache for the browser, without the CSS compiler (stylis) that Emotion's own cache
 * carries; the client build gives it to Emotion in place of @emotion/cache. A prerendered page
 * arrives with every rule it uses in its <style> tag (see entry-server.tsx), so hydrating it needs
 * only the names of those rules. A rule the document does not have yet, such as another page's
 * blocks after a navigation in the app, needs the compiler, which is then loaded: the chunks of
 * other pages wait for it (see the page loaders in pipeline/build/site-modules.ts), so such a page
 * never shows unstyled.
 */

let compiler: EmotionCache | undefined;
let loading: Promise<EmotionCache> | undefined;

/** Emotion's own cache, used only to compile rules into the sheet that asks for them; loaded once. Like the prerender's, it adds no vendor prefixes. */
export function loadStyleCompiler(): Promise<EmotionCache> {
  loading ??= import('@emotion/cache').then(({ default: createEmotionCache }) => (compiler = createEmotionCache({ key: 'css-compiler', stylisPlugins: [] })));
  return loading;
}

/** The names of the rules the page's style tags hold: those a tag lists, and those its rules show (a built page lists only the former; see style-names.ts). */
function namesIn(key: string, nodes: HTMLStyleElement[]): EmotionCache['inserted'] {
  const inserted: EmotionCache['inserted'] = {};
  for (const node of nodes) {
    for (const name of node.getAttribute('data-emotion')!.split(' ').slice(1)) inserted[name] = true;
    for (const name of namesInRules(key, node.textContent ?? '')) inserted[name] = true;
  }
  return inserted;
}

export default function createCache({ key, container = document.head, nonce }: Options): EmotionCache {
  const nodes = [...document.querySelectorAll<HTMLStyleElement>(`style[data-emotion="${key}"], style[data-emotion^="${key} "]`)];
  // Read when Emotion first asks, in a slice of hydration, rather than as the entry is evaluated
  // (Emotion makes its cache then): reading the home page's rules takes 1 to 9 ms in Chromium, and
  // the entry's evaluation is the longest task of the start already.
  let names: EmotionCache['inserted'] | undefined;
  const known = () => (names ??= namesIn(key, nodes));
  // A built page has its tag in its head already, marked as in place (see render-html.tsx), and it
  // stays there untouched: the sheet would append it to the head again, and moving a style sheet
  // makes the browser work out every element's style and layout anew. A tag in front of the markup
  // is moved out of the way of hydration, as Emotion's own cache does. Rules added later go to new
  // tags at the end of the head, after the page's own either way.
  const outOfPlace = nodes.filter((node) => !node.hasAttribute('data-s'));
  for (const node of outOfPlace) node.setAttribute('data-s', '');
  const sheet = new StyleSheet({ key, container, nonce });
  sheet.hydrate(outOfPlace);
  return {
    key,
    sheet,
    nonce,
    get inserted() {
      return known();
    },
    registered: {},
    insert(selector, serialized, target, shouldCache) {
      const inserted = known();
      // Emotion asks for class rules once; global styles ask on every mount, and may be there already.
      if (inserted[serialized.name]) return;
      if (shouldCache) inserted[serialized.name] = true;
      const compile = (into: EmotionCache) => void into.insert(selector, serialized, target, false);
      if (compiler) compile(compiler);
      else void loadStyleCompiler().then(compile);
    },
  };
}
