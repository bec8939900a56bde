import { LANGUAGES } from '../src/lib/languages.ts';
import { displayPhone } from '../src/lib/phone.ts';
import type { LocalSite, Page, Site } from './site.ts';

export { homeOf, LANGUAGES, languageOfPath, type LanguageCode } from '../src/lib/languages.ts';

interface Redirect {
  from: string;
  to: string;
}

/**
 * The old addresses of the French pages: each English redirect, under /fr, to the French version of
 * the page it leads to (/fr/care to the French CARE page), unless that address is a French page or
 * the English page has no French version.
 */
export function frenchRedirects(redirects: readonly Redirect[], frenchPages: readonly { path: string; counterpart: string }[]): Redirect[] {
  const french = new Map(frenchPages.map((page) => [page.counterpart, page.path]));
  const taken = new Set(frenchPages.map((page) => page.path));
  return redirects.flatMap(({ from, to }) => {
    const target = french.get(to);
    const source = `${LANGUAGES.fr.prefix}${from}`;
    return target === undefined || taken.has(source) ? [] : [{ from: source, to: target }];
  });
}

/** The site as each of its languages shows it: English always, French when the site has it. */
export function localSites(site: Site): { en: LocalSite; fr?: LocalSite } {
  const { fr, pages, ...shared } = site;
  const englishTag = site.site.language;
  if (fr === undefined) return { en: { ...shared, pages, language: { code: 'en', tag: englishTag } } };
  const frenchOf = new Map(fr.pages.map((page) => [page.counterpart, page.path]));
  const english: LocalSite = {
    ...shared,
    pages: pages.map((page) => ({ ...page, alternate: frenchOf.get(page.path) })),
    language: { code: 'en', tag: englishTag, other: { code: 'fr', tag: fr.language, name: LANGUAGES.fr.name } },
  };
  const french: LocalSite = {
    ...shared,
    // Shown as Canadian French writes it; its tel: links dial the same digits.
    company: { ...site.company, phone: displayPhone(site.company.phone, 'fr') },
    site: { ...site.site, language: fr.language, shareImage: fr.shareImage ?? site.site.shareImage },
    menu: fr.menu,
    redirects: frenchRedirects(site.redirects, fr.pages),
    announcement: fr.announcement,
    footer: fr.footer,
    testimonials: fr.testimonials,
    ui: fr.ui,
    pages: fr.pages.map(({ counterpart, ...page }) => ({ ...page, alternate: counterpart })),
    language: { code: 'fr', tag: fr.language, other: { code: 'en', tag: englishTag, name: LANGUAGES.en.name } },
  };
  return { en: english, fr: french };
}

/** Every page of every language, English first: the order the build numbers their chunks in. */
export function allPages(site: Site): Page[] {
  return [...site.pages, ...(site.fr?.pages ?? [])];
}

/** For any page's path, the path of its English version (its own for an English page). */
export function englishVersion(site: Site): (path: string) => string {
  const counterparts = new Map((site.fr?.pages ?? []).map((page) => [page.path, page.counterpart]));
  return (path) => counterparts.get(path) ?? path;
}
