import { prerender } from 'react-dom/static';
import site from 'virtual:site';
import { App } from './App.tsx';

/** Renders one route to HTML at build time, waiting for lazily loaded parts. */
export async function renderRoute(path: string): Promise<string> {
  const { prelude } = await prerender(<App site={site} ssrPath={path} />);
  return new Response(prelude).text();
}

export { site };
