import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, inject, it } from 'vitest';
import { MAIN_HEADING_TYPES } from '../../../schema/blocks/index.ts';
import { BOOT_SCRIPT } from '../../../pipeline/build/boot.ts';
import { NOT_FOUND_SCRIPT, REDIRECT_SCRIPT, scriptHash } from '../../../pipeline/build/static-files.ts';
import type { Page } from '../../../schema/site.ts';
import { bootScripts } from '../../support/bytes.ts';
import { htmlFile, listFiles, metaContent } from '../../support/dist-files.ts';
import { pageDocument } from '../../support/page-documents.ts';
import { everyPage, realSite as site, realSites } from '../../support/real-site.ts';
import { readText } from '../../support/read-text.ts';

const dist = inject('distDir');

/*
 * What the head should say, written out here rather than taken from the helpers the build uses,
 * so that a mistake in those helpers cannot pass unseen.
 */
const canonicalUrl = (path: string, { site: settings }: { site: { url: string } }) => `${settings.url}${path === '/' ? '/' : path}`;
const pageTitle = (page: { path: string; title: string }, { company }: { company: { name: string } }) =>
  page.path === '/' || page.path === '/fr' ? `${company.name} | ${page.title}` : `${page.title} | ${company.name}`;

/** The headings and titles of a page's blocks: the text a visitor scanning the page sees first. */
function blockHeadings(page: Page): string[] {
  return page.blocks.flatMap((block) => [
    ...('heading' in block && block.heading ? [block.heading] : []),
    ...('title' in block ? [block.title] : []),
    ...('items' in block ? block.items.flatMap((item) => ('title' in item ? [item.title] : 'name' in item ? [item.name] : [])) : []),
    ...('tiers' in block ? block.tiers.map((tier) => tier.title) : []),
    ...('parts' in block ? block.parts.map((part) => part.title) : []),
  ]);
}

const decode = (html: string) => new JSDOM(html).window.document;

const sites = Object.values(realSites);

describe('prerendered pages', () => {
  it.each(everyPage.map(({ page, site: local }) => [page.path, page, local] as const))('%s has its content in the HTML, not an empty root', (path, page, local) => {
    const document = pageDocument(dist, path);
    const heading = page.blocks.find((block) => (MAIN_HEADING_TYPES as readonly string[]).includes(block.type));
    expect(document.querySelector('h1')?.textContent).toBe(heading && 'heading' in heading ? heading.heading : undefined);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    const main = document.querySelector('main')?.textContent ?? '';
    for (const text of blockHeadings(page)) expect(main).toContain(text);
    expect(document.querySelector('footer')?.textContent).toContain(local.company.phone);
    expect(document.documentElement.lang).toBe(local.site.language);
  });

  it.each(site.pages.map((page) => [page.path, page] as const))('%s has its own title, description, canonical URL and share tags', (path, page) => {
    const html = htmlFile(dist, path);
    const document = pageDocument(dist, path);
    const title = pageTitle(page, site);
    expect(document.title).toBe(title);
    expect(metaContent(html, 'name', 'description')).toBe(decode(`<p>${page.description}</p>`).body.textContent);
    expect(document.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(canonicalUrl(path, site));
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(title);
    expect(document.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(canonicalUrl(path, site));
    expect(document.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary_large_image');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(site.site.themeColor);
    expect(document.querySelector('link[rel=icon]')?.getAttribute('href')).toBe('/favicon.svg');
  });

  it('dates the copyright line with the year the site was built, site.yaml giving none', () => {
    expect(site.footer.copyright.year).toBeUndefined();
    for (const { page, site: local } of everyPage) {
      expect(readText(pageDocument(dist, page.path).querySelector('footer'))).toContain(`© ${new Date().getFullYear()} ${local.company.name}.`);
    }
  });

  it('writes the home page title company first, and an inner page title page first', () => {
    const about = site.pages.find((page) => page.path === '/about')!;
    expect(pageDocument(dist, '/about').title).toBe(`${about.title} | ${site.company.name}`);
    expect(pageDocument(dist, '/').title).toBe(`${site.company.name} | ${site.pages.find((page) => page.path === '/')!.title}`);
    expect(pageDocument(dist, '/about').querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(`${site.site.url}/about`);
  });

  it('gives every page a different title and description', () => {
    const heads = site.pages.map((page) => pageDocument(dist, page.path));
    const titles = heads.map((document) => document.title);
    const descriptions = heads.map((document) => document.querySelector('meta[name=description]')?.getAttribute('content'));
    expect(new Set(titles).size).toBe(site.pages.length);
    expect(new Set(descriptions).size).toBe(site.pages.length);
  });

  it.each(everyPage.map(({ page }) => [page.path] as const))('%s preloads the face its styles name, and the site publishes it', (path) => {
    const html = htmlFile(dist, path);
    const preload = pageDocument(dist, path).querySelector('link[rel="preload"][as="font"]');
    const href = preload?.getAttribute('href');
    expect(href).toMatch(/^\/assets\/face-[\w-]+\.woff2$/);
    expect(preload?.getAttribute('type')).toBe('font/woff2');
    expect(preload?.hasAttribute('crossorigin')).toBe(true);
    expect(html).toContain(`@font-face{font-family:'Plus Jakarta Sans';src:url('${href}') format('woff2')`);
    expect(existsSync(join(dist, href!))).toBe(true);
  });

  /** The JSON-LD items a prerendered page carries: one script, holding one item or a list of them. */
  const structuredItems = (path: string): Record<string, unknown>[] =>
    [...pageDocument(dist, path).querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => [JSON.parse(script.textContent ?? '')].flat());

  it('describes the company for search engines on the home page only', () => {
    const company = structuredItems('/').filter((item) => item['@type'] === 'ProfessionalService');
    expect(company).toHaveLength(1);
    expect(company[0]).toMatchObject({
      '@type': 'ProfessionalService',
      name: site.company.name,
      telephone: site.company.phone,
      email: site.company.email,
      address: { addressLocality: site.company.address.locality, addressRegion: 'MB', addressCountry: 'CA' },
    });
    expect((company[0]!.areaServed as { name: string }[]).map((area) => area.name)).toEqual(site.company.areaServed);
    const others = site.pages.filter((page) => page.path !== '/').flatMap((page) => structuredItems(page.path));
    expect(others.filter((item) => item['@type'] === 'ProfessionalService')).toEqual([]);
  });

  it.each(everyPage.map(({ page }) => [page.path, page] as const))('%s names the questions it answers, and only those, as an FAQPage', (path, page) => {
    const asked = page.blocks.flatMap((block) => (block.type === 'faq' ? block.questions : []));
    const pages = structuredItems(path).filter((item) => item['@type'] === 'FAQPage');
    if (asked.length === 0) {
      expect(pages).toEqual([]);
      return;
    }
    expect(pages).toHaveLength(1);
    const entities = pages[0]!.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(entities.map((entity) => [entity.name, entity.acceptedAnswer.text])).toEqual(asked.map(({ question, answer }) => [question, answer]));
  });
});

/** The width and height a PNG file says it has (its IHDR chunk). */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('share cards', () => {
  it.each(everyPage.map(({ page, site: local }) => [page.path, page, local] as const))('%s is shared with a card of its own, described in its language', (path, page, local) => {
    const html = htmlFile(dist, path);
    const image = metaContent(html, 'property', 'og:image');
    expect(image).toMatch(new RegExp(`^${local.site.url}/assets/share/[a-z0-9-]+-[0-9a-f]{12}\\.png$`));
    expect(metaContent(html, 'name', 'twitter:image')).toBe(image);
    expect(pngSize(join(dist, image!.slice(local.site.url.length)))).toEqual({ width: 1200, height: 630 });
    expect([metaContent(html, 'property', 'og:image:width'), metaContent(html, 'property', 'og:image:height')]).toEqual(['1200', '630']);
    const alt = decode(`<p>${metaContent(html, 'property', 'og:image:alt')}</p>`).body.textContent;
    expect(alt).toBe(`${page.title} — ${local.company.name}`);
    expect(decode(`<p>${metaContent(html, 'name', 'twitter:image:alt')}</p>`).body.textContent).toBe(alt);
  });

  it('names a different card for every page, the French ones as well', () => {
    const cards = everyPage.map(({ page }) => metaContent(htmlFile(dist, page.path), 'property', 'og:image'));
    expect(new Set(cards).size).toBe(everyPage.length);
    expect(metaContent(htmlFile(dist, '/fr'), 'property', 'og:image:alt')).not.toBe(metaContent(htmlFile(dist, '/'), 'property', 'og:image:alt'));
  });
});

describe('the head of each page in two languages', () => {
  it.each(everyPage.map(({ page, site: local }) => [page.path, page, local] as const))('%s names itself canonical, and its versions in English, French and x-default', (path, page, local) => {
    const document = pageDocument(dist, path);
    const own = canonicalUrl(path, local);
    const other = canonicalUrl(page.alternate!, local);
    expect(document.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(own);
    const alternates = [...document.querySelectorAll('link[rel=alternate][hreflang]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]);
    const french = local.language!.code === 'fr';
    expect(alternates).toEqual([
      [local.site.language, own],
      [french ? 'en-CA' : 'fr-CA', other],
      ['x-default', french ? other : own],
    ]);
    expect(metaContent(htmlFile(dist, path), 'property', 'og:locale')).toBe(french ? 'fr_CA' : 'en_CA');
    expect(metaContent(htmlFile(dist, path), 'property', 'og:locale:alternate')).toBe(french ? 'en_CA' : 'fr_CA');
  });
});

describe('starting the app', () => {
  it.each(site.pages.map((page) => [page.path] as const))('%s has its styles in one tag in its head, marked in place, so the app never moves them', (path) => {
    const document = pageDocument(dist, path);
    const styles = [...document.querySelectorAll('style')];
    expect(styles).toHaveLength(1);
    expect(styles[0]!.parentElement).toBe(document.head);
    expect(styles[0]!.hasAttribute('data-s')).toBe(true);
    expect(document.getElementById('root')!.firstElementChild!.tagName).not.toBe('STYLE');
    // The tag names only the rules its text does not show (the global styles); the browser's
    // cache reads the others from the rules themselves.
    const [key, ...listed] = styles[0]!.getAttribute('data-emotion')!.split(' ');
    expect(key).toBe('css');
    expect(listed.length).toBeGreaterThan(0);
    for (const name of listed) expect(styles[0]!.textContent).not.toContain(`.css-${name}`);
  });

  it.each(site.pages.map((page) => [page.path] as const))('%s leaves its rules for browsers without scripts to a file only those load', (path) => {
    // Parsed with scripts off (jsdom runs none), as such a browser parses it: the <noscript> holds a stylesheet after the page's styles.
    const document = pageDocument(dist, path);
    expect(document.querySelector('style')!.textContent).not.toContain('scripting');
    const links = [...document.head.querySelectorAll('noscript link[rel=stylesheet]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/without-scripts.css']);
    expect(document.head.querySelector('style')!.compareDocumentPosition(links[0]!) & 4).toBe(4);
  });

  it('publishes those rules once for the whole site, each only for browsers without scripts', () => {
    const css = readFileSync(join(dist, 'without-scripts.css'), 'utf8');
    const blocks = css.trim().split('\n');
    expect(blocks.length).toBeGreaterThan(5);
    expect(new Set(blocks).size).toBe(blocks.length);
    for (const block of blocks) expect(block).toMatch(/^@media \(scripting: none\)\{.*\}\}$/);
  });

  it.each(site.pages.map((page) => [page.path, page] as const))('%s names no script in its head and loads its entry, its own chunk at rest and its language from one loader at the end of the body', (path, page) => {
    const html = htmlFile(dist, path);
    const document = pageDocument(dist, path);
    expect(document.head.querySelectorAll('script[src], link[rel=modulepreload]')).toHaveLength(0);
    const loader = document.body.lastElementChild as HTMLScriptElement;
    expect(loader.tagName).toBe('SCRIPT');
    const [entry, ...chunks] = bootScripts(html);
    expect(loader.dataset.entry).toBe(entry);
    expect(entry).toMatch(/^\/assets\/index-[\w-]{8}\.js$/);
    // The page's own chunk, with its blocks at rest, then its language's, and nothing else: not the
    // components of its lively blocks, which come as those near the view.
    expect(chunks).toHaveLength(2);
    expect(chunks[0]).toMatch(new RegExp(`^/assets/${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}-rest-[\\w-]{8}\\.js$`));
    expect(chunks[0]).toBe(loader.dataset.page);
    expect(chunks[1]).toMatch(/^\/assets\/language-en-[\w-]{8}\.js$/);
    // It holds no block's content, only its type, and names the page's whole chunk, which draws a
    // lively block as it nears the view.
    const own = readFileSync(join(dist, chunks[0]!), 'utf8');
    const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
    expect(own).toMatch(new RegExp(`import\\(\`\\./${name}-[\\w-]{8}\\.js\`\\)`));
    expect(own).not.toContain('"heading"');
    expect([...own.matchAll(/"atRest":true/g)]).toHaveLength(page.blocks.length);
    for (const file of [entry!, ...chunks]) expect(existsSync(join(dist, file)), file).toBe(true);
  });

  it('uses the same loader on every page, so the security policy allows it with one hash', () => {
    const loaders = new Set(site.pages.map((page) => pageDocument(dist, page.path).body.lastElementChild!.textContent));
    expect([...loaders]).toEqual([BOOT_SCRIPT]);
    expect(readFileSync(join(dist, '_headers'), 'utf8')).toContain(scriptHash(BOOT_SCRIPT));
  });
});

describe('files for search engines and static hosts', () => {
  it('lists every page, and no redirect, in a well-formed sitemap.xml', () => {
    const xml = new JSDOM(readFileSync(join(dist, 'sitemap.xml'), 'utf8'), { contentType: 'application/xml' }).window.document;
    expect(xml.querySelector('parsererror')).toBeNull();
    const locations = [...xml.querySelectorAll('url > loc')].map((loc) => loc.textContent);
    expect(locations).toEqual(everyPage.map(({ page, site: local }) => canonicalUrl(page.path, local)));
    for (const { from } of sites.flatMap((local) => local.redirects)) expect(locations).not.toContain(`${site.site.url}${from}`);
  });

  it('gives every page of the sitemap its alternates in both languages and x-default', () => {
    const xml = new JSDOM(readFileSync(join(dist, 'sitemap.xml'), 'utf8'), { contentType: 'application/xml' }).window.document;
    const urls = [...xml.getElementsByTagName('url')];
    expect(urls).toHaveLength(2 * site.pages.length);
    for (const url of urls) {
      const alternates = [...url.getElementsByTagName('xhtml:link')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]);
      const own = url.getElementsByTagName('loc')[0]!.textContent!;
      const { page, site: local } = everyPage.find((candidate) => canonicalUrl(candidate.page.path, candidate.site) === own)!;
      const english = local.language!.code === 'en' ? own : canonicalUrl(page.alternate!, local);
      const french = local.language!.code === 'fr' ? own : canonicalUrl(page.alternate!, local);
      expect(new Map(alternates as [string, string][])).toEqual(new Map([['en-CA', english], ['fr-CA', french], ['x-default', english]]));
    }
  });

  it('names the sitemap in robots.txt', () => {
    expect(readFileSync(join(dist, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${site.site.url}/sitemap.xml`);
  });

  it('writes the redirects of site.yaml to _redirects as permanent redirects', () => {
    const lines = readFileSync(join(dist, '_redirects'), 'utf8').trim().split('\n');
    expect(lines).toEqual(sites.flatMap((local) => local.redirects.map(({ from, to }) => `${from} ${to} 301`)));
  });

  it.each(sites.flatMap((local) => local.redirects.map((redirect) => [redirect.from, redirect.to])))('has a page at %s that sends visitors to %s', (from, to) => {
    const document = pageDocument(dist, from);
    expect(document.querySelector('meta[http-equiv=refresh]')?.getAttribute('content')).toBe(`0; url=${to}`);
    expect(document.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(canonicalUrl(to, site));
    expect(document.querySelector('script')?.textContent).toBe(REDIRECT_SCRIPT);
    expect(document.querySelector('script')?.dataset.target).toBe(to);
    expect(document.querySelector('a')?.getAttribute('href')).toBe(to);
  });

  it.each([
    ['404.html', '/'],
    ['fr/404.html', '/fr'],
  ])('sends unknown paths to their language’s home page from %s, leaving the address for it to say there is no page there', (file, home) => {
    const document = decode(readFileSync(join(dist, file), 'utf8'));
    expect(document.querySelector('meta[http-equiv=refresh]')?.getAttribute('content')).toBe(`0; url=${home}`);
    expect(document.querySelector('a')?.getAttribute('href')).toBe(home);
    const script = document.querySelector('script')!;
    expect(script.textContent).toBe(NOT_FOUND_SCRIPT);
    expect(script.textContent).toContain("sessionStorage.setItem('missing-page',p)");
    expect(script.dataset.target).toBe(home);
  });

  it('lets the root 404.html choose the home page by the language of the address, for hosts that serve no other', () => {
    const document = decode(readFileSync(join(dist, '404.html'), 'utf8'));
    const script = document.querySelector('script')!;
    expect(script.textContent).toBe(NOT_FOUND_SCRIPT);
    expect({ ...script.dataset }).toEqual({ target: '/', homes: '/fr' });
    expect([...document.querySelectorAll('a')].map((link) => [link.closest('[lang]')?.getAttribute('lang'), link.getAttribute('href')])).toEqual([
      ['en-CA', '/'],
      ['fr-CA', '/fr'],
    ]);
  });

  it('sets security headers and caches hashed assets for a year', () => {
    const headers = readFileSync(join(dist, '_headers'), 'utf8');
    expect(headers).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self'; script-src 'self'/);
    expect(headers).toContain('X-Content-Type-Options: nosniff');
    expect(headers).toContain('Referrer-Policy: strict-origin-when-cross-origin');
    expect(headers).toMatch(/Permissions-Policy: camera=\(\)/);
    expect(headers).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
  });

  it('names every asset by its content hash', () => {
    const assets = listFiles(dist).filter((file) => file.startsWith('assets/'));
    expect(assets.length).toBeGreaterThan(0);
    // Scripts and the heading face carry the bundler's hash; encoded photos the hash of their source and
    // settings, then their width. Share cards carry the hash of what they show.
    for (const file of assets) expect(file).toMatch(/^assets\/(?:[^/]+-[A-Za-z0-9_-]{8}\.(js|css|woff2)|images\/[a-z0-9-]+-[0-9a-f]{12}-\d+\.(avif|webp)|share\/[a-z0-9-]+-[0-9a-f]{12}\.png)$/);
  });
});

describe('French typography', () => {
  const frenchPages = everyPage.filter(({ site: local }) => local.language?.code === 'fr');

  it.each(frenchPages.map(({ page }) => page.path))('%s sets its words as French does: no colon or guillemet alone at a line start, typographic apostrophes', (path) => {
    // Its own copy: the scripts and styles come out of it.
    const document = decode(htmlFile(dist, path));
    for (const element of document.querySelectorAll('script, style, noscript')) element.remove();
    const said = [
      document.body.textContent ?? '',
      ...[...document.querySelectorAll('[alt], [aria-label], [title]')].flatMap((element) => ['alt', 'aria-label', 'title'].map((name) => element.getAttribute(name) ?? '')),
      document.title,
      ...[...document.querySelectorAll('meta[content]')].map((meta) => meta.getAttribute('content') ?? ''),
    ].join('\n');
    expect(said.match(/.{0,20}(?: [:»]|« ).{0,20}/g) ?? [], 'a breaking space before a colon or inside guillemets').toEqual([]);
    expect(said.match(/.{0,20}'.{0,20}/g) ?? [], 'a straight apostrophe').toEqual([]);
  });
});
