import { css } from '@emotion/react';
import { Suspense, useEffect, useState } from 'react';
import type { RestingPageContent } from '../view-model.ts';
import { BlockList } from '../blocks/BlockList.tsx';
import { useSite } from '../site-context.tsx';
import { theme } from '../theme/theme.ts';
import { usePageContent } from './page-content.ts';
import { usePageHead } from './page-head.ts';
import { hydrated, pageToHydrate } from './page-registry.ts';

const placeholder = css`
  min-height: ${theme.size.pagePlaceholder};
`;

/** A page's blocks, and its head in the document's once they are shown. */
function Content({ path, content, atRest }: { path: string; content: RestingPageContent; atRest: boolean }) {
  usePageHead(path, content, useSite());
  return <BlockList blocks={content.blocks} atRest={atRest} />;
}

function PageAt({ path }: { path: string }) {
  // The page the document came with hydrates with its blocks at rest (see BlockAtRest) for as long
  // as it is shown; shown again after a navigation, it is drawn whole, as any other page.
  const [atRest] = useState(() => pageToHydrate(path));
  useEffect(hydrated, []);
  const content = usePageContent(useSite(), path, atRest);
  return content ? <Content path={path} content={content} atRest={atRest !== undefined} /> : null;
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
