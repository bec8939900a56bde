import { createContext, useContext, type ReactNode } from 'react';
import type { SiteData } from './view-model.ts';

const SiteContext = createContext<SiteData | null>(null);

export function SiteProvider({ site, children }: { site: SiteData; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

/** The site, where a component may also be drawn outside one (a block's text in a test, say). */
export function useSiteIfAny(): SiteData | null {
  return useContext(SiteContext);
}

/** The validated site.yaml, for any component that shows company facts, navigation or labels. */
export function useSite(): SiteData {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() needs a <SiteProvider> above it');
  return site;
}
