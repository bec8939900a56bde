import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { isSeq, parseDocument } from 'yaml';

/**
 * site.yaml with `count` more pages in each language (2 × `count` in all): an English page under
 * /library and its French version under /fr/bibliotheque, each with a page header and a
 * paragraph, as a site that grew a library of articles would be.
 */
export function largeSiteText(siteText: string, count: number): string {
  const doc = parseDocument(siteText);
  const pages = doc.get('pages');
  const frenchPages = doc.getIn(['fr', 'pages']);
  if (!isSeq(pages) || !isSeq(frenchPages)) throw new Error('expected site.yaml to have English and French pages');
  for (let number = 1; number <= count; number += 1) {
    const id = String(number).padStart(5, '0');
    pages.add(
      doc.createNode({
        path: `/library/article-${id}`,
        title: `Article ${id}`,
        description: `Notes on business phones, number ${id}.`,
        blocks: [
          { type: 'page-header', heading: `Article ${id}` },
          { type: 'text', heading: 'In short', paragraphs: [`What a business in Manitoba should know about its phones, part ${id}.`] },
        ],
      }),
    );
    frenchPages.add(
      doc.createNode({
        path: `/fr/bibliotheque/texte-${id}`,
        counterpart: `/library/article-${id}`,
        title: `Texte ${id}`,
        description: `Notes sur la téléphonie d’affaires, numéro ${id}.`,
        blocks: [
          { type: 'page-header', heading: `Texte ${id}` },
          { type: 'text', heading: 'En bref', paragraphs: [`Ce qu’une entreprise du Manitoba devrait savoir sur sa téléphonie, partie ${id}.`] },
        ],
      }),
    );
  }
  return doc.toString({ lineWidth: 0 });
}

/**
 * The JavaScript a built page loads before any interaction, gzip: the entry its boot script names,
 * every module that one imports statically, and the page's preloads (its own chunk and its
 * language's; on a site whose pages are data, the page's file of data and its blocks' chunks).
 */
export function pageJavaScript(dist: string, page: string): { files: number; gzip: number } {
  const html = readFileSync(join(dist, page === '/' ? 'index.html' : `${page.slice(1)}/index.html`), 'utf8');
  const boot = /<script data-entry="([^"]+)" data-preload="([^"]*)"[^>]*>/.exec(html);
  if (!boot) throw new Error(`${page} has no boot script`);
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    const file = join(dist, url.slice(1));
    if (!existsSync(file)) throw new Error(`${page} loads ${url}, which is not in the output`);
    for (const [, imported] of readFileSync(file, 'utf8').matchAll(/(?:\bfrom|\bimport)\s*["'](\.\.?\/[^"']+\.js)["']/g)) {
      visit(`/${relative(dist, join(dirname(file), imported!)).split('\\').join('/')}`);
    }
  };
  visit(boot[1]!);
  for (const url of boot[2]!.split(' ').filter(Boolean)) visit(url);
  const gzip = [...seen].reduce((sum, url) => sum + gzipSync(readFileSync(join(dist, url.slice(1)))).length, 0);
  return { files: seen.size, gzip };
}
