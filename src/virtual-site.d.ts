declare module 'virtual:site' {
  import type { LanguageCode } from '../core/languages.ts';
  import type { LocalSite, PageContent, SiteData } from './view-model.ts';
  /** In the prerender: the validated site.yaml as each of its languages shows it, blocks included. */
  export const sites: Partial<Record<LanguageCode, LocalSite & Pick<SiteData, 'head'>>> & { en: LocalSite & Pick<SiteData, 'head'> };
  /** In the browser: loads one language's site, its pages without their content (empty in the prerender). */
  export const languages: Partial<Record<LanguageCode, () => Promise<SiteData>>>;
  /** In the browser: loads one language's footer (empty in the prerender, where each site has its footer). */
  export const footers: Partial<Record<LanguageCode, () => Promise<LocalSite['footer']>>>;
  /** In the browser: loads one page's content by path (empty in the prerender, where every page has its content). */
  export const pageContent: Record<string, () => Promise<PageContent>>;
  /** In the browser: loads the structured data of one language's home page (empty in the prerender, which writes it into the page). */
  export const structuredData: Partial<Record<LanguageCode, () => Promise<unknown>>>;
}
