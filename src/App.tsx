import type { ReactNode } from 'react';
import { Router } from 'wouter';
import type { SiteData } from '../schema/site.ts';
import { MotionProvider } from './motion/MotionProvider.tsx';
import { useSiteLocation } from './routing/location.ts';
import { SiteRoutes } from './routing/SiteRoutes.tsx';
import { Layout } from './shell/Layout.tsx';
import { SiteProvider } from './site-context.tsx';

interface AppProps {
  site: SiteData;
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
export function App({ site, ssrPath, globalStyles }: AppProps) {
  return (
    <SiteProvider site={site}>
      <Router hook={useSiteLocation} ssrPath={ssrPath}>
        <MotionProvider>
          {globalStyles}
          <Layout>
            <SiteRoutes />
          </Layout>
        </MotionProvider>
      </Router>
    </SiteProvider>
  );
}
