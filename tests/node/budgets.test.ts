import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { assetSizes, kb, pageAssets, sizesOf } from '../support/bytes.ts';
import { htmlFile } from '../support/dist-files.ts';
import { realPaths as paths } from '../support/real-site.ts';

const budgets = JSON.parse(readFileSync('budgets.json', 'utf8')) as {
  html: { gzip: number };
  javascript: { brotli: number };
  css: { files: number };
};

const dist = inject('distDir');

describe('byte budgets (budgets.json)', () => {
  it('keeps every route within its HTML, JavaScript and CSS budgets', () => {
    const rows = paths.map((path) => {
      const html = htmlFile(dist, path);
      const { scripts, stylesheets } = pageAssets(html);
      return { path, html: sizesOf(html), js: assetSizes(dist, scripts), css: assetSizes(dist, stylesheets), stylesheets: stylesheets.length };
    });
    const table = ['route | HTML gzip | HTML brotli | JS gzip | JS brotli | CSS files', ...rows.map((row) => `${row.path} | ${kb(row.html.gzip)} | ${kb(row.html.brotli)} | ${kb(row.js.gzip)} | ${kb(row.js.brotli)} | ${row.stylesheets}`)].join('\n');
    const over = rows.flatMap((row) => [
      ...(row.html.gzip > budgets.html.gzip ? [`${row.path}: HTML ${kb(row.html.gzip)} gzip > ${kb(budgets.html.gzip)}`] : []),
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
