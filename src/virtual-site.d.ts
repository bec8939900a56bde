declare module 'virtual:site' {
  import type { PageContent, SiteData } from '../schema/site.ts';
  /** The validated site.yaml; in the browser, pages come without their blocks. */
  const site: SiteData;
  export default site;
  /** Loads one page's content by path (empty at build time, where every page has its content). */
  export const pageContent: Record<string, () => Promise<PageContent>>;
}
