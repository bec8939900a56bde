import type { LocalPage, LocalSite } from '../../src/view-model.ts';
import { isHome } from '../../core/languages.ts';
import { canonicalUrl, headFacts, pageHead, type HeadElement } from '../../src/lib/head.ts';
import { escapeHtml } from './html.ts';

function organization(site: LocalSite, page: Pick<LocalPage, 'path' | 'shareImage'>) {
  const { company } = site;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${site.site.url}/#organization`,
    name: company.name,
    ...(company.legalName ? { legalName: company.legalName } : {}),
    url: canonicalUrl(page.path, site),
    knowsLanguage: [site.language?.tag ?? site.site.language, ...(site.language?.other ? [site.language.other.tag] : [])],
    telephone: company.phone,
    email: company.email,
    foundingDate: company.founded,
    image: `${site.site.url}${page.shareImage.src}`,
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

/** One element of the head as HTML. */
function elementHtml({ tag, attributes, text }: HeadElement): string {
  const attributeHtml = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  if (tag === 'script') return `<script${attributeHtml}>${text ?? ''}</script>`;
  if (tag === 'title') return `<title>${escapeHtml(text ?? '')}</title>`;
  return `<${tag}${attributeHtml} />`;
}

/** The structured data of a page, if it has any: the company, on each language's home page. */
export function structuredData(page: Pick<LocalPage, 'path' | 'shareImage'>, site: LocalSite): object | undefined {
  return isHome(page.path) ? organization(site, page) : undefined;
}

/** The head tags of one prerendered page (see pageHead, which the app applies too). */
export function headTags(page: LocalPage, site: LocalSite): string {
  return pageHead(page, headFacts(site), structuredData(page, site)).map(elementHtml).join('\n    ');
}
