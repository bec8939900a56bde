import { JSDOM } from 'jsdom';
import { describe, expect, inject, it } from 'vitest';
import { loadSite } from '../../../schema/load.ts';
import { htmlFile } from '../../support/dist-files.ts';

const loaded = loadSite('site.yaml');
if (!loaded.ok) throw new Error('site.yaml must be valid');
const dist = inject('distDir');

describe('every page asks for the call', () => {
  it.each(loaded.site.pages.filter((page) => page.path !== '/contact').map((page) => page.path))('%s links to /contact and to the phone before the footer', (path) => {
    const main = new JSDOM(htmlFile(dist, path)).window.document.querySelector('main')!;
    expect(main.querySelector('a[href="/contact"]'), 'a link to /contact').not.toBeNull();
    expect(main.querySelector('a[href^="tel:"]'), 'a tel: link').not.toBeNull();
  });
});
