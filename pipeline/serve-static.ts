import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.xml', '.txt', '.svg']);

interface HeaderRule {
  pattern: string;
  headers: [string, string][];
}

/** The `_headers` file as Netlify and Cloudflare Pages read it: a path pattern, then indented headers. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] });
    else {
      const colon = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

function matches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path;
}

function parseRedirectsFile(text: string): Map<string, { to: string; status: number }> {
  const redirects = new Map<string, { to: string; status: number }>();
  for (const line of text.split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (from && to && !from.startsWith('#')) redirects.set(from, { to, status: Number(status ?? 301) });
  }
  return redirects;
}

export interface ServeOptions {
  root: string;
  port?: number;
  host?: string;
  /** Apply `_headers` and `_redirects` as a static host would. */
  hostRules?: boolean;
  /**
   * Which 404.html answers an unknown address: the nearest one above it, as Cloudflare Pages does
   * (the default), or the root one only, as Netlify, GitHub Pages and S3 do.
   */
  notFound?: 'nearest' | 'root';
}

/** Serves a built site as a static host does: pretty URLs, 404.html, compression, host rule files. */
export function startServer({ root, port = 0, host = '127.0.0.1', hostRules = true, notFound: notFoundPages = 'nearest' }: ServeOptions): Promise<{ server: Server; url: string }> {
  const base = resolve(root);
  const readRules = (name: string) => (hostRules && existsSync(join(base, name)) ? readFileSync(join(base, name), 'utf8') : '');
  const headerRules = parseHeadersFile(readRules('_headers'));
  const redirects = parseRedirectsFile(readRules('_redirects'));
  /** Each file's compressed copy, with a digest of what it was made from: a build may replace the file while the server runs. */
  const compressed = new Map<string, { digest: string; body: Buffer }>();

  const fileFor = (pathname: string): string | undefined => {
    const candidate = normalize(join(base, pathname));
    if (candidate !== base && !candidate.startsWith(base + sep)) return undefined;
    for (const file of [candidate, join(candidate, 'index.html')]) {
      if (existsSync(file) && statSync(file).isFile()) return file;
    }
    return undefined;
  };

  const send = (request: IncomingMessage, response: ServerResponse, file: string, status: number, pathname: string) => {
    const extension = extname(file);
    for (const rule of headerRules) if (matches(rule.pattern, pathname)) for (const [name, value] of rule.headers) response.setHeader(name, value);
    response.setHeader('Content-Type', TYPES[extension] ?? 'application/octet-stream');
    if (!response.hasHeader('Cache-Control')) response.setHeader('Cache-Control', 'no-cache');
    let body: Buffer = readFileSync(file);
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding = !COMPRESSIBLE.has(extension) ? undefined : /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
    if (encoding) {
      const key = `${encoding}:${file}`;
      const digest = createHash('sha1').update(body).digest('base64');
      let copy = compressed.get(key);
      if (copy?.digest !== digest) {
        copy = { digest, body: encoding === 'br' ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(body, { level: 9 }) };
        compressed.set(key, copy);
      }
      body = copy.body;
      response.setHeader('Content-Encoding', encoding);
      response.setHeader('Vary', 'Accept-Encoding');
    }
    response.setHeader('Content-Length', body.length);
    response.writeHead(status);
    response.end(request.method === 'HEAD' ? undefined : body);
  };

  /** As Cloudflare Pages does: the 404.html nearest the address, in its folder or the closest above it (/fr/404.html for /fr/...); or the root one. */
  const nearestNotFound = (pathname: string): string | undefined => {
    const folders = notFoundPages === 'root' ? [] : pathname.split('/').filter(Boolean).slice(0, -1);
    for (let depth = folders.length; depth >= 0; depth--) {
      const candidate = join(base, ...folders.slice(0, depth), '404.html');
      if (candidate.startsWith(base) && existsSync(candidate)) return candidate;
    }
    return undefined;
  };

  const server = createServer((request, response) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      response.writeHead(400).end();
      return;
    }
    const redirect = redirects.get(pathname.replace(/(.)\/$/, '$1'));
    if (redirect) {
      response.writeHead(redirect.status, { Location: redirect.to }).end();
      return;
    }
    const file = fileFor(pathname);
    const notFound = nearestNotFound(pathname);
    if (file) send(request, response, file, 200, pathname);
    else if (notFound) send(request, response, notFound, 404, pathname);
    else response.writeHead(404).end('Not found');
  });

  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: actual } = server.address() as AddressInfo;
      resolvePromise({ server, url: `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${actual}` });
    });
  });
}
