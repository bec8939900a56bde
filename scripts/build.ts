import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { homeOf, languageOfPath, localSites } from '../schema/languages.ts';
import { formatProblem } from '../schema/load.ts';
import type { Site } from '../schema/site.ts';
import { bootTag } from './build/boot.ts';
import { headTags } from './build/head.ts';
import { encodeSiteImages, ENCODED_FOLDER, type EncodedSite } from './build/images.ts';
import { loadSiteWithImages } from './load-site.ts';
import { fillTemplate } from './build/template.ts';
import { ENTRY, readTemplate, siteViteConfig, type ClientBundle } from './vite-plugin-site.ts';
import { headersFile, redirectPage, redirectsFile, robotsTxt, sitemapXml, webManifest } from './build/static-files.ts';

/** SITE_FILE, PUBLIC_DIR and OUT_DIR let tests build other content into other folders. */
const SITE_FILE = process.env.SITE_FILE ?? 'site.yaml';
const PUBLIC_DIR = resolve(process.env.PUBLIC_DIR ?? 'public');
const OUT_DIR = resolve(process.env.OUT_DIR ?? 'dist');
const WORK_DIR = `${OUT_DIR}.tmp`;
/** BUILD_MODE=development builds with React's development runtime, which reports every hydration mismatch. */
const MODE = process.env.BUILD_MODE === 'development' ? 'development' : 'production';
// Vite and React follow NODE_ENV when it is set (test runners set it to "test"); the build's own
// mode decides instead, so a build is the same whoever starts it.
process.env.NODE_ENV = MODE;

type RenderRoute = (path: string) => Promise<string>;

function fileFor(root: string, path: string): string {
  return path === '/' ? join(root, 'index.html') : join(root, path.slice(1), 'index.html');
}

/** Removes a file of the output, and the folders it leaves empty (a folder of photos, say). */
function removeWithEmptyFolders(root: string, path: string) {
  rmSync(join(root, path));
  for (let folder = dirname(join(root, path)); folder !== root && readdirSync(folder).length === 0; folder = dirname(folder)) rmdirSync(folder);
}

function write(file: string, content: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

async function buildInto(root: string, site: Site, images: string, replaced: EncodedSite['replaced']) {
  const client = join(root, 'client');
  const server = join(root, 'server');
  let bundle: ClientBundle | undefined;
  const clientConfig = siteViteConfig({ site, onClientBundle: (built) => (bundle = built) });
  await build({
    ...clientConfig,
    publicDir: PUBLIC_DIR,
    mode: MODE,
    logLevel: 'warn',
    build: { ...clientConfig.build, outDir: client, emptyOutDir: true, rollupOptions: { input: { index: ENTRY } } },
  });
  const serverConfig = siteViteConfig({ site });
  await build({
    ...serverConfig,
    mode: MODE,
    logLevel: 'warn',
    build: { ...serverConfig.build, ssr: 'src/entry-server.tsx', outDir: server, emptyOutDir: true },
  });
  if (!bundle) throw new Error('the client build did not report its entry and page chunks');
  // The photos go out encoded; their originals (camera files of several megabytes) never do.
  for (const src of replaced) removeWithEmptyFolders(client, src);
  if (existsSync(images)) renameSync(images, join(client, ENCODED_FOLDER));
  const { entry, pageChunks, languageChunks } = bundle;

  const { renderRoute } = (await import(pathToFileURL(join(server, 'entry-server.js')).href)) as { renderRoute: RenderRoute };
  const template = readTemplate();
  const sites = Object.values(localSites(site));
  const written: string[] = [];
  for (const local of sites) {
    const language = local.site.language;
    // A page starts with its own chunk and its language's: the navigation and words of that language.
    const preloads = (path: string) => [...new Set([...(pageChunks[path] ?? []), ...(languageChunks[languageOfPath(path)] ?? [])])];
    for (const page of local.pages) {
      const html = fillTemplate(template, { lang: language, head: headTags(page, local), html: await renderRoute(page.path), boot: bootTag(entry, preloads(page.path)) });
      write(fileFor(client, page.path), html);
      written.push(html);
    }
    for (const { from, to } of local.redirects) {
      const html = redirectPage(to, local, language);
      write(fileFor(client, from), html);
      written.push(html);
    }
    // Static hosts answer an unknown address with the nearest 404.html: the language's home page.
    const home = homeOf(local.language?.code ?? 'en');
    const notFound = redirectPage(home, local, language);
    write(join(fileFor(client, home), '..', '404.html'), notFound);
    written.push(notFound);
  }

  write(join(client, '_headers'), headersFile(written));
  write(join(client, '_redirects'), redirectsFile(sites));
  write(join(client, 'sitemap.xml'), sitemapXml(sites));
  write(join(client, 'robots.txt'), robotsTxt(site));
  write(join(client, 'site.webmanifest'), webManifest(site));
  return client;
}

async function main() {
  const started = performance.now();
  const result = await loadSiteWithImages(SITE_FILE, { publicDir: PUBLIC_DIR });
  if (!result.ok) {
    for (const problem of result.problems) console.error(formatProblem(problem));
    console.error(`Build stopped: ${SITE_FILE} has ${result.problems.length} problem${result.problems.length === 1 ? '' : 's'}; the output folder was left as it was.`);
    process.exit(1);
  }
  rmSync(WORK_DIR, { recursive: true, force: true });
  try {
    const images = join(WORK_DIR, 'images');
    const encoded = await encodeSiteImages(result.site, result.images, { publicDir: PUBLIC_DIR, outDir: images });
    const output = await buildInto(WORK_DIR, encoded.site, images, encoded.replaced);
    rmSync(OUT_DIR, { recursive: true, force: true });
    renameSync(output, OUT_DIR);
  } catch (error) {
    console.error(`Build failed: ${(error as Error).message}`);
    console.error('the output folder was left as it was.');
    process.exitCode = 1;
  } finally {
    rmSync(WORK_DIR, { recursive: true, force: true });
  }
  if (!process.exitCode) {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const sites = Object.values(localSites(result.site));
    const count = (what: (site: (typeof sites)[number]) => unknown[]) => sites.reduce((sum, site) => sum + what(site).length, 0);
    console.log(`Built ${count((site) => site.pages)} pages and ${count((site) => site.redirects)} redirects into ${OUT_DIR} in ${seconds} s`);
  }
}

await main();
