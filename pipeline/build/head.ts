import { SITE_ICONS } from './public-files.ts';
import type { LocalPage, LocalSite } from '../../src/view-model.ts';
import { canonicalUrl, isHome, pageTitle } from '../../src/lib/head.ts';
import { escapeHtml, scriptJson } from './html.ts';

function organization(site: LocalSite, path: string) {
  const { company } = site;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${site.site.url}/#organization`,
    name: company.name,
    ...(company.legalName ? { legalName: company.legalName } : {}),
    url: canonicalUrl(path, site),
    knowsLanguage: [site.language?.tag ?? site.site.language, ...(site.language?.other ? [site.language.other.tag] : [])],
    telephone: company.phone,
    email: company.email,
    foundingDate: company.founded,
    image: `${site.site.url}${site.site.shareImage.src}`,
    address: {
      '@type': 'PostalAddress',
      ...(company.address.street ? { streetAddress: company.address.street } : {}),
      addressLocality: company.address.locality,
      addressRegion: company.address.region,
      ...(company.address.postalCode ? { postalCode: company.address.postalCode } : {}),
      addressCountry: company.address.country,
    },
    areaServed: company.areaServed.map((name) => ({ '@type': 'AdministrativeArea', name })),
    founder: { '@type': 'Person', name: company.director },
  };
}

/**
 * Where a page is in each language: itself, its version in the other language, and the English one
 * for visitors whose language is neither (x-default). None for a site in one language.
 */
function alternates(page: LocalPage, site: LocalSite): string[] {
  const other = site.language?.other;
  if (!other || page.alternate === undefined) return [];
  const own = canonicalUrl(page.path, site);
  const theirs = canonicalUrl(page.alternate, site);
  const link = (language: string, href: string) => `<link rel="alternate" hreflang="${escapeHtml(language)}" href="${escapeHtml(href)}" />`;
  return [link(site.site.language, own), link(other.tag, theirs), link('x-default', other.code === 'en' ? theirs : own)];
}

/** The head tags of one prerendered page, all read from site.yaml. */
export function headTags(page: LocalPage, site: LocalSite): string {
  const title = escapeHtml(pageTitle(page, site));
  const description = escapeHtml(page.description);
  const url = escapeHtml(canonicalUrl(page.path, site));
  const image = escapeHtml(`${site.site.url}${site.site.shareImage.src}`);
  const imageAlt = escapeHtml(site.site.shareImage.alt);
  const { width, height } = site.site.shareImage;
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    ...alternates(page, site),
    `<meta name="theme-color" content="${escapeHtml(site.site.themeColor)}" />`,
    `<link rel="icon" href="${SITE_ICONS.drawn}" type="image/svg+xml" />`,
    `<link rel="apple-touch-icon" href="${SITE_ICONS.touch}" />`,
    `<link rel="manifest" href="/site.webmanifest" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(site.company.name)}" />`,
    `<meta property="og:locale" content="${escapeHtml(site.site.language.replace('-', '_'))}" />`,
    ...(site.language?.other ? [`<meta property="og:locale:alternate" content="${escapeHtml(site.language.other.tag.replace('-', '_'))}" />`] : []),
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    // The build reads the size from the file; the dev server, which opens no images, leaves it out.
    ...(width && height ? [`<meta property="og:image:width" content="${width}" />`, `<meta property="og:image:height" content="${height}" />`] : []),
    `<meta property="og:image:alt" content="${imageAlt}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    `<meta name="twitter:image:alt" content="${imageAlt}" />`,
  ];
  if (isHome(page.path)) tags.push(`<script type="application/ld+json">${scriptJson(organization(site, page.path))}</script>`);
  return tags.join('\n    ');
}
