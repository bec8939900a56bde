import { css } from '@emotion/react';
import { Suspense, use, useEffect } from 'react';
import type { Page } from '../../schema/site.ts';
import type { PageContent, PageMeta } from '../view-model.ts';
import { BlockList } from '../blocks/BlockList.tsx';
import { pageTitle } from '../lib/head.ts';
import { useSite } from '../site-context.tsx';
import { theme } from '../theme/theme.ts';
import { loadContent, loadedContent } from './page-content.ts';

const placeholder = css`
  min-height: ${theme.size.pagePlaceholder};
`;

/** A page's blocks, and its title and description in the document's head once they are shown. */
function Content({ page, content }: { page: PageMeta; content: PageContent }) {
  const site = useSite();
  useEffect(() => {
    document.title = pageTitle({ path: page.path, title: content.title }, site);
    document.querySelector('meta[name="description"]')?.setAttribute('content', content.description);
  }, [page, content, site]);
  return <BlockList blocks={content.blocks} />;
}

function LoadedContent({ page }: { page: PageMeta }) {
  return <Content page={page} content={loadedContent(page.path) ?? use(loadContent(page.path))} />;
}

export function PageView({ page }: { page: Page | PageMeta }) {
  // The same boundary on the server (content in hand) and in the browser (content loaded), so the
  // two trees match when the page hydrates.
  return <Suspense fallback={<div css={placeholder} />}>{'blocks' in page ? <Content page={page} content={page} /> : <LoadedContent page={page} />}</Suspense>;
}
