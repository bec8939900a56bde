import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readSvg } from '../../../pipeline/images/svg.ts';

const svg = (inner: string, attributes = '') => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${attributes}>${inner}</svg>`;
const read = (text: string) => readSvg(Buffer.from(text));
/** Why a drawing is refused, without the advice that follows. */
const refusal = (text: string) => {
  const reading = read(text);
  return reading.ok ? 'published' : reading.problem.replace(/^the SVG could run code or load files in the browser of anyone who opens it: /, '').replace(/; export it again.*$/, '');
};

describe('reading an SVG before it is shown or published', () => {
  it('refuses scripts, event handlers, embedded HTML and script links, however they are written', () => {
    expect(refusal(svg('<script>alert(1)</script>'))).toBe('it has a <script> element');
    expect(refusal(svg('<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>'))).toBe('it has a <script> element');
    // An unusual prefix is still the SVG namespace to a browser.
    expect(refusal(svg('<a.b:script xmlns:a.b="http://www.w3.org/2000/svg">alert(1)</a.b:script>'))).toBe('it has a <script> element');
    expect(refusal(svg('<rect/>', ' onload="alert(1)"'))).toBe('it has an event handler attribute (onload=)');
    expect(refusal(svg('<rect\nONCLICK = "alert(1)"/>'))).toBe('it has an event handler attribute (ONCLICK=)');
    expect(refusal(svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">Hi</div></foreignObject>'))).toBe('it has a <foreignObject> element');
    expect(refusal(svg('<a href="javascript:alert(1)"><rect/></a>'))).toBe('it has a link to "javascript:alert(1)"');
    expect(refusal(svg('<a xmlns:x="http://www.w3.org/1999/xlink" x:href="&#106;ava&#x09;script:alert(1)"><rect/></a>'))).toBe('it has a link to "javascript:alert(1)"');
    expect(refusal(svg('<html:iframe xmlns:html="http://www.w3.org/1999/xhtml" srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"/>'))).toBe('it has a <iframe> element');
  });

  it('refuses what loads files from elsewhere', () => {
    expect(refusal(svg('<image href="https://tracker.example/pixel.png" width="1" height="1"/>'))).toBe('<image> links to "https://tracker.example/pixel.png"');
    expect(refusal(svg('<use href="https://example.com/icons.svg#phone"/>'))).toBe('<use> links to "https://example.com/icons.svg#phone"');
    expect(refusal(svg('<rect fill="url(https://example.com/paint.svg#g)"/>'))).toBe('<rect fill> loads "https://example.com/paint.svg#g"');
    expect(refusal(svg('<style>@import url(/theme.css);</style>'))).toBe('its <style> imports another stylesheet (@import)');
    expect(refusal(svg('<style>rect { fill: url("https://example.com/g.svg#a") }</style>'))).toBe('its <style> loads "https://example.com/g.svg#a"');
  });

  it('reads CSS as a browser does, so no escape or other function spells a load past the check', () => {
    const loads = 'https://example.com/x';
    expect(refusal(svg(String.raw`<style>rect { fill: u\72l(https://example.com/x) }</style>`))).toBe(`its <style> loads "${loads}"`);
    expect(refusal(svg(String.raw`<rect style="fill:\75rl(https://example.com/x)"/>`))).toBe(`<rect style> loads "${loads}"`);
    expect(refusal(svg(String.raw`<rect fill="\000075rl('https://example.com/x')"/>`))).toBe(`<rect fill> loads "${loads}"`);
    expect(refusal(svg(String.raw`<rect mask="URL( 'https://example.com/x' )"/>`))).toBe(`<rect mask> loads "${loads}"`);
    expect(refusal(svg(String.raw`<path marker-start="url(https://example.com/x)"/>`))).toBe(`<path marker-start> loads "${loads}"`);
    expect(refusal(svg(String.raw`<rect style="fill: image-set('https://example.com/x' 1x)"/>`))).toBe(`<rect style> loads "${loads}"`);
    expect(refusal(svg(String.raw`<rect style="fill: -webkit-image-set(url(https://example.com/x) 1x)"/>`))).toBe(`<rect style> loads "${loads}"`);
    expect(refusal(svg(String.raw`<style>rect { fill: src("https://example.com/x") }</style>`))).toBe(`its <style> loads "${loads}"`);
    expect(refusal(svg(String.raw`<style>@\69mport "https://example.com/x";</style>`))).toBe('its <style> imports another stylesheet (@import)');
    expect(refusal(svg(String.raw`<rect style="@IMPORT 'https://example.com/x'"/>`))).toBe('<rect style> imports another stylesheet (@import)');
    expect(refusal(svg(String.raw`<rect clip-path="src(var(--shape))"/>`))).toBe('<rect clip-path> names the file it loads with var()');
    expect(refusal(svg(String.raw`<rect filter="url(var(--effect))"/>`))).toBe('<rect filter> has a url() that is not written as one');
  });

  it('publishes CSS that keeps to the drawing, however it is spelled', () => {
    for (const inner of [
      String.raw`<style>/* @import "x.css"; url(https://example.com/x) */ rect { fill: u\72l(#g) }</style>`,
      String.raw`<rect style="fill: image-set('data:image/png;base64,iVBORw0KGgo=' 1x)"/>`,
      String.raw`<rect fill=" url( ' #g' ) "/>`,
    ]) {
      expect({ inner, refusal: refusal(svg(inner)) }).toEqual({ inner, refusal: 'published' });
    }
  });

  it('refuses what is not one plain XML drawing: stylesheets, entities, broken XML, other encodings', () => {
    expect(read(`<?xml version="1.0"?><?xml-stylesheet type="text/xsl" href="data:text/xml,x"?>${svg('<rect/>')}`)).toEqual({
      ok: false,
      problem: 'it has a processing instruction <?xml-stylesheet …?> at line 1, which can apply a stylesheet that runs code',
    });
    expect(read(`<!DOCTYPE svg [<!ENTITY colon ":">]>${svg('<a href="javascript&colon;alert(1)"/>')}`)).toEqual({
      ok: false,
      problem: 'it declares entities (<!ENTITY), which can hide any content',
    });
    expect(read(svg('<rect>'))).toMatchObject({ ok: false, problem: expect.stringMatching(/^it is not well-formed XML \(/) });
    expect(read('<html xmlns="http://www.w3.org/1999/xhtml"/>')).toMatchObject({ ok: false, problem: expect.stringMatching(/outermost element is not <svg>/) });
    expect(readSvg(Buffer.from(svg('<rect/>'), 'utf16le'))).toEqual({ ok: false, problem: 'the SVG is not UTF-8 text; save it again as UTF-8' });
  });

  it('publishes a plain drawing without its editor’s notes, keeping its links inside itself', () => {
    const drawn = svg(
      '<!-- exported --><sodipodi:namedview xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" id="view"/>' +
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><path id="p" d="M0 0h4v4z"/></defs>' +
        '<use href="#p"/><rect fill="url(#g)" width="10" height="10"/><text>Call us &#8212; we are on</text>',
    );
    expect(read(`<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n${drawn}`)).toEqual({
      ok: true,
      svg:
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><path id="p" d="M0 0h4v4z"/></defs>' +
        '<use href="#p"/><rect fill="url(#g)" width="10" height="10"/><text>Call us — we are on</text></svg>\n',
    });
  });

  it('passes every drawing of the site as it is', () => {
    for (const name of ['favicon.svg', 'images/hero.svg', 'images/care.svg', 'images/avaya.svg']) {
      const original = readFileSync(`public/${name}`, 'utf8');
      const reading = read(original);
      expect({ name, ok: reading.ok }).toEqual({ name, ok: true });
    }
  });

  it('takes time in proportion to the size, even for files built to be slow', () => {
    // The old pattern check read character references again and again: quadratic in their nesting,
    // 36 s on one such file. Each kind of file is read at a size and at four times that size,
    // in turn, three times; the fastest reading of each is kept, since a busy machine only ever adds
    // time. In proportion, the larger takes about four times as long; quadratic, sixteen.
    const nested = (count: number) => svg(`<text>&amp;${'amp;'.repeat(count)}lt;script</text>`);
    const shapes = (count: number) => svg('<rect width="1" height="2"/>'.repeat(count));
    for (const [kind, make, size] of [['nested references', nested, 100_000], ['shapes', shapes, 1_000]] as const) {
      const [small, large] = [make(size), make(size * 4)];
      expect(read(large)).toMatchObject({ ok: true });
      const fastest = [Infinity, Infinity];
      for (let round = 0; round < 3; round += 1) {
        [small, large].forEach((text, index) => {
          const started = performance.now();
          read(text);
          fastest[index] = Math.min(fastest[index]!, performance.now() - started);
        });
      }
      const [once, fourTimes] = fastest as [number, number];
      expect(fourTimes / once, `${kind}: ${once.toFixed(0)} ms, four times as large ${fourTimes.toFixed(0)} ms`).toBeLessThan(8);
    }
  });

  it('refuses files nested too deep or with too many attributes without reading them whole', () => {
    const deep = svg('<g>'.repeat(100_000) + '</g>'.repeat(100_000));
    const wide = svg(`<rect ${Array.from({ length: 30_000 }, (_, index) => `a${index}="1"`).join(' ')}/>`);
    expect(read(deep)).toEqual({ ok: false, problem: 'its elements are nested more than 200 deep' });
    expect(read(wide)).toEqual({ ok: false, problem: 'the <rect> element at line 1 has more than 200 attributes' });
  });
});
