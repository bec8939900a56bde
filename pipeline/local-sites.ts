import { frenchRedirects, LANGUAGES } from '../core/languages.ts';
import { displayPhone } from '../core/phone.ts';
import { englishTypography, frenchTypography } from '../core/typography.ts';
import type { Page, Site } from '../schema/site.ts';
import type { LocalFooter, LocalPage, LocalSite } from '../src/view-model.ts';
import { shareCard, type ShareCard } from './images/share-card.ts';

type LocalSites = { en: LocalSite; fr?: LocalSite };
const made = new WeakMap<Site, { sites: LocalSites; cards: ShareCard[] }>();

function views(site: Site) {
  let view = made.get(site);
  if (!view) {
    const cards: ShareCard[] = [];
    made.set(site, (view = { sites: makeLocalSites(site, cards), cards }));
  }
  return view;
}

/**
 * The site as each of its languages shows it: English always, French when the site has it. Made
 * once per validated site: the build asks for it for each module it writes, and the French view
 * sets every text of the French section.
 */
export const localSites = (site: Site): LocalSites => views(site).sites;

/** The share cards the pages of every language name: one for each page that names no picture of its own. */
export const shareCards = (site: Site): readonly ShareCard[] => views(site).cards;

/**
 * One language's pages, each with the picture its link is shared with: the one it names, or the
 * card the build draws with its title (see images/share-card.ts).
 */
function withShareImages<Shown extends Page>(pages: Shown[], site: Site, company: string, cards: ShareCard[]): (Omit<Shown, 'shareImage'> & Pick<LocalPage, 'shareImage'>)[] {
  const facts = { url: site.site.url, themeColor: site.site.themeColor, company, pages };
  return pages.map((page) => {
    if (page.shareImage) return { ...page, shareImage: page.shareImage };
    const card = shareCard(page, facts);
    cards.push(card);
    return { ...page, shareImage: card.image };
  });
}

/**
 * The year the site is built, for a copyright line that names none: SOURCE_DATE_EPOCH's when it is
 * set (the convention for builds that must come out the same later), the clock's otherwise.
 */
function buildYear(): number {
  const epoch = Number(process.env.SOURCE_DATE_EPOCH);
  return (Number.isFinite(epoch) && process.env.SOURCE_DATE_EPOCH ? new Date(epoch * 1000) : new Date()).getFullYear();
}

const withYear = (footer: Site['footer'], year: number): LocalFooter => ({ ...footer, copyright: { ...footer.copyright, year: footer.copyright.year ?? year } });

function makeLocalSites(site: Site, cards: ShareCard[]): LocalSites {
  const year = buildYear();
  const { fr, pages, ...shared } = site;
  const englishTag = site.site.language;
  // What the English pages say, with typographic apostrophes (core/typography.ts).
  const englishTexts = {
    ...shared,
    company: englishTypography(site.company),
    menu: englishTypography(site.menu),
    menuAction: englishTypography(site.menuAction),
    announcement: englishTypography(site.announcement),
    footer: withYear(englishTypography(site.footer), year),
    testimonials: englishTypography(site.testimonials),
    ui: englishTypography(site.ui),
  };
  const englishPages = withShareImages(englishTypography(pages), site, site.company.name, cards);
  if (fr === undefined) {
    return { en: { ...englishTexts, pages: englishPages, language: { code: 'en', tag: englishTag } } };
  }
  const frenchOf = new Map(fr.pages.map((page) => [page.counterpart, page.path]));
  const frenchCompany = frenchTypography({ ...site.company, phone: displayPhone(site.company.phone, 'fr') });
  const english: LocalSite = {
    ...englishTexts,
    pages: englishPages.map((page) => ({ ...page, alternate: frenchOf.get(page.path) })),
    language: { code: 'en', tag: englishTag, other: { code: 'fr', tag: fr.language, name: LANGUAGES.fr.name } },
  };
  // What the French pages say is set as French sets it (core/typography.ts).
  const french: LocalSite = {
    ...shared,
    // Shown as Canadian French writes it; its tel: links dial the same digits.
    company: frenchCompany,
    site: { ...site.site, language: fr.language },
    menu: frenchTypography(fr.menu),
    menuAction: frenchTypography(fr.menuAction),
    redirects: frenchRedirects(site.redirects, fr.pages),
    announcement: frenchTypography(fr.announcement),
    footer: withYear(frenchTypography(fr.footer), year),
    testimonials: frenchTypography(fr.testimonials),
    ui: frenchTypography(fr.ui),
    pages: withShareImages(frenchTypography(fr.pages), site, frenchCompany.name, cards).map(({ counterpart, ...page }) => ({ ...page, alternate: counterpart })),
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
