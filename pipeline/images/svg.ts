import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';
import { SaxesParser } from 'saxes';
import { cssLoad } from './css-loads.ts';

/**
 * An SVG is a document: opened on its own from a host that sends no Content Security Policy, its
 * scripts run at the site's origin. Every SVG goes through here, on upload in the editor, in
 * `validate` and in the build: a file that tries to run code or load anything is refused, and
 * what the site publishes is the cleaned copy, never the file as it came.
 *
 * Three steps, each linear in the size of the file:
 * 1. a streaming XML parser (saxes) reads it once, refusing what is not well-formed XML, processing
 *    instructions such as an XSLT stylesheet, entity declarations, and shapes no drawing needs
 *    (thousands of attributes on one element, or nesting hundreds deep) that would make the DOM
 *    slow;
 * 2. DOMPurify's SVG profile, on the DOM of a real XML parser, removes every element and attribute
 *    outside its allowlist; what it removes that could run code is the reason for refusal;
 * 3. what remains may not load anything from elsewhere (`href`, `url()`, `@import`), its CSS read
 *    as a browser reads it (css-loads.ts).
 */

/** A drawing for the web is a few hundred KB at most; a bigger one is an export setting gone wrong. */
const MAX_SVG_BYTES = 2 * 1000 * 1000;
/** Generous for any drawing program's output; small enough that the DOM stays fast. */
const MAX_ATTRIBUTES = 200;
const MAX_DEPTH = 200;

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/** Elements that run code or show a document inside the drawing; anything else DOMPurify removes is only dropped. */
const ACTIVE_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'handler', 'listener']);

/** A cleaned drawing, or why it is refused, in words for the person who made it. */
export type SvgReading = { ok: true; svg: string } | { ok: false; problem: string };

export function readSvg(bytes: Buffer): SvgReading {
  if (bytes.length > MAX_SVG_BYTES) {
    return refuse(`the drawing is ${(bytes.length / 1e6).toFixed(1)} MB; keep an SVG under ${MAX_SVG_BYTES / 1e6} MB (export it again, simplified, or as a PNG)`);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = '\u0000';
  }
  // UTF-16 text of plain letters is valid UTF-8 too, with a NUL after every letter.
  if (text.includes('\u0000')) return refuse('the SVG is not UTF-8 text; save it again as UTF-8');
  const shape = readShape(text);
  if (shape) return refuse(shape);

  const { window, purify } = dom();
  const document = new window.DOMParser().parseFromString(text, 'image/svg+xml');
  const root = document.documentElement;
  if (root.namespaceURI !== SVG_NAMESPACE || root.localName !== 'svg') return refuse('its outermost element is not <svg> in the SVG namespace (xmlns="http://www.w3.org/2000/svg")');
  try {
    // <use> repeats a part of the drawing; one that reaches outside it is refused below.
    purify.sanitize(root, { IN_PLACE: true, USE_PROFILES: { svg: true, svgFilters: true }, ADD_TAGS: ['use'] });
  } catch {
    return refuse('its outermost element is not a plain <svg> element');
  }
  const active = purify.removed.map(activeRemoval).find((reason) => reason !== undefined) ?? externalReference(root);
  if (active) return refuse(`the SVG could run code or load files in the browser of anyone who opens it: ${active}; export it again as a plain drawing (no scripts, event handlers, embedded HTML, links or files from elsewhere)`);
  return { ok: true, svg: `${new window.XMLSerializer().serializeToString(root)}\n` };
}

function refuse(problem: string): SvgReading {
  return { ok: false, problem };
}

let shared: { window: JSDOM['window']; purify: DOMPurify } | undefined;

/** One window for the process: making one takes a few hundred milliseconds. */
function dom() {
  if (!shared) {
    const { window } = new JSDOM('');
    shared = { window, purify: createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]) };
  }
  return shared;
}

const STOP = Symbol('stop');

/** Reads the text once as XML: why it cannot be a plain drawing, or undefined. */
function readShape(text: string): string | undefined {
  const parser = new SaxesParser({ xmlns: true, position: true });
  let reason: string | undefined;
  let depth = 0;
  // The first reason ends the reading: the rest of a hostile file is not worth the time.
  const stop = (why: string) => {
    reason = why;
    throw STOP;
  };
  parser.on('error', (error) => stop(`it is not well-formed XML (${error.message.replace(/^\d+:\d+: /, '')} at line ${parser.line})`));
  parser.on('processinginstruction', ({ target }) => stop(`it has a processing instruction <?${target} …?> at line ${parser.line}, which can apply a stylesheet that runs code`));
  parser.on('doctype', (doctype) => {
    if (/<!ENTITY/i.test(doctype)) stop('it declares entities (<!ENTITY), which can hide any content');
  });
  parser.on('opentag', (tag) => {
    depth += 1;
    if (depth > MAX_DEPTH) stop(`its elements are nested more than ${MAX_DEPTH} deep`);
    if (Object.keys(tag.attributes).length > MAX_ATTRIBUTES) stop(`the <${tag.name}> element at line ${parser.line} has more than ${MAX_ATTRIBUTES} attributes`);
  });
  parser.on('closetag', () => {
    depth -= 1;
  });
  try {
    parser.write(text).close();
  } catch (error) {
    if (error !== STOP) reason = `it is not well-formed XML (${(error as Error).message.replace(/^\d+:\d+: /, '')})`;
  }
  return reason;
}

/** Why something DOMPurify removed could have run code; undefined for what is only dropped (an editor's own notes, comments). */
function activeRemoval(removal: DOMPurify['removed'][number]): string | undefined {
  if ('element' in removal) {
    const name = (removal.element as Element).localName;
    return name && ACTIVE_ELEMENTS.has(name.toLowerCase()) ? `it has a <${name}> element` : undefined;
  }
  const attribute = removal.attribute;
  if (!attribute) return undefined;
  if (/^on/i.test(attribute.localName)) return `it has an event handler attribute (${attribute.name}=)`;
  if (/href$/i.test(attribute.localName)) return `it has a link to "${plainValue(attribute.value).slice(0, 60)}"`;
  if (/script:/i.test(plainValue(attribute.value))) return `it has a script link in ${attribute.name}=`;
  return undefined;
}

/** What a browser reads in a URL: without the spaces and control characters it skips. */
function plainValue(value: string): string {
  // eslint-disable-next-line no-control-regex -- those characters are what is removed
  return value.replace(/[\u0000-\u0020]/g, '');
}

/** Whether a URL stays inside the drawing (a #fragment) or holds its picture (a data: image), read as a browser's URL parser reads it. */
function inside(url: string): boolean {
  // eslint-disable-next-line no-control-regex -- the parser strips these from both ends, and tabs and line breaks anywhere
  const read = url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  return read.startsWith('#') || /^data:image\/(png|jpeg|gif|webp|avif);/i.test(read);
}

/** A link, `url()` or `@import` that loads something from outside the drawing itself. */
function externalReference(root: Element): string | undefined {
  for (const element of [root, ...root.querySelectorAll('*')]) {
    for (const attribute of element.attributes) {
      if (/href$/i.test(attribute.localName) && !inside(attribute.value)) return `<${element.localName}> links to "${plainValue(attribute.value).slice(0, 60)}"`;
      // A browser reads many attributes as CSS (style, fill, stroke, filter, mask, clip-path,
      // marker-*, cursor and more); rather than keep a list that could miss one, every one is read so.
      const load = cssLoad(attribute.value, inside);
      if (load) return `<${element.localName} ${attribute.name}> ${load}`;
    }
    if (element.localName === 'style') {
      const load = cssLoad(element.textContent ?? '', inside);
      if (load) return `its <style> ${load}`;
    }
  }
  return undefined;
}
