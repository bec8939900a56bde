import { resolve } from 'node:path';
import { homeOf, LANGUAGES, languageOfPath, type LanguageCode } from '../../core/languages.ts';
import { allPages, localSites } from '../local-sites.ts';
import type { Site } from '../../schema/site.ts';
import { BROWSER_COMPANY_FACTS, type LocalPage, type LocalSite, type PrerenderSites, type RestingPageContent, type SiteData } from '../../src/view-model.ts';
import { BLOCK_REGISTRY, type BlockModule } from './block-modules.ts';
import { iconsOf, pageContent } from './page-content.ts';
import type { PageDataFile } from './page-data.ts';
import { structuredData } from './head.ts';
import { headFacts, withHead } from '../../src/lib/head.ts';

/** The id the app imports the site by, and the ids of the modules behind it. */
export const PUBLIC_ID = 'virtual:site';
export const RESOLVED_ID = '\0virtual:site';
const PAGE_PREFIX = '\0virtual:site-page:';
const RESTING_PREFIX = '\0virtual:site-page-at-rest:';
const LANGUAGE_PREFIX = '\0virtual:site-language:';
const FOOTER_PREFIX = '\0virtual:site-footer:';
const STRUCTURED_DATA_PREFIX = '\0virtual:site-structured-data:';
const ROUTES_PREFIX = '\0virtual:site-routes:';
/** In the client build, the registry the block list reads: empty at first, filled by each page's chunk as it runs. */
export const BLOCKS_ID = '\0virtual:site-blocks';
/** Emotion's cache without its compiler, which the client build gives Emotion (see src/style-cache.ts). */
export const STYLE_CACHE = resolve('src/style-cache.ts');
/** Where each page's chunk hands over its page as it runs. */
const PAGE_REGISTRY = resolve('src/routing/page-registry.ts');
/** How a large site's page is fetched as data and handed over. */
const PAGE_DATA = resolve('src/routing/page-data.ts');

const json = (value: unknown) => `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;

const pageModuleId = (index: number) => `${PAGE_PREFIX}${index}`;

/** The index in allPages(site) of the page a module id stands for, if it is a page module. */
export function pageIndexOf(moduleId: string): number | undefined {
  return moduleId.startsWith(PAGE_PREFIX) ? Number(moduleId.slice(PAGE_PREFIX.length)) : undefined;
}

/** The module a prerendered page's document names, which hands the page over at rest as it hydrates (see restingPageModule). */
export const restingModuleId = (index: number) => `${RESTING_PREFIX}${index}`;

/** The index in allPages(site) of the page a module id hands over at rest, if it is such a module. */
export function restingIndexOf(moduleId: string): number | undefined {
  return moduleId.startsWith(RESTING_PREFIX) ? Number(moduleId.slice(RESTING_PREFIX.length)) : undefined;
}

const languageModuleId = (code: LanguageCode) => `${LANGUAGE_PREFIX}${code}`;
const footerModuleId = (code: LanguageCode) => `${FOOTER_PREFIX}${code}`;
const structuredDataModuleId = (code: LanguageCode) => `${STRUCTURED_DATA_PREFIX}${code}`;
const routesModuleId = (code: LanguageCode) => `${ROUTES_PREFIX}${code}`;

const codeAfter = (prefix: string, moduleId: string): LanguageCode | undefined => {
  const code = moduleId.startsWith(prefix) ? moduleId.slice(prefix.length) : undefined;
  return code !== undefined && code in LANGUAGES ? (code as LanguageCode) : undefined;
};

/** The language a module id stands for, if it is a language module. */
export const languageOf = (moduleId: string) => codeAfter(LANGUAGE_PREFIX, moduleId);

/** The language whose footer a module id stands for, if it is a footer module. */
export const footerOf = (moduleId: string) => codeAfter(FOOTER_PREFIX, moduleId);

/** The language whose home page's structured data a module id stands for, if it is such a module. */
export const structuredDataOf = (moduleId: string) => codeAfter(STRUCTURED_DATA_PREFIX, moduleId);

/** The language whose list of pages a module id stands for, if it is such a module. */
export const routesOf = (moduleId: string) => codeAfter(ROUTES_PREFIX, moduleId);

/** What the prerender draws from (src/entry-server.tsx): each language's site, with what the head of each of its pages shares. */
export const prerenderSites = (site: Site) => Object.fromEntries(Object.entries(localSites(site)).map(([code, local]) => [code, withHead(local)])) as PrerenderSites;

/** The server's copy: nothing of the site, which the prerender gets in memory (see prerenderSites). */
export function serverSiteModule(): string {
  return `export const languages = {};\nexport const footers = {};\nexport const routes = {};\nexport const structuredData = {};\nexport const stylesReady = () => Promise.resolve();\nexport const blockLoaders = {};\n`;
}

/**
 * The browser's copy: for each language, a loader of its site (its navigation and words), of its
 * footer, of its home page's structured data and of the list of its pages, each in a chunk of its
 * own, so that a page loads its own language and its own content and nothing else, whatever the
 * number of pages. In the client build, every page after the one the HTML shows with all its rules
 * waits for Emotion's compiler, so that it never shows before its styles are in place. When a large
 * site's pages travel as data, it also holds a loader of each block type's component
 * (`components`, the block types the site shows), each component a chunk of its own.
 */
export function clientSiteModule(site: Site, build: boolean, components?: Map<string, BlockModule>): string {
  const codes = Object.keys(localSites(site)) as LanguageCode[];
  const loadersOf = (moduleId: (code: LanguageCode) => string) =>
    codes.map((code) => `${code}: () => import(${JSON.stringify(moduleId(code))}).then((module) => module.default)`).join(',\n  ');
  const styles = build ? `export { loadStyleCompiler as stylesReady } from ${JSON.stringify(STYLE_CACHE)};\n` : 'export const stylesReady = () => Promise.resolve();\n';
  const exports = { languages: languageModuleId, footers: footerModuleId, structuredData: structuredDataModuleId, routes: routesModuleId };
  const blocks = [...(components ?? [])].map(([type, { file, name }]) => `${JSON.stringify(type)}: () => import(${JSON.stringify(file)}).then((module) => module.${name})`);
  return `${styles}${Object.entries(exports)
    .map(([name, moduleId]) => `export const ${name} = {\n  ${loadersOf(moduleId)}\n};\n`)
    .join('')}export const blockLoaders = {\n  ${blocks.join(',\n  ')}\n};\n`;
}

/**
 * The list of one language's pages: each address, and a loader of its page, which registers the
 * page as it arrives (see src/routing/page-registry.ts): the page's chunk, or on a large site's
 * client build, its file of data (`dataFiles`, see page-data.ts).
 */
export function routesModule(site: Site, code: LanguageCode, dataFiles?: Map<string, PageDataFile>): string {
  const pages = allPages(site).flatMap((page, index) => (languageOfPath(page.path) === code ? [{ path: page.path, index }] : []));
  if (dataFiles) {
    const files = Object.fromEntries(pages.map(({ path }) => [path, `/${dataFiles.get(path)!.fileName}`]));
    return `import { fetchPage } from ${JSON.stringify(PAGE_DATA)};\nconst files = ${json(files)};\nexport default Object.fromEntries(Object.entries(files).map(([path, file]) => [path, () => fetchPage(file)]));\n`;
  }
  const entries = pages.map(({ path, index }) => `${JSON.stringify(path)}: () => import(${JSON.stringify(pageModuleId(index))})`);
  return `export default {\n  ${entries.join(',\n  ')}\n};\n`;
}

/**
 * One language's site as the browser starts with it: everything but its pages, which come one by
 * one with the testimonials where they show them, and the footer, which comes with the footer's
 * code when a navigation is coming.
 */
export function languageModule(site: Site, code: LanguageCode): string {
  const local = localSites(site)[code];
  if (!local) return 'export default undefined;\n';
  const { footer: _footer, site: _settings, pages: _pages, testimonials: _testimonials, ...rest } = local;
  const only = <Facts extends object>(facts: Facts, names: readonly string[]) => Object.fromEntries(Object.entries(facts).filter(([name]) => names.includes(name)));
  const data: SiteData = { ...rest, company: only(local.company, BROWSER_COMPANY_FACTS) as SiteData['company'], head: headFacts(local) };
  return `export default ${json(data)};\n`;
}

/** The structured data of one language's home page: what the build writes into that page's head. */
export function structuredDataModule(site: Site, code: LanguageCode): string {
  const local = localSites(site)[code];
  const home = local?.pages.find((page) => page.path === homeOf(code));
  return `export default ${json(local && home && structuredData(home, local))};\n`;
}

/** One language's footer. */
export function footerModule(site: Site, code: LanguageCode): string {
  return `export default ${json(localSites(site)[code]?.footer)};\n`;
}

/**
 * One page's chunk: its content, and in the client build its own copy of the components of the
 * block types it uses (what they import in turn is shared), so that a block type only some pages
 * use weighs on those pages alone, never on the entry. A large site's client build has no page
 * modules: its pages travel as data (see page-data.ts).
 */
export function pageModule(index: number, page: LocalPage | undefined, components: Map<string, BlockModule> | undefined, testimonials: LocalSite['testimonials'] = []): string {
  if (!page) return '';
  const types = components ? [...new Set(page.blocks.map((block) => block.type))] : [];
  const imports = types.map((type, position) => {
    const component = components?.get(type);
    if (!component) throw new Error(`No block renderer for type "${type}" in ${BLOCK_REGISTRY}`);
    return `import { ${component.name} as block${position} } from ${JSON.stringify(`${component.file}?page=${index}`)};\n`;
  });
  const registered = `{ ${types.map((type, position) => `${JSON.stringify(type)}: block${position}`).join(', ')} }`;
  return `import { registerPage } from ${JSON.stringify(PAGE_REGISTRY)};\n${imports.join('')}registerPage(${JSON.stringify(page.path)}, ${json(pageContent(page))}, ${json(iconsOf(page))}, ${registered}${testimonials.length > 0 ? `, ${json(testimonials)}` : ''});\n`;
}

/**
 * The chunk of the page a document comes with, as it hydrates: the page with every block at rest,
 * only a type (see src/blocks/BlockAtRest.tsx), and a loader of the page's whole chunk
 * (pageModule), which draws its lively blocks as they near the view, and the page whenever it is
 * shown again after a navigation, as for any other page.
 */
export function restingPageModule(index: number, page: LocalPage | undefined): string {
  if (!page) return '';
  const content: RestingPageContent = { ...pageContent(page), blocks: page.blocks.map((block) => ({ type: block.type, atRest: true })) };
  return `import { registerRestingPage } from ${JSON.stringify(PAGE_REGISTRY)};\nregisterRestingPage(${JSON.stringify(page.path)}, ${json(content)}, () => import(${JSON.stringify(pageModuleId(index))}));\n`;
}
