import { useEffect } from 'react';
import type { Page } from '../../schema/site.ts';
import { BlockList } from '../blocks/BlockList.tsx';
import { pageTitle } from '../lib/head.ts';
import { useSite } from '../site-context.tsx';

export function PageView({ page }: { page: Page }) {
  const site = useSite();
  useEffect(() => {
    document.title = pageTitle(page, site);
    document.querySelector('meta[name="description"]')?.setAttribute('content', page.description);
  }, [page, site]);
  return <BlockList blocks={page.blocks} />;
}
