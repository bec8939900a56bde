import type { ReactNode } from 'react';
import { Router } from 'wouter';
import type { LanguageCode } from '../core/languages.ts';
import type { SiteData } from './view-model.ts';
import { useSiteLocation } from './routing/location.ts';
import { SiteRoutes } from './routing/SiteRoutes.tsx';
import { Layout } from './shell/Layout.tsx';
import { InLanguage } from './routing/InLanguage.tsx';

interface AppProps {
  /** The site in the language of the page the app opens at. */
  site: SiteData;
  /** The site in its other languages, where they are in hand (the prerender has them all); the browser loads them when needed. */
  others?: Partial<Record<LanguageCode, SiteData>>;
  /** The route being prerendered; absent in the browser. */
  ssrPath?: string;
  /**
   * The global styles, where the page does not have them yet: on the server, which writes them into
   * the page's style tag, and on a page the browser renders from nothing. A prerendered page being
   * hydrated leaves the slot empty, which keeps the tree the same shape, and useId's ids the same.
   */
  globalStyles?: ReactNode;
}

/** The whole site. */
export function App({ site, others, ssrPath, globalStyles }: AppProps) {
  return (
    <Router hook={useSiteLocation} ssrPath={ssrPath}>
      <InLanguage site={site} others={others}>
        {globalStyles}
        <Layout>
          <SiteRoutes />
        </Layout>
      </InLanguage>
    </Router>
  );
}
