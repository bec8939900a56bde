import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { InlineConfig, Plugin, ViteDevServer } from 'vite';
import { formatProblem, type Problem } from '../schema/problems.ts';
import { languageOfPath } from '../core/languages.ts';
import { englishVersion, localSites, shareCards } from './local-sites.ts';
import { restingChunkName } from './build/page-chunks.ts';
import { SHARE_CARD_FOLDER, shareCardPng } from './images/share-card.ts';
import type { Site } from '../schema/site.ts';
import type { LocalPage, LocalSite } from '../src/view-model.ts';
import { pagePathFor } from '../core/links.ts';
import { blockModules } from './build/block-modules.ts';
import { clientBuildPlugin, type ClientBundle } from './build/client-build.ts';
import { pageDataFiles, pagesAsData, usedComponents } from './build/page-data.ts';
import { headTags } from './build/head.ts';
import { testimonialsOf } from './build/page-content.ts';
import { withImageSizes } from './build/images.ts';
import { validateSite } from './validate.ts';

/** The site as the dev server holds it: ready to show, or its problems. */
type DevSite = { ok: true; site: Site } | { ok: false; problems: Problem[] };
import { squeezeCssPlugin } from './build/squeeze-css.ts';
import {
  clientSiteModule,
  footerModule,
  footerOf,
  languageModule,
  languageOf,
  pageIndexOf,
  pageModule,
  restingIndexOf,
  restingModuleId,
  restingPageModule,
  PUBLIC_ID,
  RESOLVED_ID,
  serverSiteModule,
  routesModule,
  routesOf,
  structuredDataModule,
  structuredDataOf,
} from './build/site-modules.ts';
import { webManifest } from './build/static-files.ts';
import { fillTemplate } from './build/template.ts';

export type { ClientBundle };

/** The app's entry module; the build names its output after `index`. */
export const ENTRY = 'src/main.tsx';

/**
 * Where the plugin gets the site: in a build, the site the build validated once, handed over in
 * memory, with a callback for the client bundle; on the dev server, the file, validated once per change.
 */
export type SiteSource = { site: Site; onClientBundle?: (bundle: ClientBundle) => void } | { file: string };

type ClientBuild = Required<Extract<SiteSource, { site: Site }>>;

/** The client build is the one that hands its bundle back. */
const isClientBuild = (source: SiteSource): source is ClientBuild => 'site' in source && source.onClientBundle !== undefined;

function problemsError(result: Extract<DevSite, { ok: false }>): Error {
  const error = new Error(`site.yaml has problems:\n${result.problems.map(formatProblem).join('\n')}`);
  error.stack = '';
  return error;
}

/**
 * How long site.yaml must stay the same after a change before the dev server reads it. Editors that
 * save in place truncate the file and write it again, sometimes in several writes, and the watcher
 * passes on at most one change event per file every 50 ms, so a shorter wait could validate a
 * half-written file and never hear of the write that completes it.
 */
export const SETTLE_MS = 100;

/** What the file holds now, to tell whether it changed while the dev server waited. */
function snapshot(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    return `(unreadable: ${(error as NodeJS.ErrnoException).code})`;
  }
}

/**
 * The site as the dev server shows it: validated as the build validates it, images included, and
 * with each image's size read from its file; the photos are served as they are, not encoded.
 */
async function devSite(absolute: string, file: string): Promise<DevSite> {
  const result = await validateSite({ file: absolute }, { displayName: file });
  return result.ok ? { ok: true, site: withImageSizes(result.site, result.images) } : result;
}

/**
 * The dev server's view of the file: validated on first use, then once after each change has
 * settled (the file unchanged for SETTLE_MS, each further change starting the wait again), never
 * more. Until a change settles, the page keeps the last result.
 */
function watchedSite(file: string) {
  const absolute = resolve(file);
  let current: Promise<DevSite> | undefined;
  let pending: ReturnType<typeof setTimeout> | undefined;
  const result = () => (current ??= devSite(absolute, file));
  return {
    absolute,
    result,
    changed(onSettled: (settled: DevSite) => void) {
      clearTimeout(pending);
      let seen = snapshot(absolute);
      const settle = () => {
        const now = snapshot(absolute);
        if (now !== seen) {
          seen = now;
          pending = setTimeout(settle, SETTLE_MS);
          return;
        }
        pending = undefined;
        current = undefined;
        void result().then(onSettled);
      };
      pending = setTimeout(settle, SETTLE_MS);
    },
    close: () => clearTimeout(pending),
  };
}

/** Whether a module id stands for one of the modules the site is split into: a page's, or a language's site, footer, structured data or list of pages. */
const isSiteModule = (id: string) => pageIndexOf(id) !== undefined || restingIndexOf(id) !== undefined || [languageOf, footerOf, structuredDataOf, routesOf].some((of) => of(id) !== undefined);

/** The site in the language of the page at that address. */
function devLocalSite(site: Site, url: string): LocalSite {
  const sites = localSites(site);
  return sites[languageOfPath(new URL(url, 'http://dev.invalid').pathname)] ?? sites.en;
}

/** The dev page's head: the one the build writes for the page at that address, or for its language's home page. */
function devHeadTags(site: Site, url: string): string {
  const local = devLocalSite(site, url);
  const target = pagePathFor(new URL(url, 'http://dev.invalid').pathname, local.redirects);
  const page = local.pages.find((candidate) => candidate.path === target) ?? local.pages[0]!;
  return headTags(page, local);
}

/** Sends the dev page the settled file: a reload when it is valid, its located problems in the overlay when not. */
function showResult(server: ViteDevServer, result: DevSite, id: string) {
  for (const module of server.moduleGraph.idToModuleMap.values()) {
    if (module.id === RESOLVED_ID || (module.id && isSiteModule(module.id))) server.moduleGraph.invalidateModule(module);
  }
  if (result.ok) {
    server.ws.send({ type: 'full-reload' });
  } else {
    const message = problemsError(result).message;
    server.config.logger.error(message.slice(message.indexOf('\n') + 1), { clear: false, timestamp: true });
    server.ws.send({ type: 'error', err: { message, stack: '', plugin: 'site-yaml', id } });
  }
}

/**
 * Serves the validated site to the app as `virtual:site`: the browser gets plain data, never the
 * validator. In development an edit reloads the page, and a broken file shows its located problems
 * in Vite's error overlay.
 */
export function sitePlugin(source: SiteSource): Plugin {
  const watched = 'file' in source ? watchedSite(source.file) : undefined;
  const validSite = async (context: { addWatchFile(id: string): void }): Promise<Site> => {
    if (!watched) return (source as { site: Site }).site;
    context.addWatchFile(watched.absolute);
    const result = await watched.result();
    if (!result.ok) throw problemsError(result);
    return result.site;
  };
  // The client build gives each page's chunk the components of its blocks; the others keep the registry whole.
  const clientBuild = isClientBuild(source);
  const components = clientBuild ? blockModules() : undefined;
  // A large site's client build publishes each page as a file of data, and has no page modules.
  const largeSite = isClientBuild(source) && pagesAsData(source.site) ? source.site : undefined;
  const dataFiles = largeSite && pageDataFiles(largeSite);
  const sharedComponents = largeSite && components && usedComponents(largeSite, components);
  // Every page module asks for the list of pages: it is made once per version of the site.
  const pageLists = new WeakMap<Site, LocalPage[]>();
  const pagesOf = (site: Site) => {
    let pages = pageLists.get(site);
    // Every page of every language in the order of allPages, each with where it is in the other language.
    if (!pages) pageLists.set(site, (pages = Object.values(localSites(site)).flatMap((local) => local.pages)));
    return pages;
  };
  return {
    name: 'site-yaml',
    resolveId(id) {
      if (id === PUBLIC_ID) return RESOLVED_ID;
      return isSiteModule(id) ? id : undefined;
    },
    async load(id, options) {
      if (id === RESOLVED_ID) {
        const site = await validSite(this);
        return options?.ssr ? serverSiteModule() : clientSiteModule(site, clientBuild, sharedComponents);
      }
      const language = languageOf(id);
      if (language !== undefined) return languageModule(await validSite(this), language);
      const footer = footerOf(id);
      if (footer !== undefined) return footerModule(await validSite(this), footer);
      const structured = structuredDataOf(id);
      if (structured !== undefined) return structuredDataModule(await validSite(this), structured);
      const routes = routesOf(id);
      if (routes !== undefined) return routesModule(await validSite(this), routes, dataFiles);
      const resting = restingIndexOf(id);
      if (resting !== undefined) return restingPageModule(resting, pagesOf(await validSite(this))[resting]);
      const index = pageIndexOf(id);
      if (index === undefined) return undefined;
      const site = await validSite(this);
      const page = pagesOf(site)[index];
      const local = page && localSites(site)[languageOfPath(page.path)];
      return pageModule(index, page, components, page && local ? testimonialsOf(page, local) : []);
    },
    buildStart() {
      for (const { fileName, source: text } of dataFiles?.values() ?? []) this.emitFile({ type: 'asset', fileName, source: text });
      // Each page's document names the chunk that hands its page over at rest; nothing imports it.
      if (clientBuild && !largeSite) {
        const versionOf = englishVersion(source.site);
        pagesOf(source.site).forEach((page, index) => this.emitFile({ type: 'chunk', id: restingModuleId(index), name: restingChunkName(page.path, versionOf) }));
      }
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html, { originalUrl, path }) {
        if (!watched) return html;
        const result = await watched.result();
        const language = result.ok ? devLocalSite(result.site, originalUrl ?? path).site.language : 'en';
        const head = result.ok ? devHeadTags(result.site, originalUrl ?? path) : '';
        return fillTemplate(html, { lang: language, head, html: '', boot: `<script type="module" src="/${ENTRY}"></script>` });
      },
    },
    configureServer(server) {
      if (!watched) return;
      // The dev page's head names each page's share card; the dev server draws the one asked for.
      server.middlewares.use(`/${SHARE_CARD_FOLDER}/`, (request, response, next) => {
        void watched.result().then(async (result) => {
          const src = `/${SHARE_CARD_FOLDER}${request.url?.split('?')[0] ?? ''}`;
          const card = result.ok ? shareCards(result.site).find((candidate) => candidate.image.src === src) : undefined;
          if (!card) {
            // Not a page's card (or not while the file has problems): no page of the app either.
            response.statusCode = 404;
            return response.end();
          }
          const { bytes } = await shareCardPng(card);
          response.setHeader('Content-Type', 'image/png');
          response.end(bytes);
        }).catch(next);
      });
      // The dev page's head names the manifest the build writes; the dev server makes it on request.
      server.middlewares.use('/site.webmanifest', (_request, response, next) => {
        void watched.result().then((result) => {
          if (!result.ok) return next();
          response.setHeader('Content-Type', 'application/manifest+json; charset=utf-8');
          response.end(webManifest(result.site));
        });
      });
    },
    closeBundle() {
      watched?.close();
    },
    handleHotUpdate({ file: changed, server }) {
      if (!watched || resolve(changed) !== watched.absolute) return undefined;
      watched.changed((result) => showResult(server, result, watched.absolute));
      return [];
    },
  };
}

/** The page template: index.html, with the placeholders fillTemplate fills. */
export function readTemplate(): string {
  return readFileSync(resolve('index.html'), 'utf8');
}

const OUTPUT_FOLDERS = /[\\/](dist|\.test-build|\.bench)([\\/]|$)|\.tmp([\\/]|$)/;

/**
 * Builds and reports written inside the project are not sources of the dev page, so the dev server
 * does not watch them; the site file itself is watched wherever it is (tests keep theirs in .test-build).
 */
function outputsOtherThan(siteFile: string | undefined) {
  return (path: string) => path !== siteFile && OUTPUT_FOLDERS.test(path) && !(siteFile?.startsWith(`${path}/`) ?? false);
}

/** The Vite configuration the dev server, the tests and the build share; only the site's source differs. */
export function siteViteConfig(source: SiteSource): InlineConfig {
  return {
    configFile: false,
    plugins: [
      react({ jsxImportSource: '@emotion/react' }),
      ...(isClientBuild(source) ? [clientBuildPlugin(source.site, source.onClientBundle)] : []),
      // Both builds, so that the server's class names and the browser's agree; the dev server keeps the source as written.
      ...('site' in source ? [squeezeCssPlugin()] : []),
      sitePlugin(source),
    ],
    server: { watch: { ignored: outputsOtherThan('file' in source ? resolve(source.file) : undefined) } },
    build: {
      target: 'es2022',
      assetsInlineLimit: 0,
    },
  };
}
