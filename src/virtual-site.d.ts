declare module 'virtual:site' {
  import type { Block, SiteData } from '../schema/site.ts';
  /** The validated site.yaml; in the browser, pages come without their blocks. */
  const site: SiteData;
  export default site;
  /** Loads one page's blocks by path (empty at build time, where every page has its blocks). */
  export const pageBlocks: Record<string, () => Promise<Block[]>>;
}
