import { use } from 'react';
import { Redirect, useLocation } from 'wouter';
import { homeOf } from '../../core/languages.ts';
import { useSite } from '../site-context.tsx';
import { MissingPageNotice, missingPageState } from './MissingPage.tsx';
import { loadRoutes } from './page-content.ts';
import { isPageInHand } from './page-registry.ts';
import { PageView } from './PageView.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

/**
 * The page at the address; a redirect's target, replacing it in history; or, for any other address,
 * the language's home page, which says there is no page there (see MissingPageNotice). The
 * prerender has every page; the browser knows the pages it has loaded, and asks its language's
 * list of pages about any other (waiting for the list the first time, while the page shown stays).
 */
function AtAddress({ path }: { path: string }) {
  const site = useSite();
  const redirect = site.redirects.find((candidate) => candidate.from === path);
  if (redirect) return <Redirect to={redirect.to} replace />;
  const isPage = site.pages ? site.pages.some((page) => page.path === path) : isPageInHand(path) || path in use(loadRoutes(site.language?.code ?? 'en'));
  if (!isPage) return <Redirect to={homeOf(site.language?.code ?? 'en')} replace state={missingPageState(path)} />;
  return <PageView key={path} path={path} />;
}

/** The page at the address, which starts at its top (see ScrollToTop). */
export function SiteRoutes() {
  const [location] = useLocation();
  return (
    <>
      <ScrollToTop />
      <MissingPageNotice />
      <AtAddress path={location} />
    </>
  );
}
