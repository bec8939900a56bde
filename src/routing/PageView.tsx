import { css } from '@emotion/react';
import { Suspense, use, useEffect } from 'react';
import type { Page, PageMeta } from '../../schema/site.ts';
import { BlockList } from '../blocks/BlockList.tsx';
import { pageTitle } from '../lib/head.ts';
import { useSite } from '../site-context.tsx';
import { theme } from '../theme/theme.ts';
import { loadBlocks, loadedBlocks } from './page-blocks.ts';

const placeholder = css`
  min-height: ${theme.size.pagePlaceholder};
`;

function LoadedBlocks({ path }: { path: string }) {
  const blocks = loadedBlocks(path) ?? use(loadBlocks(path));
  return <BlockList blocks={blocks} />;
}

export function PageView({ page }: { page: Page | PageMeta }) {
  const site = useSite();
  useEffect(() => {
    document.title = pageTitle(page, site);
    document.querySelector('meta[name="description"]')?.setAttribute('content', page.description);
  }, [page, site]);
  // The same boundary on the server (blocks in hand) and in the browser (blocks loaded), so the
  // two trees match when the page hydrates.
  return (
    <Suspense fallback={<div css={placeholder} />}>
      {'blocks' in page ? <BlockList blocks={page.blocks} /> : <LoadedBlocks path={page.path} />}
    </Suspense>
  );
}
