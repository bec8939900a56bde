import { resolve } from 'node:path';
import { homeOf, LANGUAGES, type LanguageCode } from '../../core/languages.ts';
import { allPages, localSites } from '../local-sites.ts';
import { type Page, type Site } from '../../schema/site.ts';
import { BROWSER_COMPANY_FACTS, type SiteData } from '../../src/view-model.ts';
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
/** In the client build, the registry the block list reads: empty at first, filled by each page's chunk as it loads. */
export const BLOCKS_ID = '\0virtual:site-blocks';
/** Emotion's cache without its compiler, which the client build gives Emotion (see src/style-cache.ts). */
export const STYLE_CACHE = resolve('src/style-cache.ts');
/** The drawings of the content icons the pages loaded so far brought. */
const CONTENT_ICONS = resolve('src/icons/content-icons.ts');

const json = (value: unknown) => `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;

const pageModuleId = (index: number) => `${PAGE_PREFIX}${index}`;

/** The index in allPages(site) of the page a module id stands for, if it is a page module. */
export function pageIndexOf(moduleId: string): number | undefined {
  return moduleId.startsWith(PAGE_PREFIX) ? Number(moduleId.slice(PAGE_PREFIX.length)) : undefined;
}

const languageModuleId = (code: LanguageCode) => `${LANGUAGE_PREFIX}${code}`;
const footerModuleId = (code: LanguageCode) => `${FOOTER_PREFIX}${code}`;
const structuredDataModuleId = (code: LanguageCode) => `${STRUCTURED_DATA_PREFIX}${code}`;

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

/** Each language's site, with what the head of each of its pages shares. */
const sitesWithHeads = (site: Site) => Object.fromEntries(Object.entries(localSites(site)).map(([code, local]) => [code, withHead(local)]));

/** The server's copy: the site as each language shows it, blocks included. */
export function serverSiteModule(site: Site): string {
  return `export const sites = ${json(sitesWithHeads(site))};\nexport const languages = {};\nexport const footers = {};\nexport const pageContent = {};\nexport const structuredData = {};\n`;
}

/**
 * The browser's copy: a loader for each language's site (its navigation, words and every page's
 * address and title) and one for each page's content, each in a chunk of its own, so a page
 * loads its own language and its own blocks and nothing else.
 * In the client build a page's chunk also brings the components of the page's block types, which join
 * the block list's registry as it loads (the first page to bring a type provides it from then on);
 * and every page after the first, the one the HTML shows with all its rules, waits for Emotion's
 * compiler, so that it never shows before its styles are in place.
 */
export function clientSiteModule(site: Site, build: boolean): string {
  const loaders = allPages(site).map((page, index) => `${JSON.stringify(page.path)}: pageLoader(() => import(${JSON.stringify(pageModuleId(index))}))`);
  const codes = Object.keys(localSites(site)) as LanguageCode[];
  const loadersOf = (moduleId: (code: LanguageCode) => string) =>
    codes.map((code) => `${code}: () => import(${JSON.stringify(moduleId(code))}).then((module) => module.default)`).join(',\n  ');
  const icons = `import { contentIcons } from ${JSON.stringify(CONTENT_ICONS)};\n`;
  const pageLoader = build
    ? `${icons}import { blockComponents } from ${JSON.stringify(BLOCKS_ID)};
import { loadStyleCompiler } from ${JSON.stringify(STYLE_CACHE)};
let shown = false;
const pageLoader = (load) => () => {
  const styles = shown ? loadStyleCompiler() : undefined;
  shown = true;
  return Promise.all([load(), styles]).then(([page]) => {
    for (const [type, component] of Object.entries(page.components)) blockComponents[type] ??= component;
    Object.assign(contentIcons, page.icons);
    return page.default;
  });
};
`
    : `${icons}const pageLoader = (load) => () => load().then((page) => (Object.assign(contentIcons, page.icons), page.default));\n`;
  return `${pageLoader}export const languages = {\n  ${loadersOf(languageModuleId)}\n};\nexport const footers = {\n  ${loadersOf(footerModuleId)}\n};\nexport const structuredData = {\n  ${loadersOf(structuredDataModuleId)}\n};\nexport const pageContent = {\n  ${loaders.join(',\n  ')}\n};\n`;
}

/**
 * One language's site as the browser starts with it: everything but the pages' content and the
 * footer, which comes with the footer's code when the visitor nears it.
 */
export function languageModule(site: Site, code: LanguageCode): string {
  const local = localSites(site)[code];
  if (!local) return 'export default undefined;\n';
  const { footer: _footer, site: _settings, ...rest } = local;
  const pages = local.pages.map(({ blocks: _blocks, description: _description, title: _title, ...meta }) => meta);
  const only = <Facts extends object>(facts: Facts, names: readonly string[]) => Object.fromEntries(Object.entries(facts).filter(([name]) => names.includes(name)));
  const data: SiteData = { ...rest, pages, company: only(local.company, BROWSER_COMPANY_FACTS) as SiteData['company'], head: headFacts(local) };
  return `export default ${json(data)};\n`;
}

/** The structured data of one language's home page: what the build writes into that page's head. */
export function structuredDataModule(site: Site, code: LanguageCode): string {
  const local = localSites(site)[code];
  return `export default ${json(local && structuredData({ path: homeOf(code) }, local))};\n`;
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
export function pageModule(index: number, page: Page | undefined, components: Map<string, BlockModule> | undefined, pageCount: number): string {
  const content = `export default ${json({ blocks: page?.blocks ?? [], title: page?.title ?? '', description: page?.description ?? '' })};\nexport const icons = ${json(iconsOf(page))};\n`;
  if (!page || !components) return content;
  const types = [...new Set(page.blocks.map((block) => block.type))];
  const imports = types.map((type, position) => {
    const component = components.get(type);
    if (!component) throw new Error(`No block renderer for type "${type}" in ${BLOCK_REGISTRY}`);
    const source = pageCount > PAGES_WITH_OWN_COPIES ? component.file : `${component.file}?page=${index}`;
    return `import { ${component.name} as block${position} } from ${JSON.stringify(source)};\n`;
  });
  return `${imports.join('')}export const components = { ${types.map((type, position) => `${JSON.stringify(type)}: block${position}`).join(', ')} };\n${content}`;
}
