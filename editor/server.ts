import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname, networkInterfaces } from 'node:os';
import { basename, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer as createVite, type Plugin, type ViteDevServer } from 'vite';
import { SERVED_FACE } from '../pipeline/fonts.ts';
import { serverSiteModule } from '../pipeline/build/site-modules.ts';
import { createAccess, type AccessOptions } from './access.ts';
import { readAccounts } from './accounts.ts';
import { createGuard } from './guard.ts';
import { editorKey } from './key-file.ts';
import { send, type Route } from './http.ts';
import { buildPage, pageFiles } from './page-files.ts';
import { createPublisher } from './publish.ts';
import { problemsOf } from './problems.ts';
import { contentRoutes, type Renderer } from './routes/content.ts';
import { pictureRoutes } from './routes/pictures.ts';
import { publishingRoutes } from './routes/publishing.ts';
import { openSiteFile } from './site-file.ts';

/**
 * The visual editor's server: the editor's page, the site's own components drawing the preview,
 * and the one way to write site.yaml (validated as the build validates it, edits written into the
 * text as a person would make them). It listens on the loopback address unless people sign in
 * (accounts), and answers only its own page (see guard.ts): every request that reads or writes
 * content carries the key its page was given.
 */

export interface EditorOptions {
  /** The site file; site.yaml. */
  file: string;
  /** Where images live; public/. */
  publicDir: string;
  port: number;
  /** Problems are reported under this name; the file's name by default. */
  displayName?: string;
  /** The address to listen on: the loopback address by default. Any other needs `accounts`. */
  host?: string;
  /**
   * People sign in by name and password (see accounts.ts), rather than by the key in the address:
   * how the editor serves other machines. The file must hold at least one account.
   */
  accounts?: AccessOptions;
  /**
   * With accounts: the addresses people open the editor at (`https://edit.example.com` behind a
   * proxy). The editor answers to those names, its own address and the machine's names and
   * addresses, and no other: a page whose name was pointed at this machine is refused.
   */
  publicAddresses?: readonly string[];
  /** Where the key of the address the editor prints is kept, so that it survives a restart; a new key each start without one. */
  keyFile?: string;
}

export interface RunningEditor {
  /** Where to open the editor: its address with the key that lets a browser in, or the public address people sign in at. */
  url: string;
  /** The port it listens on. */
  port: number;
  close(): Promise<void>;
}

const PREVIEW_MODULE = resolve('editor/preview/render.tsx');

/** The site's modules that read `virtual:site` get nothing from it: the preview hands each page its data. */
const emptySite: Plugin = {
  name: 'editor-empty-site',
  resolveId: (id) => (id === 'virtual:site' ? '\0editor-empty-site' : undefined),
  load: (id) => (id === '\0editor-empty-site' ? serverSiteModule() : undefined),
};

/** The names and addresses this machine answers to on its networks. */
const machineNames = () => [
  hostname(),
  ...Object.values(networkInterfaces())
    .flat()
    .flatMap((network) => (network && !network.address.includes('%') ? [network.family === 'IPv6' ? `[${network.address}]` : network.address] : [])),
];

/** The host name of an address people open (`https://edit.example.com`). */
const nameOf = (address: string) => {
  try {
    return new URL(address).host;
  } catch {
    return address;
  }
};

/** The addresses that listen on every network of the machine. */
const WILDCARDS = new Set(['0.0.0.0', '::']);

/** The addresses only this machine reaches. */
const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/** Why the editor may not start as asked, if it may not: other machines are served only with accounts. */
function refusal(options: EditorOptions): string | undefined {
  const host = options.host ?? '127.0.0.1';
  if (!options.accounts && !LOOPBACK.has(host)) return `the editor serves other machines (${host}) only to people who sign in; add an account first: npm run edit -- --add-user NAME --email ADDRESS`;
  if (options.accounts && readAccounts(options.accounts.accountsFile).length === 0) {
    return `${options.accounts.accountsFile} holds no account yet; add one first: npm run edit -- --add-user NAME --email ADDRESS`;
  }
  return undefined;
}

export async function startEditor(options: EditorOptions): Promise<RunningEditor> {
  const refused = refusal(options);
  if (refused) throw new Error(refused);
  const access = options.accounts ? createAccess(options.accounts) : undefined;
  const file = resolve(options.file);
  const publicDir = resolve(options.publicDir);
  const token = editorKey(options.keyFile);
  let port = options.port;
  const publicNames = (options.publicAddresses ?? []).map(nameOf);
  const guard = createGuard({ access, token, port: () => port, hostNames: [...(options.host && !WILDCARDS.has(options.host) ? [options.host] : []), ...publicNames, ...machineNames()] });

  const [page, vite] = await Promise.all([
    buildPage(),
    createVite({
      configFile: false,
      root: resolve('.'),
      logLevel: 'silent',
      appType: 'custom',
      plugins: [react({ jsxImportSource: '@emotion/react' }), emptySite],
      server: { middlewareMode: true, hmr: false, watch: null },
      optimizeDeps: { noDiscovery: true, include: [] },
      // Its own cache: the dev server's optimized dependencies, in Vite's default folder, stay whole.
      cacheDir: 'node_modules/.vite/editor',
    }) as Promise<ViteDevServer>,
  ]);
  const renderer = () => vite.ssrLoadModule(PREVIEW_MODULE) as Promise<Renderer>;
  const faces = await renderer();
  const fonts = [{ url: faces.FACE_URL, file: SERVED_FACE.file }];
  const serveFile = pageFiles({ page, fonts, publicDir, signIn: access !== undefined });

  const site = openSiteFile({ file, publicDir, displayName: options.displayName ?? basename(file) });
  // Publishing through git, when the site folder is a repository: what is saved goes out as a version.
  const publisher = createPublisher({
    file,
    publicDir,
    check: async (text) => problemsOf(await site.check(text)),
    onFileChanged: site.takeFromDisk,
  });

  /** The requests the editor's page makes, by `METHOD /path`. */
  const routes: Record<string, Route> = {
    ...contentRoutes(site, renderer, guard.pictureKey),
    ...pictureRoutes(site),
    ...publishingRoutes(publisher),
    'POST /api/logout': async (request, response) => {
      if (!access) return send(response, 404, { error: 'nobody signs in to this editor' });
      response.setHeader('Set-Cookie', access.logout(request));
      send(response, 200, { signedOut: true });
    },
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    if (guard.foreign(request)) {
      response.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' });
      return response.end('The editor answers only its own page.');
    }
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? ''}`);
    const visitor = await guard.visitor(request, response, url);
    if (!visitor) return;
    if (url.pathname.startsWith('/api/')) {
      const route = routes[`${request.method} ${url.pathname}`];
      if (!route) return send(response, 404, { error: 'no such request' });
      const refused = guard.refusal(request, url, visitor);
      if (refused) return send(response, refused.status, { error: refused.error });
      return route(request, response, url, visitor.person);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return send(response, 405, { error: 'read only' });
    // The picture key in pictures' addresses stays out of every Referer. Served to others, the
    // page's requests need their Origin, which `no-referrer` would blank.
    serveFile(response, url, { visitor, showsPictures: guard.showsPictures(url, visitor) }, { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': access ? 'same-origin' : 'no-referrer' });
  }

  const server: Server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) send(response, 500, { error: (error as Error).message });
      else response.end();
    });
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, options.host ?? '127.0.0.1', () => done());
  });
  port = (server.address() as AddressInfo).port;
  const shownHost = !options.host || WILDCARDS.has(options.host) ? 'localhost' : options.host.includes(':') ? `[${options.host}]` : options.host;

  return {
    url: access ? (options.publicAddresses?.[0] ?? `http://${shownHost}:${port}/`) : `http://localhost:${port}/#key=${token}`,
    port,
    async close() {
      site.close();
      await new Promise<void>((done) => server.close(() => done()));
      await vite.close();
    },
  };
}
