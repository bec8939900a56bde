import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { homeOf, languageOfPath } from '../core/languages.ts';
import { localSites, shareCards } from './local-sites.ts';
import { siteSummary } from './site-summary.ts';
import { SHARE_CARD_FOLDER, writeShareCards } from './images/share-card.ts';
import type { Problem } from '../schema/problems.ts';
import type { Site } from '../schema/site.ts';
import type { RenderedPage } from '../src/render-html.tsx';
import type { PrerenderSites } from '../src/view-model.ts';
import { bootTag } from './build/boot.ts';
import { headTags } from './build/head.ts';
import { prerenderSites } from './build/site-modules.ts';
import { encodeSiteImages, ENCODED_FOLDER, type EncodedSite } from './build/images.ts';
import { validateSite } from './validate.ts';
import { fillTemplate } from './build/template.ts';
import { ENTRY, readTemplate, siteViteConfig, type ClientBundle } from './vite-plugin-site.ts';
import { makeScratchFolder, makeWorkFolder, replaceOutput } from './build/output-folder.ts';
import { publishPublicFiles, type LeftOut } from './build/public-files.ts';
import { htmlBudget, overBudget } from './build/html-budget.ts';
import { headersFile, inlineScripts, languageNotFoundPage, notFoundPage, redirectPage, redirectsFile, robotsTxt, sitemapXml, webManifest } from './build/static-files.ts';

export interface BuildOptions {
  siteFile: string;
  publicDir: string;
  outDir: string;
  /** Development builds use React's development runtime, which reports every hydration mismatch. */
  mode: 'production' | 'development';
  /** Told as the build goes: each step as it starts, and the photos and pages as they are done. */
  onProgress?: (progress: BuildProgress) => void;
}

export type BuildProgress =
  | { step: 'validating' | 'bundling' | 'publishing' }
  | { step: 'photos' | 'cards' | 'pages'; done: number; total: number };

/** What a build published, for its summary. */
export interface Published {
  pages: number;
  redirects: number;
  /** Photos encoded by this build, and taken from the cache of earlier ones. */
  photos: { encoded: number; cached: number };
  /** Share cards drawn by this build, and taken from the cache of earlier ones. */
  cards: { drawn: number; cached: number };
  /** Every file of the output, and their size in bytes. */
  files: number;
  bytes: number;
  /** Files of public/ the site does not use, and why. */
  leftOut: LeftOut[];
  /** The addresses of the draft pages, left out of the site. */
  drafts: string[];
  /** The previous site, when it could not be removed: it stays beside the output until the next build. */
  keptAside?: string;
}

/** What a build did: the content's problems (nothing was written), or what it published. */
export type BuildResult = ({ ok: false; problems: Problem[] }) | ({ ok: true } & Published);

/** Where the rules for browsers without scripts are published: a fixed name, not hashed, since every page links it; hosts cache it as they cache the pages. */
const SCRIPTLESS_CSS = '/without-scripts.css';

type RenderRoute = (path: string, sites: PrerenderSites) => Promise<RenderedPage>;

/** Where the server bundles of builds in progress are written: inside the project, where node_modules resolves. */
const SERVER_BUNDLES = resolve('node_modules/.cache/site-server');

function fileFor(root: string, path: string): string {
  return path === '/' ? join(root, 'index.html') : join(root, path.slice(1), 'index.html');
}

function write(file: string, content: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** Where the build writes what it makes besides the bundles, before the site's folder is put together. */
interface Drawn {
  /** The encoded photos, served from ENCODED_FOLDER. */
  images: string;
  /** The share cards, served from SHARE_CARD_FOLDER. */
  cards: string;
}

async function buildInto(root: string, server: string, site: Site, drawn: Drawn, encoded: EncodedSite, { publicDir, mode, onProgress }: BuildOptions) {
  const client = join(root, 'client');
  let bundle: ClientBundle | undefined;
  const clientConfig = siteViteConfig({ site, onClientBundle: (built) => (bundle = built) });
  onProgress?.({ step: 'bundling' });
  await build({
    ...clientConfig,
    // public/ is published below, file by file: only what the site uses.
    publicDir: false,
    mode,
    logLevel: 'warn',
    build: { ...clientConfig.build, outDir: client, emptyOutDir: true, rollupOptions: { input: { index: ENTRY } } },
  });
  const serverConfig = siteViteConfig({ site });
  await build({
    ...serverConfig,
    // Nothing of public/ is copied here either: Vite's copy follows every link in it, dangling
    // ones (a stack trace) and ones to system folders (all of /etc copied).
    publicDir: false,
    mode,
    logLevel: 'warn',
    // Its assets too: the heading face, which only the prerendered pages' styles name, comes from here.
    build: { ...serverConfig.build, ssr: 'src/entry-server.tsx', outDir: server, emptyOutDir: true, ssrEmitAssets: true },
  });
  if (!bundle) throw new Error('the client build did not report its entry and page chunks');
  onProgress?.({ step: 'publishing' });
  // The photos go out encoded; their originals (camera files of several megabytes) never do.
  const { leftOut } = await publishPublicFiles(publicDir, client, { asIs: new Set(encoded.sentAsIs), encoded: new Set(encoded.replaced) });
  if (existsSync(drawn.images)) renameSync(drawn.images, join(client, ENCODED_FOLDER));
  if (existsSync(drawn.cards)) renameSync(drawn.cards, join(client, SHARE_CARD_FOLDER));
  const { entry, pageModules, pageChunks, languageChunks } = bundle;

  const { renderRoute, FACE_URL } = (await import(pathToFileURL(join(server, 'entry-server.js')).href)) as { renderRoute: RenderRoute; FACE_URL: string };
  if (!existsSync(join(server, FACE_URL))) throw new Error(`the server build did not emit the site's face at ${FACE_URL}`);
  renameSync(join(server, FACE_URL), join(client, FACE_URL));
  // Requested with the HTML's first bytes, so the text is drawn in its face from the first paint when it can be.
  const fontPreload = `<link rel="preload" href="${FACE_URL}" as="font" type="font/woff2" crossorigin />`;
  const template = readTemplate();
  const sites = Object.values(localSites(site));
  const prerendered = prerenderSites(site);
  // What the headers need of each page written: its inline scripts, not its whole HTML (thousands of pages would fill memory).
  const scripts = new Set<string>();
  // The rules for browsers that run no scripts, of every page: one small file that only those
  // browsers load, from a <noscript> in the head, after the page's own styles.
  const scriptless = new Set<string>();
  const written = (html: string) => inlineScripts(html).forEach((script) => scripts.add(script));
  const pageCount = sites.reduce((sum, local) => sum + local.pages.length, 0);
  let rendered = 0;
  // Development builds carry React's development runtime's markers; the budget is for what is deployed.
  const budget = mode === 'production' ? htmlBudget() : undefined;
  const overweight: string[] = [];
  for (const local of sites) {
    const language = local.site.language;
    // A page starts with its own chunk and its language's: the navigation and words of that language.
    const preloads = (path: string) => [...new Set([...(pageChunks[path] ?? []), ...(languageChunks[languageOfPath(path)] ?? [])])];
    for (const page of local.pages) {
      const { styles, html: markup, scriptless: blocks } = await renderRoute(page.path, prerendered);
      blocks.forEach((block) => scriptless.add(block));
      const withoutScripts = blocks.length > 0 ? `\n    <noscript><link rel="stylesheet" href="${SCRIPTLESS_CSS}" /></noscript>` : '';
      const html = fillTemplate(template, { lang: language, head: `${fontPreload}\n    ${headTags(page, local)}\n    ${styles}${withoutScripts}`, html: markup, boot: bootTag(entry, preloads(page.path), pageModules[page.path] ?? '') });
      write(fileFor(client, page.path), html);
      written(html);
      const over = budget === undefined ? undefined : overBudget(page.path, html, budget);
      if (over) overweight.push(over);
      onProgress?.({ step: 'pages', done: (rendered += 1), total: pageCount });
      // React leaves a little work for the event loop after each page, holding the page's whole
      // render until it runs; a loop that never gave the event loop its turn kept every page of
      // the site in memory (over a gigabyte for 5,000 pages; `npm run bench:large`).
      await new Promise((next) => setImmediate(next));
    }
    for (const { from, to } of local.redirects) {
      const html = redirectPage(to, local, language);
      write(fileFor(client, from), html);
      written(html);
    }
    // Some static hosts answer an unknown address with the nearest 404.html: the language's home page.
    const home = homeOf(local.language?.code ?? 'en');
    if (home === '/') continue;
    const notFound = languageNotFoundPage(home, local, language);
    write(join(fileFor(client, home), '..', '404.html'), notFound);
    written(notFound);
  }
  // Others answer any with the root one, which chooses the home page by the address's language.
  const notFound = notFoundPage(sites);
  write(join(client, '404.html'), notFound);
  written(notFound);

  if (overweight.length > 0) {
    const more = overweight.length > 5 ? `; and ${overweight.length - 5} more pages` : '';
    throw new Error(`${overweight.length} page${overweight.length === 1 ? ' is' : 's are'} too heavy to show at once on a phone: ${overweight.slice(0, 5).join('; ')}${more}`);
  }
  write(join(client, SCRIPTLESS_CSS), [...scriptless].join('\n') + '\n');
  write(join(client, '_headers'), headersFile(scripts));
  write(join(client, '_redirects'), redirectsFile(sites));
  write(join(client, 'sitemap.xml'), sitemapXml(sites));
  write(join(client, 'robots.txt'), robotsTxt(site));
  write(join(client, 'site.webmanifest'), webManifest(site));
  return { client, leftOut };
}

/** How many files a folder holds, and their bytes. */
function measure(folder: string): { files: number; bytes: number } {
  const files = (readdirSync(folder, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  return { files: files.length, bytes: files.reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0) };
}

/**
 * Validates the site file as `validate` does, then builds the site in a folder of its own beside
 * `outDir` and puts it in `outDir`'s place (see build/output-folder.ts): `outDir` is a whole site
 * at every instant, and after bad content or a failed build it is left as it was.
 */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const { siteFile, publicDir, outDir, onProgress } = options;
  onProgress?.({ step: 'validating' });
  const result = await validateSite({ file: siteFile }, { publicDir });
  if (!result.ok) return result;
  const workDir = makeWorkFolder(outDir);
  // The server bundle imports React and the rest from node_modules, so it is written inside the
  // project, wherever the output goes.
  const serverDir = makeScratchFolder(SERVER_BUNDLES);
  try {
    const drawn: Drawn = { images: join(workDir, 'images'), cards: join(workDir, 'cards') };
    const encoded = await encodeSiteImages(result.site, result.images, { publicDir, outDir: drawn.images, onPhoto: (done, total) => onProgress?.({ step: 'photos', done, total }) });
    const cards = await writeShareCards(shareCards(encoded.site), drawn.cards, (done, total) => onProgress?.({ step: 'cards', done, total }));
    const { client, leftOut } = await buildInto(workDir, serverDir, encoded.site, drawn, encoded, options);
    const size = measure(client);
    const { keptAside } = await replaceOutput(client, outDir);
    const { routes, redirects } = siteSummary(result.site);
    return { ok: true, pages: routes, redirects, photos: encoded.photos, cards, ...size, leftOut, drafts: result.drafts, ...(keptAside && { keptAside: relative(process.cwd(), keptAside) }) };
  } finally {
    rmSync(workDir, { recursive: true, force: true, maxRetries: 3 });
    rmSync(serverDir, { recursive: true, force: true, maxRetries: 3 });
  }
}
