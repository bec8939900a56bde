import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { largeSiteText, pageJavaScript } from '../../../pipeline/bench/large-site.ts';
import { buildSite } from '../../support/build-site.ts';

const FOLDER = resolve('.test-build/page-count');
afterAll(() => rmSync(FOLDER, { recursive: true, force: true }));

/** The real site with `count` more pages in each language, built by the build command; where it went. */
function builtWith(count: number): string {
  mkdirSync(FOLDER, { recursive: true });
  const siteFile = join(FOLDER, `site-${count}.yaml`);
  writeFileSync(siteFile, largeSiteText(readFileSync('site.yaml', 'utf8'), count));
  return buildSite(join(FOLDER, `dist-${count}`), { SITE_FILE: siteFile, CI: '1' });
}

describe('the JavaScript a page loads before any interaction', () => {
  it('is the same however many pages the site has', () => {
    // Each new page used to add its loader to the entry and its address to its language's chunk:
    // about 1.8 KB (gzip) per hundred pages.
    // Both stay on the same side of the 200 pages past which pages travel as data (page-data.ts).
    const smaller = builtWith(20);
    const larger = builtWith(80);
    for (const page of ['/', '/fr', '/library/article-00001', '/fr/bibliotheque/texte-00001']) {
      const [few, many] = [pageJavaScript(smaller, page), pageJavaScript(larger, page)];
      expect(many.files, page).toBe(few.files);
      expect(Math.abs(many.gzip - few.gzip), `${page}: ${few.gzip} bytes with 40 more pages, ${many.gzip} with 160`).toBeLessThan(64);
    }
  });
});
