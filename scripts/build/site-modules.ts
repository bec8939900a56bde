import { resolve } from 'node:path';
import type { Page, Site } from '../../schema/site.ts';
import { BLOCK_REGISTRY, type BlockModule } from './block-modules.ts';

/** The id the app imports the site by, and the ids of the modules behind it. */
export const PUBLIC_ID = 'virtual:site';
export const RESOLVED_ID = '\0virtual:site';
const PAGE_PREFIX = '\0virtual:site-page:';
/** In the client build, the registry the block list reads: empty at first, filled by each page's chunk as it loads. */
export const BLOCKS_ID = '\0virtual:site-blocks';
/** Emotion's cache without its compiler, which the client build gives Emotion (see src/style-cache.ts). */
export const STYLE_CACHE = resolve('src/style-cache.ts');

const json = (value: unknown) => `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;

export const pageModuleId = (index: number) => `${PAGE_PREFIX}${index}`;

/** The index in site.pages of the page a module id stands for, if it is a page module. */
export function pageIndexOf(moduleId: string): number | undefined {
  return moduleId.startsWith(PAGE_PREFIX) ? Number(moduleId.slice(PAGE_PREFIX.length)) : undefined;
}

/** The server's copy: the whole site, blocks included. */
export function serverSiteModule(site: Site): string {
  return `export default ${json(site)};\nexport const pageContent = {};\n`;
}

/**
 * The browser's copy: every page's address and head, with each page's blocks in a chunk of its own.
 * In the client build that chunk also brings the components of the page's block types, which join
 * the block list's registry as it loads (the first page to bring a type provides it from then on);
 * and every page after the first, the one the HTML shows with all its rules, waits for Emotion's
 * compiler, so that it never shows before its styles are in place.
 */
export function clientSiteModule(site: Site, build: boolean): string {
  const pages = site.pages.map(({ blocks: _blocks, description: _description, ...meta }) => meta);
  const loaders = site.pages.map((page, index) => `${JSON.stringify(page.path)}: pageLoader(() => import(${JSON.stringify(pageModuleId(index))}))`);
  const pageLoader = build
    ? `import { blockComponents } from ${JSON.stringify(BLOCKS_ID)};
import { loadStyleCompiler } from ${JSON.stringify(STYLE_CACHE)};
let shown = false;
const pageLoader = (load) => () => {
  const styles = shown ? loadStyleCompiler() : undefined;
  shown = true;
  return Promise.all([load(), styles]).then(([page]) => {
    for (const [type, component] of Object.entries(page.components)) blockComponents[type] ??= component;
    return page.default;
  });
};
`
    : 'const pageLoader = (load) => () => load().then((page) => page.default);\n';
  return `${pageLoader}export default ${json({ ...site, pages })};\nexport const pageContent = {\n  ${loaders.join(',\n  ')}\n};\n`;
}

/**
 * One page's chunk: its blocks and description, and in the client build the components of the block types it uses.
 * Each page imports its own copy of those components' modules (what they import in turn is shared),
 * so a block type that only some pages use weighs on those pages alone, never on the entry.
 */
export function pageModule(index: number, page: Page | undefined, components: Map<string, BlockModule> | undefined): string {
  const content = `export default ${json({ blocks: page?.blocks ?? [], description: page?.description ?? '' })};\n`;
  if (!page || !components) return content;
  const types = [...new Set(page.blocks.map((block) => block.type))];
  const imports = types.map((type, position) => {
    const component = components.get(type);
    if (!component) throw new Error(`No block renderer for type "${type}" in ${BLOCK_REGISTRY}`);
    return `import { ${component.name} as block${position} } from ${JSON.stringify(`${component.file}?page=${index}`)};\n`;
  });
  return `${imports.join('')}export const components = { ${types.map((type, position) => `${JSON.stringify(type)}: block${position}`).join(', ')} };\n${content}`;
}
