import { css } from '@emotion/react';
import { Suspense, use } from 'react';
import type { PageContent } from '../view-model.ts';
import { BlockList } from '../blocks/BlockList.tsx';
import { useSite } from '../site-context.tsx';
import { theme } from '../theme/theme.ts';
import { loadContent, loadedContent } from './page-content.ts';
import { usePageHead } from './page-head.ts';

const placeholder = css`
  min-height: ${theme.size.pagePlaceholder};
`;

/** A page's blocks, and its head in the document's once they are shown. */
function Content({ path, content }: { path: string; content: PageContent }) {
  usePageHead(path, content, useSite());
  return <BlockList blocks={content.blocks} />;
}

function LoadedContent({ path }: { path: string }) {
  const content = loadedContent(path) ?? use(loadContent(path));
  return content ? <Content path={path} content={content} /> : null;
}

/** The page at a path: in hand in the prerender, loaded in the browser. */
export function PageView({ path }: { path: string }) {
  const inHand = useSite().pages?.find((page) => page.path === path);
  // The same boundary on the server (content in hand) and in the browser (content loaded), so the
  // two trees match when the page hydrates.
  return <Suspense fallback={<div css={placeholder} />}>{inHand ? <Content path={path} content={inHand} /> : <LoadedContent path={path} />}</Suspense>;
}
