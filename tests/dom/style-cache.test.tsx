import { afterEach, describe, expect, it } from 'vitest';
import createCache from '../../src/style-cache.ts';

afterEach(() => document.head.replaceChildren());

describe('the browser\'s style cache on a built page', () => {
  it('knows the rules a tag lists and those its text shows, and leaves the tag where it is', () => {
    document.head.innerHTML = '<meta charset="utf-8"><style data-s="" data-emotion="css g1">body{margin:0}.css-a1{color:red}.css-b2 li{margin:0}@keyframes animation-c3{from{opacity:0}}</style><title>t</title>';
    const tag = document.head.querySelector('style')!;
    const cache = createCache({ key: 'css' });
    expect(Object.keys(cache.inserted).sort()).toEqual(['a1', 'animation-c3', 'b2', 'g1']);
    expect(document.head.children[1]).toBe(tag);
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
  });

  it('reads a tag that lists no name at all', () => {
    document.head.innerHTML = '<style data-s="" data-emotion="css">.css-a1{color:red}</style>';
    expect(Object.keys(createCache({ key: 'css' }).inserted)).toEqual(['a1']);
  });
});
