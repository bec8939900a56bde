import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import { startServer } from '../../../pipeline/serve-static.ts';

const root = mkdtempSync(join(tmpdir(), 'serve-static-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The page at `url` as a browser that accepts brotli gets it, decompressed. */
function page(url: string): Promise<string> {
  return new Promise((done, fail) => {
    get(url, { headers: { 'accept-encoding': 'br' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        expect(response.headers['content-encoding']).toBe('br');
        done(brotliDecompressSync(Buffer.concat(chunks)).toString('utf8'));
      });
    }).on('error', fail);
  });
}

it('serves a page rebuilt while it runs as it is now, not the compressed copy of the page before', async () => {
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>First build</title>');
  const { server, url } = await startServer({ root });
  try {
    expect(await page(url)).toContain('First build');
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Second build</title>');
    expect(await page(url)).toContain('Second build');
  } finally {
    server.close();
  }
});
