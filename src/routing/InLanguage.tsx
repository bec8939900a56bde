import { use, useCallback, useDeferredValue, useEffect, type ReactNode } from 'react';
import { Router, useLocation } from 'wouter';
import { languageOfPath, type LanguageCode } from '../../core/languages.ts';
import type { SiteData } from '../view-model.ts';
import { SiteProvider } from '../site-context.tsx';
import { loadLanguage } from './language-loads.ts';
import { prepareFor } from './page-content.ts';

/** The site in the language of an address: the one in hand, or the other one, loaded when first needed. */
function useSiteIn(code: LanguageCode, site: SiteData, others: Partial<Record<LanguageCode, SiteData>> | undefined): SiteData {
  if (code === (site.language?.code ?? 'en') || site.language?.other?.code !== code) return site;
  return others?.[code] ?? use(loadLanguage(code));
}

/**
 * Gives everything inside the site in the language of the address shown. A link to the other
 * language changes the address at once, but the pages show the new address only once that
 * language's site has arrived (a deferred value: React keeps the page as it is while it waits), so
 * nothing ever shows one language's page with the other's navigation. A new address starts loading
 * what its page needs at once, however the navigation began.
 */
export function InLanguage({ site, others, children }: { site: SiteData; others?: Partial<Record<LanguageCode, SiteData>> | undefined; children: ReactNode }) {
  const [location, navigate] = useLocation();
  const shown = useDeferredValue(location);
  const local = useSiteIn(languageOfPath(shown), site, others);
  useEffect(() => {
    if (location !== shown) prepareFor(location);
  }, [location, shown]);
  const hook = useCallback((): [string, typeof navigate] => [shown, navigate], [shown, navigate]);
  useEffect(() => {
    if (local.language) document.documentElement.lang = local.language.tag;
  }, [local]);
  return (
    <SiteProvider site={local}>
      <Router hook={hook}>{children}</Router>
    </SiteProvider>
  );
}
