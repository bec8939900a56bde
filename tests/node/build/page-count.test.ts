import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { largeSiteText, pageJavaScript } from '../../../pipeline/bench/large-site.ts';
import { buildSiteAsync } from '../../support/build-site.ts';
import { realSite } from '../../support/real-site.ts';

const FOLDER = resolve('.test-build/page-count');
const MORE = 80;
/** The number the large site gives its last page. */
const LAST = String(MORE).padStart(5, '0');
afterAll(() => rmSync(FOLDER, { recursive: true, force: true }));

/** The real site as built for the run, and the same site with MORE pages in each language. */
const real = inject('distDir');
let larger: string;
beforeAll(async () => {
  mkdirSync(FOLDER, { recursive: true });
  const siteFile = join(FOLDER, 'site.yaml');
  writeFileSync(siteFile, largeSiteText(readFileSync('site.yaml', 'utf8'), MORE));
  larger = await buildSiteAsync(join(FOLDER, 'dist'), { SITE_FILE: siteFile, CI: '1' });
});

describe('the JavaScript a page loads before any interaction', () => {
  it('is the same however many pages the site has', () => {
    // Each new page used to add its loader to the entry and its address to its language's chunk:
    // about 1.8 KB (gzip) per hundred pages. Every page loads the entry and its language's chunk.
    // Both sites stay on the same side of the 200 pages past which pages travel as data (page-data.ts).
    const pages = realSite.pages.length;
    for (const page of ['/', '/fr']) {
      const [few, many] = [pageJavaScript(real, page), pageJavaScript(larger, page)];
      expect(many.files, page).toBe(few.files);
      expect(Math.abs(many.gzip - few.gzip), `${page}: ${few.gzip} bytes with ${pages} pages, ${many.gzip} with ${pages + MORE}`).toBeLessThan(64);
    }
    // The first page added and the last load as much, but for their own words.
    for (const [first, last] of [
      ['/library/article-00001', `/library/article-${LAST}`],
      ['/fr/bibliotheque/texte-00001', `/fr/bibliotheque/texte-${LAST}`],
    ] as const) {
      const [one, other] = [pageJavaScript(larger, first), pageJavaScript(larger, last)];
      expect(other.files, last).toBe(one.files);
      expect(Math.abs(other.gzip - one.gzip), `${first}: ${one.gzip} bytes, ${last}: ${other.gzip}`).toBeLessThan(64);
    }
  });
});
