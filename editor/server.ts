import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, rmSync, watch, type FSWatcher } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, dirname, extname, join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { HEADING_FONT } from '../pipeline/fonts.ts';
import { build, createServer as createVite, type Plugin, type Rollup, type ViteDevServer } from 'vite';
import { parse, parseDocument } from 'yaml';
import { fillTokens } from '../schema/placeholders.ts';
import { tokenValues } from '../core/facts.ts';
import { namedImagePaths } from '../schema/images.ts';
import { blockRegistry, type BlockType } from '../schema/blocks/index.ts';
import type { LanguageCode } from '../core/languages.ts';
import { localSites } from '../pipeline/local-sites.ts';
import type { Block } from '../schema/site.ts';
import type { LocalSite } from '../src/view-model.ts';
import { withImageSizes } from '../pipeline/build/images.ts';
import { validateSite, validateSiteData, type Validation } from '../pipeline/validate.ts';
import { applyEdits, type Edit } from './edits.ts';
import { fitExample } from './examples.ts';
import { formSchema } from '../pipeline/json-schema.ts';
import { blockGallery } from './block-gallery.ts';
import { editedTexts } from './edited-texts.ts';
import { clearHalfWritten, IMAGE_POLICY, listImages, publicImage, writeWhole } from './public-files.ts';
import { EditError, editText } from './yaml-text.ts';
import { standIns } from './preview/stand-ins.ts';
import { readYaml } from '../schema/read-yaml.ts';
import { createPublisher, type Author, type PublishResult } from './publish.ts';
import { cookie, createAccess, escapeHtml, type AccessOptions, type Person } from './access.ts';
import { readAccounts } from './accounts.ts';
import { readBody, readJson, send, type Route } from './http.ts';
import { pictureRoutes, type SiteFile } from './pictures.ts';
import { problemsOf } from './problems.ts';
import type { FileReading, FileState, PreviewAnswer, SaveAnswer, Start } from './protocol.ts';

/**
 * The visual editor's server: the editor's page, the site's own components drawing the preview,
 * and the one way to write site.yaml (validated as the build validates it, edits written into the
 * text as a person would make them). It listens on the loopback address only, and answers only
 * its own page: the Host and Origin must be the editor's, and every request that reads or writes
 * content carries the token the page was given.
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
}

export interface RunningEditor {
  /** Where to open the editor: its address with the key that lets a browser in. */
  url: string;
  close(): Promise<void>;
}

const PREVIEW_MODULE = resolve('editor/preview/render.tsx');
const CLIENT_ROOT = resolve('editor/client');
/** How long the file must stay the same after a change before the editor reads it (see SETTLE_MS in the dev server). */
const SETTLE_MS = 100;

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

type Renderer = typeof import('./preview/render.tsx');

const versionOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** The site's modules that read `virtual:site` get nothing from it: the preview hands each page its data. */
const emptySite: Plugin = {
  name: 'editor-empty-site',
  resolveId: (id) => (id === 'virtual:site' ? '\0editor-empty-site' : undefined),
  load: (id) => (id === '\0editor-empty-site' ? 'export const sites = {};\nexport const languages = {};\nexport const footers = {};\nexport const pageContent = {};\n' : undefined),
};

/** The editor's page, built once at start in memory: nothing of it is written anywhere. */
async function buildClient(): Promise<Map<string, string | Uint8Array>> {
  const output = (await build({
    configFile: false,
    root: CLIENT_ROOT,
    base: '/',
    logLevel: 'silent',
    plugins: [react()],
    build: { write: false, target: 'es2022', reportCompressedSize: false, modulePreload: false },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const files = new Map<string, string | Uint8Array>();
  for (const result of Array.isArray(output) ? output : [output]) {
    for (const item of result.output) files.set(`/${item.fileName}`, item.type === 'chunk' ? item.code : item.source);
  }
  return files;
}


/** Whether a key someone gave is the editor's, compared in a time that does not tell how much of it matched. */
function isToken(given: string | undefined, token: string): boolean {
  if (given === undefined) return false;
  const [a, b] = [Buffer.from(given), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}


/** What a browser without the editor's key gets instead of the editor. */
const LOCKED_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Site editor</title>
<body style="font:1.1rem/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem">
<h1 style="font-size:1.5rem">Open the editor from its address</h1>
<p>The editor opens at the address <code>npm run edit</code> printed when it started, which carries the
key that lets you in. Copy it from the terminal where the editor runs.</p></body></html>`;

/** The addresses only this machine reaches. */
const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);
/** The requests that carry a picture's bytes rather than JSON. */
const UPLOADS = new Set(['/api/images', '/api/images/replace']);
/** Requests that publish, which only people whose role allows it may make. */
const PUBLISHING = new Set(['POST /api/publish', 'POST /api/publish/bring-in', 'POST /api/restore']);

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
  const displayName = options.displayName ?? basename(file);
  const token = randomBytes(24).toString('hex');
  clearHalfWritten(file);

  const [client, vite] = await Promise.all([
    buildClient(),
    createVite({
      configFile: false,
      root: resolve('.'),
      logLevel: 'silent',
      appType: 'custom',
      plugins: [react({ jsxImportSource: '@emotion/react' }), emptySite],
      server: { middlewareMode: true, hmr: false, watch: null },
      optimizeDeps: { noDiscovery: true, include: [] },
    }) as Promise<ViteDevServer>,
  ]);
  const renderer = () => vite.ssrLoadModule(PREVIEW_MODULE) as Promise<Renderer>;
  // The preview's headings are set in the site's face, which its styles name by its source address.
  const headingFont = { url: (await renderer()).HEADING_FONT_URL, bytes: readFileSync(HEADING_FONT.file) };

  // Pictures uploaded since the last save: kept while the edits may still name them, and removed
  // once a save, or the end of the session, shows that the file does not (undone, or never saved).
  const uploads = new Set<string>();
  const settleUploads = (text: string) => {
    let named: Set<string>;
    try {
      named = new Set(namedImagePaths(parseDocument(text).toJS()).map(({ src }) => src));
    } catch {
      return;
    }
    for (const src of uploads) if (!named.has(src)) rmSync(join(publicDir, src), { force: true });
    uploads.clear();
  };

  // The file as last read or written, and the texts the editor's page may still build its edits on.
  let current = readFileSync(file, 'utf8');
  const texts = new Map<string, string>([[versionOf(current), current]]);
  const remember = (text: string) => {
    texts.set(versionOf(text), text);
    while (texts.size > 20) texts.delete(texts.keys().next().value!);
  };
  /**
   * The file as the editor's page works on it: its data, or, while it is not readable YAML (saved
   * half-way through a change in another editor), no data and the parser's problems.
   */
  const state = async (): Promise<FileReading> => {
    const text = current;
    const doc = parseDocument(text, { uniqueKeys: true });
    if (doc.errors.length === 0) return { version: versionOf(text), data: doc.toJS() as FileState['data'] };
    const result = await validateSite({ file, text }, { publicDir, displayName, images: false });
    return { version: versionOf(text), problems: problemsOf(result) };
  };

  const listeners = new Set<ServerResponse>();
  /** A text read from disk that is not the one the editor has becomes the file, and every open page is told. */
  const takeFromDisk = (text: string) => {
    if (text === current) return;
    current = text;
    remember(text);
    void state().then((now) => {
      const message = `data: ${JSON.stringify(now)}\n\n`;
      for (const listener of listeners) listener.write(message);
    });
  };

  // A change made outside the editor, once it has settled, goes to every open page.
  let pending: ReturnType<typeof setTimeout> | undefined;
  const watcher: FSWatcher = watch(dirname(file), (_event, name) => {
    if (name !== basename(file)) return;
    clearTimeout(pending);
    pending = setTimeout(function settle() {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        return;
      }
      takeFromDisk(text);
    }, SETTLE_MS);
  });

  const check = (text: string) => validateSite({ file, text }, { publicDir, displayName });
  const sitesOf = (result: Extract<Validation, { ok: true }>) => localSites(withImageSizes(result.site, result.images));

  const editedText = editedTexts(editText);

  /*
   * The preview's quick way, as someone types: the edits applied to the data of the version they
   * are made on, and that data checked as the file would be, with no text written or read. It is
   * taken only from a version whose text was found valid, so what the text alone can break (its
   * YAML) is already known to hold; with any problem, the preview takes the text's way, which
   * places each problem at its line.
   */
  // The data of the versions checked, or undefined for one that is not valid: each is checked once.
  const validData = new Map<string, Record<string, unknown> | undefined>();
  const dataToEdit = async (version: string): Promise<Record<string, unknown> | undefined> => {
    if (validData.has(version)) return validData.get(version);
    const text = texts.get(version);
    if (text === undefined) return undefined;
    const result = await check(text);
    const data = result.ok ? (readYaml(text).doc.toJS() as Record<string, unknown>) : undefined;
    validData.set(version, data);
    while (validData.size > 4) validData.delete(validData.keys().next().value!);
    return data;
  };
  const quickCheck = async (body: { version?: unknown; edits?: unknown }): Promise<Validation | undefined> => {
    const base = typeof body.version === 'string' ? await dataToEdit(body.version) : undefined;
    if (!base || !Array.isArray(body.edits)) return undefined;
    let data: unknown;
    try {
      data = applyEdits(base, body.edits as Edit[]);
    } catch {
      return undefined;
    }
    const result = await validateSiteData(data as Record<string, unknown>, { publicDir, displayName });
    return result.ok ? result : undefined;
  };

  // Publishing through git, when the site folder is a repository: what is saved goes out as a version.
  const publisher = createPublisher({
    file,
    publicDir,
    check: async (text) => problemsOf(await check(text)),
    onFileChanged: takeFromDisk,
  });
  /** The HTTP status of a publishing answer: what went wrong, as the web says it. */
  const statusOf = (result: PublishResult) => {
    if (result.ok) return 200;
    return { invalid: 422, 'bad-request': 400, 'no-repository': 404, failed: 502, refused: 409, conflict: 409, nothing: 409, unpublished: 409 }[result.reason];
  };
  /** A publishing request: its body read, the author settled, the answer sent with its status. */
  const publishing =
    (run: (body: Record<string, unknown>, author: Author | undefined) => Promise<PublishResult>) =>
    async (request: IncomingMessage, response: ServerResponse, _url: URL, person?: Person) => {
      const body = await readJson(request);
      if (!body) return send(response, 413, { error: 'the request is too large' });
      const result = await run(body, authorOf(body, person));
      send(response, statusOf(result), result);
    };
  /** Who a version is recorded under: the person signed in, or, on this machine alone, the name the page gives. */
  const authorOf = (body: Record<string, unknown>, person: Person | undefined): Author | undefined => {
    if (person) return { name: person.name, email: person.email };
    const author = body.author as Partial<Author> | undefined;
    return author && typeof author === 'object' ? { name: String(author.name ?? ''), email: String(author.email ?? '') } : undefined;
  };

  /** The text a request's edits make of the version it names; an error to send back when there is none. */
  function edited(body: { version?: unknown; edits?: unknown }): { text: string } | { status: number; error: string } {
    const base = typeof body.version === 'string' ? texts.get(body.version) : undefined;
    if (base === undefined) return { status: 409, error: 'the file has changed since the editor last read it' };
    if (!Array.isArray(body.edits)) return { status: 400, error: 'expected a list of edits' };
    const edits = body.edits as Edit[];
    try {
      return { text: editedText(body.version as string, base, edits) };
    } catch (error) {
      if (error instanceof EditError) return { status: 422, error: error.message };
      throw error;
    }
  }

  let gallery: Promise<{ type: string; html: string }[]> | undefined;
  async function galleryHtml(): Promise<{ type: string; html: string }[]> {
    const result = await check(current);
    if (!result.ok) throw new Error('the gallery needs a valid site.yaml');
    const site: LocalSite = sitesOf(result).en;
    const { renderBlock } = await renderer();
    const values = tokenValues(result.site.company as unknown as Record<string, unknown>);
    return Promise.all(
      blockGallery().map(async ({ type, example, references }) => {
        try {
          const fitted = fitExample(example, references, { testimonials: site.testimonials });
          const block = blockRegistry[type as BlockType].schema.parse(fillTokens(fitted, values, [])) as Block;
          return { type, html: await renderBlock(site, block) };
        } catch (error) {
          return { type, html: `<p style="font:16px system-ui;padding:16px">The example could not be drawn: ${escapeHtml((error as Error).message)}</p>` };
        }
      }),
    );
  }

  /** The requests the editor's page makes; `person` is who is signed in, when people sign in. */
  /** The file as the routes that change it outside of a save see it. */
  const siteFile: SiteFile = {
    text: () => current,
    version: () => versionOf(current),
    state,
    check,
    write: (text) => {
      writeWhole(file, text);
      // What is written is what was checked; the watcher, seeing the text it already has, stays quiet.
      current = text;
      remember(current);
    },
  };

  const routes: Record<string, Route> = {
    'GET /api/state': async (_request, response) => {
      send(response, 200, { ...(await state()), schema: formSchema() as Start['schema'], blocks: blockGallery(), images: listImages(publicDir), file: displayName } satisfies Start);
    },
    'GET /api/events': async (request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      response.write(': connected\n\n');
      listeners.add(response);
      request.on('close', () => listeners.delete(response));
    },
    'GET /api/gallery': async (_request, response) => {
      gallery ??= galleryHtml();
      try {
        send(response, 200, await gallery);
      } catch (error) {
        gallery = undefined;
        send(response, 503, { error: (error as Error).message });
      }
    },
    'POST /api/preview': async (request, response) => {
      const body = await readJson(request);
      if (!body) return send(response, 413, { error: 'the request is too large' });
      const started = performance.now();
      const code: LanguageCode = body.language === 'fr' ? 'fr' : 'en';
      const index = Number(body.page);
      // Valid content is drawn from its data; otherwise the edits are written into the text, whose check places each problem.
      const quick = await quickCheck(body);
      const checkedQuickly = performance.now();
      const text = quick ? { text: '' } : edited(body);
      if ('error' in text) return send(response, text.status, { error: text.error });
      const written = performance.now();
      const result = quick ?? (await check(text.text));
      // A page still being written is drawn with stand-ins for what it lacks, when all that is wrong is in it.
      let drawn: { result: Validation; leftOut: number[] } = { result, leftOut: [] };
      const stoodIn = result.ok ? undefined : standIns(parse(text.text) as Record<string, unknown>, code, index, result.problems);
      if (stoodIn) drawn = { result: await validateSiteData(stoodIn.data, { publicDir, displayName }), leftOut: stoodIn.leftOut };
      const problems = problemsOf(result);
      if (!drawn.result.ok) return send(response, 200, { problems } satisfies PreviewAnswer);
      const checked = performance.now();
      const sites = sitesOf(drawn.result);
      if (!sites[code]?.pages[index]) return send(response, 200, { problems, html: '' } satisfies PreviewAnswer);
      const { renderPage } = await renderer();
      const html = await renderPage(sites, code, index, drawn.leftOut);
      const done = performance.now();
      // How long each step took, for the editor's benchmark: the quick check of the data, or the
      // edits written into the text and its check; then the drawing.
      const timings = quick
        ? { edit: 0, check: Math.round(checkedQuickly - started), render: Math.round(done - checked) }
        : { edit: Math.round(written - checkedQuickly), check: Math.round(checked - written), render: Math.round(done - checked) };
      const incomplete = result.ok ? {} : { incomplete: { leftOut: drawn.leftOut } };
      send(response, 200, { problems, html, language: sites[code]!.language?.tag, ms: Math.round(done - started), timings, ...incomplete } satisfies PreviewAnswer);
    },
    'POST /api/save': async (request, response) => {
      const body = await readJson(request);
      if (!body) return send(response, 413, { error: 'the request is too large' });
      const changedOutside = async () => send(response, 409, { error: 'site.yaml was changed outside the editor', ...(await state()) });
      if (body.version !== versionOf(current)) return changedOutside();
      const base = current;
      const text = edited(body);
      if ('error' in text) return send(response, text.status, { error: text.error });
      const result = await check(text.text);
      if (!result.ok) return send(response, 422, { problems: problemsOf(result) } satisfies Partial<SaveAnswer>);
      // The watcher hears of a change only once the file has settled, and another save may have
      // finished meanwhile: the file is read again, and written only if it is still the text the
      // edits were made on.
      const onDisk = readFileSync(file, 'utf8');
      if (onDisk !== base) {
        takeFromDisk(onDisk);
        return changedOutside();
      }
      siteFile.write(text.text);
      settleUploads(text.text);
      send(response, 200, await state());
    },
    'GET /api/publish': async (_request, response) => {
      send(response, 200, await publisher.state());
    },
    'POST /api/publish': publishing((body, author) => publisher.publish({ message: body.message, author })),
    'POST /api/publish/bring-in': publishing((_body, author) => publisher.bringInAndPublish({ author })),
    'GET /api/history': async (_request, response) => {
      send(response, 200, await publisher.history());
    },
    'POST /api/restore': publishing((body, author) => publisher.restore({ hash: body.hash, author })),
    'POST /api/logout': async (request, response) => {
      if (!access) return send(response, 404, { error: 'nobody signs in to this editor' });
      response.setHeader('Set-Cookie', access.logout(request));
      send(response, 200, { signedOut: true });
    },
    ...pictureRoutes({ publicDir, uploads, site: siteFile }),
  };

  let port = options.port;
  const hosts = () => new Set([`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]);

  const server: Server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) send(response, 500, { error: (error as Error).message });
      else response.end();
    });
  });

  /** Whether an Origin header names the host a request was sent to. */
  const sameHost = (origin: string | undefined, host: string) => {
    try {
      return origin !== undefined && new URL(origin).host === host;
    } catch {
      return false;
    }
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const host = request.headers.host ?? '';
    const origin = request.headers.origin;
    const reading = request.method === 'GET' || request.method === 'HEAD';
    // On this machine: another site in the same browser, or a name pointed at this machine, gets
    // nothing. Served to others, under whatever name the proxy gives: a change comes from a page of
    // that same name, or not at all.
    const foreign = access ? !reading && !sameHost(origin, host) : !hosts().has(host) || (origin !== undefined && origin !== `http://${host}`);
    if (foreign) {
      response.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' });
      return response.end('The editor answers only its own page.');
    }
    const url = new URL(request.url ?? '/', `http://${host}`);
    // The key in the address stays out of every Referer. Served to others there is no key in the
    // address, and the page's requests need their Origin, which `no-referrer` would blank.
    const headers = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': access ? 'same-origin' : 'no-referrer' };

    // Who is asking: a person signed in, or on this machine alone, a browser holding the key of the
    // address the editor printed (kept in a cookie only this browser holds, for reloads and pictures).
    let key: string | undefined;
    let person: Person | undefined;
    let keep: Record<string, string> = {};
    if (access) {
      if (url.pathname === '/login' && reading) return access.showLogin(response);
      if (url.pathname === '/login' && request.method === 'POST') {
        const body = await readBody(request, 10_000);
        return access.login(request, response, body?.toString('utf8') ?? '');
      }
      const session = access.sessionOf(request);
      [key, person] = [session?.csrf, session?.person];
    } else {
      const cookieName = `editor-session-${port}`;
      const fromAddress = isToken(url.searchParams.get('token') ?? undefined, token);
      if (fromAddress || isToken(cookie(request, cookieName), token)) key = token;
      if (fromAddress) keep = { 'Set-Cookie': `${cookieName}=${token}; HttpOnly; SameSite=Strict; Path=/` };
    }
    const admitted = key !== undefined;

    if (url.pathname.startsWith('/api/')) {
      const name = `${request.method} ${url.pathname}`;
      const route = routes[name];
      if (!route) return send(response, 404, { error: 'no such request' });
      if (access && !person) return send(response, 401, { error: 'you were signed out; sign in again' });
      const given = request.headers['x-editor-token'] ?? (reading ? url.searchParams.get('token') : undefined) ?? undefined;
      if (!isToken(Array.isArray(given) ? given[0] : given, access ? key! : token)) return send(response, 403, { error: 'the editor’s page must be reloaded' });
      if (PUBLISHING.has(name) && person && person.role !== 'publish') {
        return send(response, 403, { error: `${person.name} may edit and save; publishing is for people whose account allows it` });
      }
      if (request.method === 'POST' && !UPLOADS.has(url.pathname) && !request.headers['content-type']?.startsWith('application/json')) {
        return send(response, 415, { error: 'expected JSON' });
      }
      return route(request, response, url, person);
    }
    if (!reading) return send(response, 405, { error: 'read only' });
    if (url.pathname === '/' || url.pathname === '/index.html') {
      if (!admitted && access) {
        response.writeHead(303, { ...headers, Location: '/login' });
        return response.end();
      }
      if (!admitted) {
        response.writeHead(403, { ...headers, 'Content-Type': TYPES['.html']!, 'X-Frame-Options': 'DENY' });
        return response.end(LOCKED_PAGE);
      }
      const who = person ? `<meta name="editor-person" content="${escapeHtml(JSON.stringify({ name: person.name, role: person.role }))}">\n` : '';
      const html = String(client.get('/index.html')).replace('</head>', `<meta name="editor-token" content="${key}">\n${who}</head>`);
      response.writeHead(200, { ...headers, ...keep, 'Content-Type': TYPES['.html']!, 'X-Frame-Options': 'DENY' });
      return response.end(html);
    }
    if (url.pathname === headingFont.url) {
      response.writeHead(200, { ...headers, 'Content-Type': TYPES['.woff2']! });
      return response.end(headingFont.bytes);
    }
    const built = client.get(url.pathname);
    if (built !== undefined) {
      response.writeHead(200, { ...headers, 'Content-Type': TYPES[extname(url.pathname)] ?? 'application/octet-stream' });
      return response.end(built);
    }
    // The pictures in public/, for the preview and the image picker; nothing else there is served.
    const image = publicImage(publicDir, url.pathname);
    if (image !== undefined) {
      if (!admitted) return send(response, 403, { error: access ? 'sign in to see the pictures' : 'open the editor from the address it printed' });
      response.writeHead(200, { ...headers, 'Content-Type': TYPES[extname(image).toLowerCase()]!, 'Content-Security-Policy': IMAGE_POLICY });
      return response.end(readFileSync(image));
    }
    response.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Not found');
  }

  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, options.host ?? '127.0.0.1', () => done());
  });
  port = (server.address() as AddressInfo).port;
  const shownHost = !options.host || ['0.0.0.0', '::'].includes(options.host) ? 'localhost' : options.host.includes(':') ? `[${options.host}]` : options.host;

  return {
    url: access ? `http://${shownHost}:${port}/` : `http://localhost:${port}/?token=${token}`,
    async close() {
      settleUploads(readFileSync(file, 'utf8'));
      clearTimeout(pending);
      watcher.close();
      for (const listener of listeners) listener.end();
      await new Promise<void>((done) => server.close(() => done()));
      await vite.close();
    },
  };
}
