import type { LanguageCode } from '../core/languages.ts';
import type { Image, Page, Site } from '../schema/site.ts';
import type { HeadFacts } from './lib/head.ts';

/*
 * The shapes the pages render: the validated site as one language shows it, and what of it the
 * browser starts with. The build makes them from the site (see pipeline/local-sites.ts and
 * pipeline/build/site-modules.ts); the app only reads them.
 */

/** The language of one view of the site, and its other language when the site has one. */
export interface LanguageInfo {
  code: LanguageCode;
  /** The language tag of its pages, e.g. "fr-CA". */
  tag: string;
  other?: { code: LanguageCode; tag: string; name: string } | undefined;
}
/**
 * A page as its language shows it, with the path of its version in the other language, and the
 * picture its link is shared with: its own, or the card the build draws for it.
 */
export type LocalPage = Omit<Page, 'shareImage'> & { shareImage: Image; alternate?: string | undefined };
/**
 * The site as the pages of one language render it: the shared facts, and that language's menu,
 * words and pages. Without `language`, a site in English only.
 */
export type LocalSite = Omit<Site, 'fr' | 'pages' | 'footer'> & { pages: LocalPage[]; footer: LocalFooter; language?: LanguageInfo };
/** What the prerender draws from: each language's site, blocks included, with what the head of each of its pages shares. */
export type PrerenderSites = Partial<Record<LanguageCode, LocalSite & { head: HeadFacts }>> & { en: LocalSite & { head: HeadFacts } };
/** The footer as the pages show it: its copyright year given, or the year the site was built. */
export type LocalFooter = Site['footer'] & { copyright: { year: number } };
/** What the browser loads of a page when it is visited: its blocks, the title, description and share picture for its head, and where it is in the other language. */
export type PageContent = Pick<LocalPage, 'blocks' | 'description' | 'title' | 'shareImage' | 'alternate'>;
/** A block the prerendered page shows and the browser leaves as it is, drawn by no code of its own: only its type travels (see BlockAtRest). */
export interface BlockAtRestData {
  type: LocalPage['blocks'][number]['type'];
  atRest: true;
}
/** The page a document comes with, as the browser hydrates it: every block at rest, its type only (its lively ones are drawn as they near the view, see BlockList). */
export type RestingPageContent = Omit<PageContent, 'blocks'> & { blocks: ReadonlyArray<LocalPage['blocks'][number] | BlockAtRestData> };
/** The block types that show the site's testimonials: the browser gets a language's testimonials with the pages that show one of these (see useTestimonials). */
export const TESTIMONIAL_BLOCKS: ReadonlySet<string> = new Set(['carousel', 'testimonials', 'quote']);
/** The company facts the pages show; the others, and the settings, go into the head at build time. */
export const BROWSER_COMPANY_FACTS = ['name', 'phone', 'email', 'director', 'productNames', 'otherNames'] as const;
/**
 * One language's site as the browser starts with it: each page's blocks arrive with that page, the
 * footer with the footer, and of the company only what the pages show.
 */
export type SiteData = Omit<LocalSite, 'pages' | 'company' | 'site' | 'footer' | 'testimonials'> & {
  /** In hand in the prerender; in the browser they come with the chunks of the pages that show them (see keepTestimonials). */
  testimonials?: LocalSite['testimonials'];
  /** In hand in the prerender; the browser loads each page when it is shown, and the list of them all with the first navigation. */
  pages?: LocalPage[];
  /** In hand in the prerender; the browser loads it with the footer's code. */
  footer?: LocalSite['footer'];
  company: Pick<Site['company'], (typeof BROWSER_COMPANY_FACTS)[number]>;
  /** What the head of every page of the language shares (see lib/head.ts). */
  head: HeadFacts;
};
/**
 * An image as the pages get it from the build: its size read from the file and, for a photo, the
 * colour shown until it arrives and the encoded files to choose from (`src` is then one of them):
 * `srcset` lists, the `sizes` of its place in the layout, and the screens that do not show it at all.
 */
export type ShownImage = Image & { placeholder?: string; encoded?: { avif: string; webp: string; sizes: string } };
