import { Redirect, Route, Switch } from 'wouter';
import { homeOf } from '../../core/languages.ts';
import { useSite } from '../site-context.tsx';
import { PageView } from './PageView.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

/** Pages, then redirects, then everything else to the language's home page; redirects replace history. */
export function SiteRoutes() {
  const { pages, redirects, language } = useSite();
  return (
    <>
      <ScrollToTop />
      <Switch>
        {pages.map((page) => (
          <Route key={page.path} path={page.path}>
            <PageView page={page} />
          </Route>
        ))}
        {redirects.map((redirect) => (
          <Route key={redirect.from} path={redirect.from}>
            <Redirect to={redirect.to} replace />
          </Route>
        ))}
        <Route>
          <Redirect to={homeOf(language?.code ?? 'en')} replace />
        </Route>
      </Switch>
    </>
  );
}
