import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../schema/load.ts';
import { buildSite } from '../support/build-site.ts';
import { assetSizes, kb, pageAssets, sizesOf } from '../support/bytes.ts';
import { htmlFile } from '../support/dist-files.ts';

const budgets = JSON.parse(readFileSync('budgets.json', 'utf8')) as {
  html: { gzip: number };
  javascript: { brotli: number };
  css: { files: number };
};
const loaded = loadSite('site.yaml');
if (!loaded.ok) throw new Error('site.yaml must be valid');
const paths = loaded.site.pages.map((page) => page.path);

let dist: string;
beforeAll(() => {
  dist = buildSite('.test-build/budgets');
}, 120_000);

describe('byte budgets (budgets.json)', () => {
  it('keeps every route within its HTML, JavaScript and CSS budgets', () => {
    const rows = paths.map((path) => {
      const html = htmlFile(dist, path);
      const { scripts, stylesheets } = pageAssets(html);
      return { path, html: sizesOf(html), js: assetSizes(dist, scripts), css: assetSizes(dist, stylesheets), stylesheets: stylesheets.length };
    });
    console.log(
      ['route | HTML gzip | HTML brotli | JS gzip | JS brotli | CSS files', ...rows.map((row) => `${row.path} | ${kb(row.html.gzip)} | ${kb(row.html.brotli)} | ${kb(row.js.gzip)} | ${kb(row.js.brotli)} | ${row.stylesheets}`)].join('\n'),
    );
    for (const row of rows) {
      expect({ path: row.path, htmlGzip: row.html.gzip <= budgets.html.gzip }).toEqual({ path: row.path, htmlGzip: true });
      expect({ path: row.path, jsBrotli: row.js.brotli <= budgets.javascript.brotli }).toEqual({ path: row.path, jsBrotli: true });
      expect({ path: row.path, stylesheets: row.stylesheets }).toEqual({ path: row.path, stylesheets: budgets.css.files });
    }
  }, 60_000);

  it('keeps the validator and the YAML parser out of every script', () => {
    for (const path of paths) {
      for (const file of pageAssets(htmlFile(dist, path)).scripts) {
        expect(readFileSync(`${dist}${file}`, 'utf8'), file).not.toMatch(/ZodError|_zod|LineCounter|parseDocument/);
      }
    }
  });
});
