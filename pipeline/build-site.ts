import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { homeOf, languageOfPath } from '../core/languages.ts';
import { localSites, siteSummary } from './local-sites.ts';
import type { Problem } from '../schema/problems.ts';
import type { Site } from '../schema/site.ts';
import { bootTag } from './build/boot.ts';
import { headTags } from './build/head.ts';
import { encodeSiteImages, ENCODED_FOLDER, type EncodedSite } from './build/images.ts';
import { validateSite } from './validate.ts';
import { fillTemplate } from './build/template.ts';
import { ENTRY, readTemplate, siteViteConfig, type ClientBundle } from './vite-plugin-site.ts';
import { headersFile, redirectPage, redirectsFile, robotsTxt, sitemapXml, webManifest } from './build/static-files.ts';

export interface BuildOptions {
  siteFile: string;
  publicDir: string;
  outDir: string;
  /** Development builds use React's development runtime, which reports every hydration mismatch. */
  mode: 'production' | 'development';
}

/** What a build did: the content's problems (nothing was written), or what it wrote. */
export type BuildResult = { ok: false; problems: Problem[] } | { ok: true; pages: number; redirects: number };

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

async function buildInto(root: string, site: Site, images: string, replaced: EncodedSite['replaced'], { publicDir, mode }: BuildOptions) {
  const client = join(root, 'client');
  const server = join(root, 'server');
  let bundle: ClientBundle | undefined;
  const clientConfig = siteViteConfig({ site, onClientBundle: (built) => (bundle = built) });
  await build({
    ...clientConfig,
    publicDir,
    mode,
    logLevel: 'warn',
    build: { ...clientConfig.build, outDir: client, emptyOutDir: true, rollupOptions: { input: { index: ENTRY } } },
  });
  const serverConfig = siteViteConfig({ site });
  await build({
    ...serverConfig,
    mode,
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

/**
 * Validates the site file as `validate` does, then builds the site into `outDir`. The new site is
 * written beside it and takes its place in one rename, so `outDir` is never half-written: after
 * bad content or a failed build it is left as it was.
 */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const { siteFile, publicDir, outDir } = options;
  const workDir = `${outDir}.tmp`;
  const result = await validateSite({ file: siteFile }, { publicDir });
  if (!result.ok) return result;
  rmSync(workDir, { recursive: true, force: true });
  try {
    const images = join(workDir, 'images');
    const encoded = await encodeSiteImages(result.site, result.images, { publicDir, outDir: images });
    const output = await buildInto(workDir, encoded.site, images, encoded.replaced, options);
    rmSync(outDir, { recursive: true, force: true });
    renameSync(output, outDir);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  const { routes, redirects } = siteSummary(result.site);
  return { ok: true, pages: routes, redirects };
}
