import { createHash } from 'node:crypto';
import type { Site } from '../../schema/site.ts';
import type { LocalPage, LocalSite } from '../../src/view-model.ts';
import type { PageData } from '../../src/routing/page-data.ts';
import { allPages, localSites } from '../local-sites.ts';
import { BLOCK_REGISTRY, type BlockModule } from './block-modules.ts';
import { iconsOf, pageContent, testimonialsOf } from './page-content.ts';

/**
 * Up to this many pages, each page is a module of the client build: one chunk with its content and
 * its own copy of its block components (the fewest bytes and requests). Beyond it, each page is a
 * file of data the app fetches, and each block component a chunk the pages that show it share: a
 * bundle of thousands of page modules took most of a large site's build time and memory
 * (`npm run bench:large`), and the bundler now sees the same modules whatever the number of pages.
 */
const PAGES_AS_MODULES = 200;

/** Whether the site's pages travel as files of data rather than as modules. */
export const pagesAsData = (site: Site) => allPages(site).length > PAGES_AS_MODULES;

/** Where a page's file of data is published, and what it holds. */
export interface PageDataFile {
  fileName: string;
  source: string;
}

/** A page's file name, after its address and content: `/services/nextcloud` is `assets/pages/services-nextcloud-<hash>.json`. */
function dataFile(page: LocalPage, local: LocalSite): PageDataFile {
  const data: PageData = { path: page.path, content: pageContent(page), icons: iconsOf(page), testimonials: testimonialsOf(page, local) };
  const source = JSON.stringify(data);
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 10);
  const name = page.path === '/' ? 'home' : page.path.slice(1).replaceAll('/', '-');
  return { fileName: `assets/pages/${name}-${hash}.json`, source };
}

const filesBySite = new WeakMap<Site, Map<string, PageDataFile>>();

/** Each page's file of data, by the page's address; made once per version of the site. */
export function pageDataFiles(site: Site): Map<string, PageDataFile> {
  let files = filesBySite.get(site);
  if (!files) {
    files = new Map(Object.values(localSites(site)).flatMap((local) => local.pages.map((page) => [page.path, dataFile(page, local)] as const)));
    filesBySite.set(site, files);
  }
  return files;
}

/** The components of the block types the site's pages show, by type; a type the registry lacks stops the build, as a page's module would. */
export function usedComponents(site: Site, components: Map<string, BlockModule>): Map<string, BlockModule> {
  const types = new Set<string>(allPages(site).flatMap((page) => page.blocks.map((block) => block.type)));
  return new Map(
    [...types].map((type) => {
      const component = components.get(type);
      if (!component) throw new Error(`No block renderer for type "${type}" in ${BLOCK_REGISTRY}`);
      return [type, component] as const;
    }),
  );
}
