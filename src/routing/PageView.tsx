import { css } from '@emotion/react';
import { Suspense, use } from 'react';
import type { Page } from '../../schema/site.ts';
import type { PageContent, PageMeta } from '../view-model.ts';
import { BlockList } from '../blocks/BlockList.tsx';
import { useSite } from '../site-context.tsx';
import { theme } from '../theme/theme.ts';
import { loadContent, loadedContent } from './page-content.ts';
import { usePageHead } from './page-head.ts';

const placeholder = css`
  min-height: ${theme.size.pagePlaceholder};
`;

/** A page's blocks, and its head in the document's once they are shown. */
function Content({ page, content }: { page: PageMeta; content: PageContent }) {
  usePageHead(page, content, useSite());
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
