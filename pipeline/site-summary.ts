import { frenchRedirects } from '../core/languages.ts';
import type { Site } from '../schema/site.ts';

/**
 * How much the site holds, every language counted: routes, blocks and redirects, and its
 * languages. Counted from the validated site alone, without drawing what the build draws.
 */
export function siteSummary(site: Site): { routes: number; blocks: number; redirects: number; languages: number } {
  const pages = [...site.pages, ...(site.fr?.pages ?? [])];
  return {
    routes: pages.length,
    blocks: pages.reduce((count, page) => count + page.blocks.length, 0),
    redirects: site.redirects.length + (site.fr ? frenchRedirects(site.redirects, site.fr.pages).length : 0),
    languages: site.fr ? 2 : 1,
  };
}
