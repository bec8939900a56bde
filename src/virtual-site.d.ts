declare module 'virtual:site' {
  import type { LanguageCode } from '../core/languages.ts';
  import type { LocalSite, SiteData } from './view-model.ts';
  /** In the browser: loads one language's site, its pages without their content (empty in the prerender). */
  export const languages: Partial<Record<LanguageCode, () => Promise<SiteData>>>;
  /** In the browser: loads one language's footer (empty in the prerender, where each site has its footer). */
  export const footers: Partial<Record<LanguageCode, () => Promise<LocalSite['footer']>>>;
  /**
   * In the browser: loads the list of one language's pages, each address with the loader of its
   * chunk, which registers the page as it runs (empty in the prerender, where every page is in hand).
   */
  export const routes: Partial<Record<LanguageCode, () => Promise<Record<string, () => Promise<unknown>>>>>;
  /** In the browser: resolves once pages other than the document's own can have their styles written. */
  export const stylesReady: () => Promise<unknown>;
  /** In the browser: loads the structured data of one language's home page (empty in the prerender, which writes it into the page). */
  export const structuredData: Partial<Record<LanguageCode, () => Promise<unknown>>>;
  /**
   * In the browser, on a large site whose pages travel as data: loads the component of each block
   * type (empty elsewhere, where a page's chunk brings its components).
   */
  export const blockLoaders: Partial<Record<string, () => Promise<import('react').ComponentType<never>>>>;
}
