/** The preview is redrawn by changing only the nodes that differ from what is shown. */
import { describe, expect, it } from 'vitest';
import { morph } from '../../../editor/client/morph.ts';

function drawn(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

function morphed(root: HTMLElement, html: string): HTMLElement {
  const next = document.createElement('template');
  next.innerHTML = html;
  morph(root, next.content);
  return root;
}

describe('morph', () => {
  it('changes the text of a heading in place, leaving its element and the styles beside it as they were', () => {
    const root = drawn('<style>h1{color:red}</style><section><h1 class="a">Phones</h1><p>Text</p></section>');
    const [style, heading] = [root.querySelector('style')!, root.querySelector('h1')!];
    morphed(root, '<style>h1{color:red}</style><section><h1 class="a">Phones that</h1><p>Text</p></section>');
    expect(root.innerHTML).toBe('<style>h1{color:red}</style><section><h1 class="a">Phones that</h1><p>Text</p></section>');
    expect(root.querySelector('style')).toBe(style);
    expect(root.querySelector('h1')).toBe(heading);
  });

  it('follows attributes, added and removed nodes, and a tag that changes', () => {
    const root = drawn('<ul><li data-x="1">a</li><li>b</li><li>c</li></ul><p>end</p>');
    morphed(root, '<ul><li data-y="2">a</li><li>b</li></ul><h2>end</h2><p>more</p>');
    expect(root.innerHTML).toBe('<ul><li data-y="2">a</li><li>b</li></ul><h2>end</h2><p>more</p>');
  });
});
