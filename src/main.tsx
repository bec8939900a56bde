import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { SiteData } from './view-model.ts';
import { App } from './App.tsx';
import { markArrivalFromMissingPage } from './routing/MissingPage.tsx';
import { loadFirstPage, prefetchOnIntent } from './routing/page-content.ts';

function start(site: SiteData) {
  const root = document.getElementById('root')!;
  markArrivalFromMissingPage();
  // A prerendered page has the page's elements in the root and its global styles in its style tag.
  // Hydrating it as a transition lets React yield to the browser every few milliseconds instead of
  // holding the main thread for the whole page, so taps and scrolling are not kept waiting.
  if (root.firstElementChild !== null) startTransition(() => void hydrateRoot(root, <App site={site} />));
  // Only the dev server's page has neither, just whatever whitespace or comment the template leaves
  // there (a build prerenders every page), and it is rendered afresh.
  else if (import.meta.env.DEV) {
    void import('./theme/GlobalStyles.tsx').then(({ GlobalStyles }) => createRoot(root).render(<App site={site} globalStyles={<GlobalStyles />} />));
  }
  prefetchOnIntent();
}

// The page's language and its own blocks are in hand before hydrating, so the first render matches
// the HTML; should they fail to arrive, the page stays as the HTML shows it.
loadFirstPage(location.pathname).then(start, () => {});
