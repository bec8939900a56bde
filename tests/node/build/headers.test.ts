import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { parseHeadersFile } from '../../../pipeline/serve-static.ts';
import { headersFile, inlineScripts, redirectPage, scriptHash } from '../../../pipeline/build/static-files.ts';
import { site } from '../../fixtures/site.ts';

/** The longest header line Cloudflare Pages accepts in `_headers`. */
const CLOUDFLARE_LINE_LIMIT = 2000;

const redirectPages = (count: number) => Array.from({ length: count }, (_, index) => redirectPage(`/services/page-${index}`, site, 'en-CA'));

/** The sources the Content Security Policy in a `_headers` file allows scripts from. */
const scriptSources = (headers: string) =>
  parseHeadersFile(headers)
    .flatMap((rule) => rule.headers)
    .find(([name]) => name === 'Content-Security-Policy')![1]
    .split('; ')
    .find((directive) => directive.startsWith('script-src '))!
    .split(' ')
    .slice(1);

describe('redirect pages', () => {
  it('share one inline script, which reads its target from the page', () => {
    const scripts = new Set([...redirectPages(3), redirectPage('/', site, 'en-CA')].flatMap(inlineScripts));
    expect(scripts.size).toBe(1);
  });

  it('send the visitor to their own target, keeping the fragment', () => {
    const { document } = new JSDOM(redirectPage('/services/phones', site, 'en-CA')).window;
    const script = document.querySelector('script')!;
    const replaced: string[] = [];
    const location = { hash: '#prices', replace: (to: string) => replaced.push(to) };
    new Function('document', 'location', script.textContent!)({ currentScript: script }, location);
    expect(replaced).toEqual(['/services/phones#prices']);
  });
});

describe('_headers', () => {
  it('allows the pages’ inline scripts, one hash each', () => {
    const pages = [...redirectPages(2), '<script>start()</script>', '<script>start()</script>'];
    const hashes = new Set(pages.flatMap(inlineScripts).map(scriptHash));
    expect(hashes.size).toBe(2);
    expect(scriptSources(headersFile(pages.flatMap(inlineScripts))).sort()).toEqual(["'self'", ...hashes].sort());
  });

  it('keeps every line under the 2,000 characters Cloudflare Pages accepts, with 100 redirects', () => {
    const headers = headersFile(redirectPages(100).flatMap(inlineScripts));
    for (const line of headers.split('\n')) expect(line.length).toBeLessThan(CLOUDFLARE_LINE_LIMIT);
  });

  it('refuses to write a line Cloudflare Pages would reject', () => {
    const pages = Array.from({ length: 40 }, (_, index) => `<script>start(${index})</script>`);
    expect(() => headersFile(pages.flatMap(inlineScripts))).toThrow(
      /^the Content-Security-Policy line of _headers would be \d+ characters; Cloudflare Pages accepts at most 2000: the pages have 40 different inline scripts; expected a few, each shared by every page that runs it/,
    );
  });
});
