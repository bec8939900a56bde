import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Block, Site } from '../../../schema/site.ts';
import { BlockView } from '../../../src/blocks/BlockList.tsx';
import { MotionProvider } from '../../../src/motion/MotionProvider.tsx';
import { SiteProvider } from '../../../src/site-context.tsx';
import { withHead } from '../../../src/lib/head.ts';
import { localSites } from '../../../pipeline/local-sites.ts';
import { firstBlock, site } from '../../fixtures/site.ts';

/** The fixture site every block test renders in, and its blocks. */
export { firstBlock, site };

/**
 * The providers the app wraps pages in; `ssrPath` renders as the prerender does (for
 * react-dom/server), `french` as a French page does (the content's words, French typesetting).
 */
export function Providers({ children, content = site, ssrPath, french = false }: { children: ReactNode; content?: Site; ssrPath?: string; french?: boolean }) {
  const routing = ssrPath ? { ssrPath } : { hook: memoryLocation({ path: '/' }).hook };
  const local = withHead(localSites(content).en);
  return (
    <SiteProvider site={french ? { ...local, language: { code: 'fr', tag: 'fr-CA' } } : local}>
      <Router {...routing}>
        <MotionProvider>{children}</MotionProvider>
      </Router>
    </SiteProvider>
  );
}

/** Renders one block as a page would, inside the site, router and motion providers. */
export function renderBlock(block: Block, content: Site = site, { french = false } = {}) {
  return render(
    <Providers content={content} french={french}>
      <BlockView block={block} />
    </Providers>,
  );
}

/** The band a block's section sits on with each value of its `tone`: plain, then muted. */
export function bandsByTone(block: Extract<Block, { tone: 'plain' | 'muted' }>) {
  return (['plain', 'muted'] as const).map((tone) => {
    const { container, unmount } = renderBlock({ ...block, tone });
    const band = container.querySelector('section')?.getAttribute('data-band');
    unmount();
    return band;
  });
}
