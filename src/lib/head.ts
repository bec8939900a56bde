import { isHome } from '../../core/languages.ts';
import { pageUrl } from '../../core/links.ts';
import type { Block, Page, Site } from '../../schema/site.ts';
import type { LocalPage, LocalSite } from '../view-model.ts';

/** The icons every page and the web app manifest link to, whatever the content says. */
export const SITE_ICONS = { drawn: '/favicon.svg', touch: '/apple-touch-icon.png' } as const;

/** The document title of a page: the page first, the company after it; a home page the other way round. */
function pageTitle(page: Pick<Page, 'path' | 'title'>, company: string): string {
  return isHome(page.path) ? `${company} | ${page.title}` : `${page.title} | ${company}`;
}

export const canonicalUrl = (path: string, site: Pick<Site, 'site'>): string => pageUrl(site.site.url, path);

/**
 * What every page's head of one language shares: the build writes it into each page, and the
 * browser gets it with the language's site, so that a page the app draws gets the head a fresh load
 * of its address has.
 */
export interface HeadFacts {
  /** The site's address, with no slash at the end. */
  url: string;
  company: string;
  /** The language tag of this language's pages, e.g. "fr-CA". */
  language: string;
  /** The other language's tag, and whether its pages are the ones for visitors of neither language (x-default). */
  other?: { language: string; isDefault: boolean } | undefined;
  themeColor: string;
}

export function headFacts(site: LocalSite): HeadFacts {
  const other = site.language?.other;
  return {
    url: site.site.url,
    company: site.company.name,
    language: site.site.language,
    other: other && { language: other.tag, isDefault: other.code === 'en' },
    themeColor: site.site.themeColor,
  };
}

/** A language's site with what the head of each of its pages shares: as the prerender and the editor's preview render it. */
export const withHead = <Local extends LocalSite>(site: Local): Local & { head: HeadFacts } => ({ ...site, head: headFacts(site) });

/** One element of the head: its tag name, its attributes, and for a title or a script its text. */
export interface HeadElement {
  tag: 'title' | 'meta' | 'link' | 'script';
  attributes: Record<string, string>;
  text?: string;
}

/** What a page's head says about the page itself. */
export type HeadPage = Pick<LocalPage, 'path' | 'title' | 'description' | 'shareImage' | 'alternate' | 'blocks'>;

const meta = (key: 'name' | 'property', name: string, content: string): HeadElement => ({ tag: 'meta', attributes: { [key]: name, content } });
const link = (attributes: Record<string, string>): HeadElement => ({ tag: 'link', attributes });
const ogLocale = (tag: string) => tag.replace('-', '_');

/**
 * Where a page is in each language: itself, its version in the other language, and the one for
 * visitors whose language is neither (x-default, the English one). None for a site in one language.
 */
function alternates(page: HeadPage, facts: HeadFacts): HeadElement[] {
  if (!facts.other || page.alternate === undefined) return [];
  const own = pageUrl(facts.url, page.path);
  const theirs = pageUrl(facts.url, page.alternate);
  const alternate = (hreflang: string, href: string) => link({ rel: 'alternate', hreflang, href });
  return [alternate(facts.language, own), alternate(facts.other.language, theirs), alternate('x-default', facts.other.isDefault ? theirs : own)];
}

/** The questions a page answers in its FAQ blocks, as schema.org's FAQPage; none without such a block. */
function questionsAnswered(blocks: readonly Block[]) {
  const questions = blocks.flatMap((block) => (block.type === 'faq' ? block.questions : []));
  if (questions.length === 0) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map(({ question, answer }) => ({ '@type': 'Question', name: question, acceptedAnswer: { '@type': 'Answer', text: answer } })),
  };
}

/** A page's JSON-LD: what the site says of itself there (the company, on a home page) and the questions the page answers. */
function structuredDataOf(page: HeadPage, siteData: unknown): unknown {
  const items = [siteData, questionsAnswered(page.blocks)].filter((item) => item !== undefined);
  return items.length > 1 ? items : items[0];
}

/**
 * The head of one page, all read from site.yaml: the one description of it, which the build writes
 * into the page's HTML and the app applies when it draws the page (see routing/page-head.ts).
 * `siteData` is the JSON-LD the site gives the page, if any (the company, on a home page); the
 * page's own blocks add theirs.
 */
export function pageHead(page: HeadPage, facts: HeadFacts, siteData?: unknown): HeadElement[] {
  const structuredData = structuredDataOf(page, siteData);
  const title = pageTitle(page, facts.company);
  const url = pageUrl(facts.url, page.path);
  const image = `${facts.url}${page.shareImage.src}`;
  const { width, height, alt } = page.shareImage;
  return [
    { tag: 'title', attributes: {}, text: title },
    meta('name', 'description', page.description),
    link({ rel: 'canonical', href: url }),
    ...alternates(page, facts),
    meta('name', 'theme-color', facts.themeColor),
    link({ rel: 'icon', href: SITE_ICONS.drawn, type: 'image/svg+xml' }),
    link({ rel: 'apple-touch-icon', href: SITE_ICONS.touch }),
    link({ rel: 'manifest', href: '/site.webmanifest' }),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', facts.company),
    meta('property', 'og:locale', ogLocale(facts.language)),
    ...(facts.other ? [meta('property', 'og:locale:alternate', ogLocale(facts.other.language))] : []),
    meta('property', 'og:title', title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    // The build reads the size from the file; the dev server, which opens no images, leaves it out.
    ...(width && height ? [meta('property', 'og:image:width', String(width)), meta('property', 'og:image:height', String(height))] : []),
    meta('property', 'og:image:alt', alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', alt),
    ...(structuredData === undefined ? [] : [{ tag: 'script' as const, attributes: { type: 'application/ld+json' }, text: scriptJson(structuredData) }]),
  ];
}

/**
 * JSON to put inside a <script> element as it is: whatever could close the element is written as
 * an escape, which leaves the JSON the same.
 */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}
