import { Router } from 'wouter';
import type { SiteData } from '../schema/site.ts';
import { MotionProvider } from './motion/MotionProvider.tsx';
import { useSiteLocation } from './routing/location.ts';
import { SiteRoutes } from './routing/SiteRoutes.tsx';
import { Layout } from './shell/Layout.tsx';
import { SiteProvider } from './site-context.tsx';
import { GlobalStyles } from './theme/GlobalStyles.tsx';

/** The whole site; `ssrPath` is the route being prerendered, absent in the browser. */
export function App({ site, ssrPath }: { site: SiteData; ssrPath?: string }) {
  return (
    <SiteProvider site={site}>
      <Router hook={useSiteLocation} ssrPath={ssrPath}>
        <MotionProvider>
          <GlobalStyles />
          <Layout>
            <SiteRoutes />
          </Layout>
        </MotionProvider>
      </Router>
    </SiteProvider>
  );
}
