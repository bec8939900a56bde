/*
 * The names of the rules a page's style tag holds. Emotion's tag lists them in its `data-emotion`
 * attribute, so that the browser's cache knows what is there already; most of them are also in
 * the rules themselves, as class selectors (`.css-NAME`) and keyframes (`@keyframes NAME`). A
 * built page's tag lists only the names its rules do not show (the global styles'), and the
 * browser reads the rest from the rules: about 1 KB less of HTML on the home pages, 370 bytes of
 * brotli. The build checks that both readings agree (see render-html.tsx).
 */

/** The names the rules of `css` show, for the cache whose key is `key`. */
export function namesInRules(key: string, css: string): Set<string> {
  const names = new Set<string>();
  for (const [, name] of css.matchAll(new RegExp(`\\.${key}-([\\w-]+)`, 'g'))) names.add(name!);
  for (const [, name] of css.matchAll(/@keyframes ([\w-]+)/g)) names.add(name!);
  return names;
}
