import type { Page, Site } from '../../schema/site.ts';

/** The document title of a page: the page first, the company after it; the home page the other way round. */
export function pageTitle(page: Pick<Page, 'path' | 'title'>, site: Pick<Site, 'company'>): string {
  return page.path === '/' ? `${site.company.name} | ${page.title}` : `${page.title} | ${site.company.name}`;
}

export function canonicalUrl(path: string, site: Pick<Site, 'site'>): string {
  return path === '/' ? `${site.site.url}/` : `${site.site.url}${path}`;
}
