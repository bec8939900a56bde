import { describe, expect, it } from 'vitest';
import { takeBlocks } from '../../../src/render-html.tsx';
import { namesInRules } from '../../../src/style-names.ts';

const scriptless = '@media (scripting: none)';

describe('taking blocks out of a page\'s styles', () => {
  it('takes every block with its nested rules and leaves the rest in order', () => {
    const css = `.css-a{color:red;}${scriptless}{.css-a{display:none;}.css-a li{margin:0;}}.css-b{color:blue;}${scriptless}{.css-b{flex:1;}}`;
    expect(takeBlocks(css, scriptless)).toEqual({
      rest: '.css-a{color:red;}.css-b{color:blue;}',
      blocks: [`${scriptless}{.css-a{display:none;}.css-a li{margin:0;}}`, `${scriptless}{.css-b{flex:1;}}`],
    });
  });

  it('reads a brace inside a quoted string as text', () => {
    const block = `${scriptless}{.css-a::after{content:"}";}.css-b::before{content:'{\\'';}}`;
    expect(takeBlocks(`.css-a{}${block}.css-c{}`, scriptless)).toEqual({ rest: '.css-a{}.css-c{}', blocks: [block] });
  });

  it('leaves other media queries, and styles without any block, as they are', () => {
    const css = '.css-a{color:red;}@media (min-width: 768px){.css-a{color:blue;}}';
    expect(takeBlocks(css, scriptless)).toEqual({ rest: css, blocks: [] });
  });

  it('leaves a block nested in another media query inside it, where it means what it says', () => {
    const css = `.css-a{color:red;}@media (max-width: 1023.98px){${scriptless}{.css-a{display:none;}}}`;
    expect(takeBlocks(css, scriptless)).toEqual({ rest: css, blocks: [] });
  });

  it('refuses a block that never closes', () => {
    expect(() => takeBlocks(`${scriptless}{.css-a{display:none;}`, scriptless)).toThrow(/unclosed/);
  });
});

describe('the names a page\'s rules show', () => {
  it('reads class selectors of its key, labelled or not, and keyframes', () => {
    const css = '.css-1x2y{color:red;}.css-1x2y:hover > .css-9z-Label a{color:blue;}@keyframes animation-k3{from{opacity:0;}}.other-q{color:red;}body{margin:0;}';
    expect([...namesInRules('css', css)].sort()).toEqual(['1x2y', '9z-Label', 'animation-k3']);
  });
});
