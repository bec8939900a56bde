import { resolve } from 'node:path';
import { homeOf, LANGUAGES, languageOfPath, type LanguageCode } from '../../core/languages.ts';
import { allPages, localSites } from '../local-sites.ts';
import { type Page, type Site } from '../../schema/site.ts';
import { BROWSER_COMPANY_FACTS, type LocalPage, type SiteData } from '../../src/view-model.ts';
import type { IconName } from '../../core/choices.ts';
import type { IconShape } from '../../src/icons/content-icons.ts';
import { ICON_SHAPES } from '../../src/icons/shapes.ts';
import { BLOCK_REGISTRY, type BlockModule } from './block-modules.ts';
import { structuredData } from './head.ts';
import { headFacts, withHead } from '../../src/lib/head.ts';

/** The id the app imports the site by, and the ids of the modules behind it. */
export const PUBLIC_ID = 'virtual:site';
export const RESOLVED_ID = '\0virtual:site';
const PAGE_PREFIX = '\0virtual:site-page:';
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

const json = (value: unknown) => `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;

const pageModuleId = (index: number) => `${PAGE_PREFIX}${index}`;

/** The index in allPages(site) of the page a module id stands for, if it is a page module. */
export function pageIndexOf(moduleId: string): number | undefined {
  return moduleId.startsWith(PAGE_PREFIX) ? Number(moduleId.slice(PAGE_PREFIX.length)) : undefined;
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

/** Each language's site, with what the head of each of its pages shares. */
const sitesWithHeads = (site: Site) => Object.fromEntries(Object.entries(localSites(site)).map(([code, local]) => [code, withHead(local)]));

/** The server's copy: the site as each language shows it, blocks included. */
export function serverSiteModule(site: Site): string {
  return `export const sites = ${json(sitesWithHeads(site))};\nexport const languages = {};\nexport const footers = {};\nexport const routes = {};\nexport const structuredData = {};\nexport const stylesReady = () => Promise.resolve();\n`;
}

/**
 * The browser's copy: for each language, a loader of its site (its navigation and words), of its
 * footer, of its home page's structured data and of the list of its pages, each in a chunk of its
 * own, so that a page loads its own language and its own content and nothing else, whatever the
 * number of pages. In the client build, every page after the one the HTML shows with all its rules
 * waits for Emotion's compiler, so that it never shows before its styles are in place.
 */
export function clientSiteModule(site: Site, build: boolean): string {
  const codes = Object.keys(localSites(site)) as LanguageCode[];
  const loadersOf = (moduleId: (code: LanguageCode) => string) =>
    codes.map((code) => `${code}: () => import(${JSON.stringify(moduleId(code))}).then((module) => module.default)`).join(',\n  ');
  const styles = build ? `export { loadStyleCompiler as stylesReady } from ${JSON.stringify(STYLE_CACHE)};\n` : 'export const stylesReady = () => Promise.resolve();\n';
  const exports = { languages: languageModuleId, footers: footerModuleId, structuredData: structuredDataModuleId, routes: routesModuleId };
  return `${styles}${Object.entries(exports)
    .map(([name, moduleId]) => `export const ${name} = {\n  ${loadersOf(moduleId)}\n};\n`)
    .join('')}`;
}

/**
 * The list of one language's pages: each address, and a loader of its page's chunk, which
 * registers the page as it runs (see src/routing/page-registry.ts).
 */
export function routesModule(site: Site, code: LanguageCode): string {
  const entries = allPages(site).flatMap((page, index) =>
    languageOfPath(page.path) === code ? [`${JSON.stringify(page.path)}: () => import(${JSON.stringify(pageModuleId(index))})`] : [],
  );
  return `export default {\n  ${entries.join(',\n  ')}\n};\n`;
}

/**
 * One language's site as the browser starts with it: everything but its pages, which come one by
 * one, and the footer, which comes with the footer's code when the visitor nears it.
 */
export function languageModule(site: Site, code: LanguageCode): string {
  const local = localSites(site)[code];
  if (!local) return 'export default undefined;\n';
  const { footer: _footer, site: _settings, pages: _pages, ...rest } = local;
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

/** The drawings of the content icons a page's blocks name (an `icon` field anywhere in them). */
function iconsOf(page: Page | undefined): Partial<Record<IconName, readonly IconShape[]>> {
  const names = new Set<IconName>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    for (const [key, item] of Object.entries(value)) {
      if (key === 'icon' && typeof item === 'string' && item in ICON_SHAPES) names.add(item as IconName);
      else visit(item);
    }
  };
  visit(page?.blocks);
  return Object.fromEntries([...names].sort().map((name) => [name, ICON_SHAPES[name]]));
}

/**
 * Up to this many pages, each page imports its own copy of its block components; beyond it, the
 * pages share one module per component. Copies give a page one chunk with everything it shows (the
 * fewest bytes and requests); shared modules keep a large site's build from bundling every component
 * once per page, which took most of its time and memory (`npm run bench:large`).
 */
const PAGES_WITH_OWN_COPIES = 200;

/**
 * One page's chunk: its blocks and description, and in the client build the components of the
 * block types it uses, so that a block type only some pages use weighs on those pages alone, never
 * on the entry. On a site of up to {@link PAGES_WITH_OWN_COPIES} pages, each page imports its own
 * copy of those components' modules (what they import in turn is shared); on a larger one, a
 * component several pages show goes to a chunk of its own (see page-chunks.ts).
 */
export function pageModule(index: number, page: LocalPage | undefined, components: Map<string, BlockModule> | undefined, pageCount: number): string {
  if (!page) return '';
  const content = json({
    blocks: page.blocks,
    title: page.title,
    description: page.description,
    shareImage: page.shareImage,
    ...(page.alternate === undefined ? {} : { alternate: page.alternate }),
  });
  const types = components ? [...new Set(page.blocks.map((block) => block.type))] : [];
  const imports = types.map((type, position) => {
    const component = components?.get(type);
    if (!component) throw new Error(`No block renderer for type "${type}" in ${BLOCK_REGISTRY}`);
    const source = pageCount > PAGES_WITH_OWN_COPIES ? component.file : `${component.file}?page=${index}`;
    return `import { ${component.name} as block${position} } from ${JSON.stringify(source)};\n`;
  });
  const registered = `{ ${types.map((type, position) => `${JSON.stringify(type)}: block${position}`).join(', ')} }`;
  return `import { registerPage } from ${JSON.stringify(PAGE_REGISTRY)};\n${imports.join('')}registerPage(${JSON.stringify(page.path)}, ${content}, ${json(iconsOf(page))}, ${registered});\n`;
}
