import { pageHead, type HeadElement, type HeadFacts, type HeadPage } from '../lib/head.ts';

/**
 * The elements of the head a page owns: all but the template's own (its character set, the viewport,
 * the inline script) and the build's (style, script and preload tags).
 */
const OWNED = 'title, meta[name]:not([name="viewport"]), meta[property], link[rel="canonical"], link[rel="alternate"], link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"], script[type="application/ld+json"]';

/**
 * What tells two elements of a head apart: a title is the title, a meta tag is its name or
 * property, a link its relation and language, a script its type. A page's head has one of each.
 */
function headKey(tag: string, attribute: (name: string) => string | null | undefined): string {
  if (tag === 'meta') return `meta ${attribute('name') ?? attribute('property')}`;
  if (tag === 'link') return `link ${attribute('rel')} ${attribute('hreflang') ?? ''}`;
  if (tag === 'script') return `script ${attribute('type')}`;
  return tag;
}

/** Makes the document's head hold exactly these elements of the kinds a page owns, changing those in place that it can. */
function applyHead(elements: readonly HeadElement[], head: HTMLHeadElement) {
  const wanted = new Map(elements.map((element) => [headKey(element.tag, (name) => element.attributes[name]), element]));
  for (const existing of head.querySelectorAll(OWNED)) {
    const key = headKey(existing.localName, (name) => existing.getAttribute(name));
    const element = wanted.get(key);
    wanted.delete(key);
    if (!element) {
      existing.remove();
      continue;
    }
    for (const [name, value] of Object.entries(element.attributes)) if (existing.getAttribute(name) !== value) existing.setAttribute(name, value);
    if (element.text !== undefined && existing.textContent !== element.text) existing.textContent = element.text;
  }
  for (const element of wanted.values()) {
    const added = document.createElement(element.tag);
    for (const [name, value] of Object.entries(element.attributes)) added.setAttribute(name, value);
    if (element.text !== undefined) added.textContent = element.text;
    head.append(added);
  }
}

/**
 * Gives the document the head of a page the app draws: the one a fresh load of its address has,
 * from the same description the build writes into every page (lib/head.ts). Loaded with the first
 * page the app draws after the one the document came with.
 */
export function showHead(page: HeadPage, facts: HeadFacts, structuredData: unknown) {
  applyHead(pageHead(page, facts, structuredData), document.head);
}
