import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { assetSizes, kb, pageAssets, sizesOf } from '../support/bytes.ts';
import { htmlFile } from '../support/dist-files.ts';
import { firstViewGzip } from '../../pipeline/build/html-budget.ts';
import { realPaths as paths } from '../support/real-site.ts';

const budgets = JSON.parse(readFileSync('budgets.json', 'utf8')) as {
  html: { firstView: number };
  javascript: { brotli: number };
  css: { files: number };
};

const dist = inject('distDir');

describe('byte budgets (budgets.json)', () => {
  it('keeps every route within its HTML, JavaScript and CSS budgets', () => {
    const rows = paths.map((path) => {
      const html = htmlFile(dist, path);
      const { scripts, stylesheets } = pageAssets(html);
      return { path, html: sizesOf(html), firstView: firstViewGzip(html), js: assetSizes(dist, scripts), css: assetSizes(dist, stylesheets), stylesheets: stylesheets.length };
    });
    const table = [
      'route | first screen gzip | HTML gzip | HTML brotli | JS gzip | JS brotli | CSS files',
      ...rows.map((row) => `${row.path} | ${kb(row.firstView)} | ${kb(row.html.gzip)} | ${kb(row.html.brotli)} | ${kb(row.js.gzip)} | ${kb(row.js.brotli)} | ${row.stylesheets}`),
    ].join('\n');
    const over = rows.flatMap((row) => [
      ...(row.firstView > budgets.html.firstView ? [`${row.path}: first screen ${kb(row.firstView)} gzip > ${kb(budgets.html.firstView)}`] : []),
      ...(row.js.brotli > budgets.javascript.brotli ? [`${row.path}: JS ${kb(row.js.brotli)} brotli > ${kb(budgets.javascript.brotli)}`] : []),
      ...(row.stylesheets !== budgets.css.files ? [`${row.path}: ${row.stylesheets} stylesheet files, expected ${budgets.css.files}`] : []),
    ]);
    expect(over, `over budget; the figures:\n${table}`).toEqual([]);
  });

  it('keeps the validator and the YAML parser out of every script', () => {
    for (const path of paths) {
      for (const file of pageAssets(htmlFile(dist, path)).scripts) {
        expect(readFileSync(`${dist}${file}`, 'utf8'), file).not.toMatch(/ZodError|_zod|LineCounter|parseDocument/);
      }
    }
  });
});
