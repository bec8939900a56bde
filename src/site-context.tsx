import { createContext, useContext, type ReactNode } from 'react';
import type { Site } from '../schema/site.ts';

const SiteContext = createContext<Site | null>(null);

export function SiteProvider({ site, children }: { site: Site; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

/** The validated site.yaml, for any component that shows company facts, navigation or labels. */
export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() needs a <SiteProvider> above it');
  return site;
}
