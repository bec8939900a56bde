import {
  isTokenAtKeyword,
  isTokenBadString,
  isTokenBadURL,
  isTokenCloseParen,
  isTokenFunction,
  isTokenOpenParen,
  isTokenString,
  isTokenURL,
  tokenize,
  type CSSToken,
} from '@csstools/css-tokenizer';

/** The CSS functions whose arguments name a file to load. */
const LOADING_FUNCTIONS = new Set(['url', 'src', 'image-set', '-webkit-image-set']);

/**
 * What a piece of CSS (a <style> element, or an attribute a browser reads as CSS) would load
 * from outside the drawing, in words, or undefined: an `@import`, or a `url()`, `src()` or
 * `image-set()` whose file is not `inside` it. The CSS is read as a browser tokenizes it, escapes
 * resolved, because a pattern over the text misses `u\72l(` and `@\69mport`, which a browser
 * reads as `url(` and `@import`.
 */
export function cssLoad(css: string, inside: (url: string) => boolean): string | undefined {
  const loading = (token: CSSToken) => isTokenFunction(token) && LOADING_FUNCTIONS.has(token[4].value.toLowerCase());
  // How many parentheses are open inside a loading function: every string there names a file.
  let depth = 0;
  for (const token of tokenize({ css })) {
    if (isTokenAtKeyword(token) && token[4].value.toLowerCase() === 'import') return 'imports another stylesheet (@import)';
    if (isTokenBadURL(token)) return 'has a url() that is not written as one';
    if (isTokenURL(token) && !inside(token[4].value)) return `loads "${token[4].value.slice(0, 60)}"`;
    if (depth === 0) {
      if (loading(token)) depth = 1;
      continue;
    }
    if (isTokenFunction(token) && !loading(token)) return `names the file it loads with ${token[4].value}()`;
    if (isTokenString(token) && !inside(token[4].value)) return `loads "${token[4].value.slice(0, 60)}"`;
    if (isTokenBadString(token)) return 'has a file name that is not written as one';
    if (isTokenFunction(token) || isTokenOpenParen(token)) depth += 1;
    if (isTokenCloseParen(token)) depth -= 1;
  }
  return undefined;
}
