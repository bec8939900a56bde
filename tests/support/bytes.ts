import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export function sizesOf(content: Buffer | string): Sizes {
  const buffer = typeof content === 'string' ? Buffer.from(content) : content;
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

function sum(sizes: Sizes[]): Sizes {
  return sizes.reduce((total, size) => ({ raw: total.raw + size.raw, gzip: total.gzip + size.gzip, brotli: total.brotli + size.brotli }), { raw: 0, gzip: 0, brotli: 0 });
}

/** The scripts a page's boot loader requests before any interaction: its entry and its preloads. */
export function bootScripts(html: string): string[] {
  const match = /<script data-entry="([^"]+)" data-preload="([^"]*)"[^>]*>/.exec(html);
  return match ? [match[1]!, ...match[2]!.split(' ').filter(Boolean)] : [];
}

/**
 * Scripts and stylesheets a prerendered page loads by itself, with scripts on: script and preload
 * tags, what its loader requests, style links (not those inside <noscript>, which only a browser
 * without scripts loads).
 */
export function pageAssets(html: string): { scripts: string[]; stylesheets: string[] } {
  const withScripts = html.replaceAll(/<noscript>.*?<\/noscript>/gs, '');
  return {
    scripts: [
      ...[...html.matchAll(/<(?:script[^>]+src|link rel="modulepreload"[^>]+href)="([^"]+)"/g)].map((match) => match[1]!),
      ...bootScripts(html),
    ],
    stylesheets: [...withScripts.matchAll(/<link rel="stylesheet"[^>]+href="([^"]+)"/g)].map((match) => match[1]!),
  };
}

const measured = new Map<string, Sizes>();

/** Sizes of built files, each compressed once however many pages load it. */
export function assetSizes(dist: string, files: string[]): Sizes {
  return sum(
    files.map((file) => {
      const path = join(dist, file);
      if (!measured.has(path)) measured.set(path, sizesOf(readFileSync(path)));
      return measured.get(path)!;
    }),
  );
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
