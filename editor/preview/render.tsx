import { Router } from 'wouter';
import type { Block } from '../../schema/site.ts';
import type { LocalSite } from '../../src/view-model.ts';
import { BlockView } from '../../src/blocks/BlockList.tsx';
import { contentIcons } from '../../src/icons/content-icons.ts';
import { ICON_SHAPES } from '../../src/icons/shapes.ts';
import type { LanguageCode } from '../../core/languages.ts';
import { renderToHtml } from '../../src/render-html.tsx';
import { withHead } from '../../src/lib/head.ts';
import { InLanguage } from '../../src/routing/InLanguage.tsx';
import { Layout } from '../../src/shell/Layout.tsx';
import { GlobalStyles } from '../../src/theme/GlobalStyles.tsx';

Object.assign(contentIcons, ICON_SHAPES);

/** The attribute that marks each block in the preview with its place in the page's list. */
export const BLOCK_MARK = 'data-editor-block';

/** Where the preview's styles look for the site's face (the dev server's address of its file). */
export { FACE_URL } from '../../src/theme/fonts.ts';

/** Each block in a box of its own that takes no room, so the editor can find, outline and pick it. */
function MarkedBlocks({ blocks, leftOut }: { blocks: readonly Block[]; leftOut: readonly number[] }) {
  const drawn = [...blocks];
  return Array.from({ length: blocks.length + leftOut.length }, (_, index) => (
    <div key={index} {...{ [BLOCK_MARK]: index }} style={{ display: 'contents' }}>
      {leftOut.includes(index) ? <NotShown /> : <BlockView block={drawn.shift()!} />}
    </div>
  ));
}

/** The place of a block that cannot be drawn until its problems are fixed. */
function NotShown() {
  return (
    <section style={{ margin: '24px auto', maxWidth: 720, padding: '24px 16px', border: '2px dashed #8a94a3', borderRadius: 8, color: '#4d5968', textAlign: 'center' }}>
      <p style={{ margin: 0 }}>This block is not shown until what it lacks is filled in.</p>
    </section>
  );
}

/**
 * A page as the site draws it (header, footer, its blocks), by the site's own components, with its
 * blocks marked; the blocks `leftOut` of a page not yet complete keep their places, empty.
 */
export function renderPage(sites: Partial<Record<LanguageCode, LocalSite>>, code: LanguageCode, index: number, leftOut: readonly number[] = []): Promise<string> {
  const withHeads = Object.fromEntries(Object.entries(sites).map(([language, local]) => [language, withHead(local)]));
  const site = withHeads[code]!;
  const page = site.pages[index]!;
  return renderToHtml(
    <Router ssrPath={page.path}>
      <InLanguage site={site} others={withHeads}>
        <GlobalStyles />
        <Layout>
          <MarkedBlocks blocks={page.blocks} leftOut={leftOut} />
        </Layout>
      </InLanguage>
    </Router>,
  );
}

/** One block alone, as a page would show it: for the gallery of block types. */
export function renderBlock(site: LocalSite, block: Block): Promise<string> {
  return renderToHtml(
    <Router ssrPath={site.pages[0]!.path}>
      <InLanguage site={withHead(site)}>
        <GlobalStyles />
        <BlockView block={block} />
      </InLanguage>
    </Router>,
  );
}
