import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Rollup } from 'vite';
import { escapeHtml } from './access.ts';
import type { Visitor } from './guard.ts';
import { send } from './http.ts';
import { IMAGE_POLICY, publicImage } from './public-files.ts';

/*
 * What the editor serves besides its API: its page (built once at start, in memory), the site's
 * heading face for the preview, and the pictures in public/; nothing else.
 */

const CLIENT_ROOT = resolve('editor/client');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
};

/**
 * The editor's page, built once at start in memory: nothing of it is written anywhere. It is the
 * production build whatever NODE_ENV says (Vite follows it when it is set, and test runners set it),
 * so that the page tested is the page the office uses.
 */
export async function buildPage(): Promise<Map<string, string | Uint8Array>> {
  const output = (await build({
    configFile: false,
    root: CLIENT_ROOT,
    base: '/',
    logLevel: 'silent',
    plugins: [react({ jsxImportSource: '@emotion/react' })],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    oxc: { jsx: { development: false } },
    resolve: { conditions: ['module', 'browser', 'production'] },
    build: { write: false, target: 'es2022', reportCompressedSize: false, modulePreload: false },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const files = new Map<string, string | Uint8Array>();
  for (const result of Array.isArray(output) ? output : [output]) {
    for (const item of result.output) files.set(`/${item.fileName}`, item.type === 'chunk' ? item.code : item.source);
  }
  return files;
}

interface PageFilesOptions {
  page: Map<string, string | Uint8Array>;
  /** The site's face, each cut of which the preview's styles name by its source address. */
  fonts: { url: string; file: string }[];
  publicDir: string;
  /** Whether people sign in (the editor serves other machines), rather than open it from its address. */
  signIn: boolean;
}

export function pageFiles({ page, fonts, publicDir, signIn }: PageFilesOptions) {
  const fontBytes = new Map(fonts.map(({ url, file }) => [url, readFileSync(file)]));

  /**
   * Answers a GET for anything but the API; `headers` are those every answer carries. The page
   * holds no secret on a machine of one's own (it finds its key in the address the editor printed,
   * or in its own storage); signed in, it carries the key of the session.
   */
  return function serve(response: ServerResponse, url: URL, { visitor, showsPictures }: { visitor: Visitor; showsPictures: boolean }, headers: Record<string, string>) {
    if (url.pathname === '/' || url.pathname === '/index.html') {
      if (signIn && !visitor.person) {
        response.writeHead(303, { ...headers, Location: '/login' });
        return response.end();
      }
      const { person } = visitor;
      const signedIn = person
        ? `<meta name="editor-token" content="${visitor.key}">\n<meta name="editor-person" content="${escapeHtml(JSON.stringify({ name: person.name, role: person.role }))}">\n`
        : '';
      const html = String(page.get('/index.html')).replace('</head>', `${signedIn}</head>`);
      response.writeHead(200, { ...headers, 'Content-Type': TYPES['.html']!, 'X-Frame-Options': 'DENY' });
      return response.end(html);
    }
    const font = fontBytes.get(url.pathname);
    if (font !== undefined) {
      response.writeHead(200, { ...headers, 'Content-Type': TYPES['.woff2']! });
      return response.end(font);
    }
    const built = page.get(url.pathname);
    if (built !== undefined) {
      // Named by their content: kept by the browser, compiled once, until the editor is rebuilt.
      const kept = url.pathname.startsWith('/assets/') ? { 'Cache-Control': 'private, max-age=31536000, immutable' } : {};
      response.writeHead(200, { ...headers, ...kept, 'Content-Type': TYPES[extname(url.pathname)] ?? 'application/octet-stream' });
      return response.end(built);
    }
    // The pictures in public/, for the preview and the image picker; nothing else there is served.
    const image = publicImage(publicDir, url.pathname);
    if (image !== undefined) {
      if (!showsPictures) return send(response, 403, { error: signIn ? 'sign in to see the pictures' : 'open the editor from the address it printed' });
      response.writeHead(200, { ...headers, 'Content-Type': TYPES[extname(image).toLowerCase()]!, 'Content-Security-Policy': IMAGE_POLICY, 'Cross-Origin-Resource-Policy': 'same-origin' });
      return response.end(readFileSync(image));
    }
    response.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Not found');
  };
}
