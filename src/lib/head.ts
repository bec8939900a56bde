import { homeOf, languageOfPath } from '../../core/languages.ts';
import type { Page, Site } from '../../schema/site.ts';

/** Whether a path is the home page of its language. */
export const isHome = (path: string) => path === homeOf(languageOfPath(path));

/** The document title of a page: the page first, the company after it; a home page the other way round. */
export function pageTitle(page: Pick<Page, 'path' | 'title'>, site: { company: Pick<Site['company'], 'name'> }): string {
  return isHome(page.path) ? `${site.company.name} | ${page.title}` : `${page.title} | ${site.company.name}`;
}

export function canonicalUrl(path: string, site: Pick<Site, 'site'>): string {
  return path === '/' ? `${site.site.url}/` : `${site.site.url}${path}`;
}
