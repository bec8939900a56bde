import { css } from '@emotion/react';
import { Suspense } from 'react';
import type { PageContent } from '../view-model.ts';
import { BlockList } from '../blocks/BlockList.tsx';
import { useSite } from '../site-context.tsx';
import { theme } from '../theme/theme.ts';
import { usePageContent } from './page-content.ts';
import { usePageHead } from './page-head.ts';

const placeholder = css`
  min-height: ${theme.size.pagePlaceholder};
`;

/** A page's blocks, and its head in the document's once they are shown. */
function Content({ path, content }: { path: string; content: PageContent }) {
  usePageHead(path, content, useSite());
  return <BlockList blocks={content.blocks} />;
}

function PageAt({ path }: { path: string }) {
  const content = usePageContent(useSite(), path);
  return content ? <Content path={path} content={content} /> : null;
}

/** The page at a path: in hand in the prerender, loaded in the browser. */
export function PageView({ path }: { path: string }) {
  // The same boundary on the server (content in hand) and in the browser (content loaded), so the
  // two trees match when the page hydrates.
  return (
    <Suspense fallback={<div css={placeholder} />}>
      <PageAt path={path} />
    </Suspense>
  );
}
