import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlockList } from '../../../src/blocks/BlockList.tsx';
import { MotionProvider } from '../../../src/motion/MotionProvider.tsx';
import { useSiteLocation } from '../../../src/routing/location.ts';
import { SiteProvider } from '../../../src/site-context.tsx';
import { withHead } from '../../../src/lib/head.ts';
import { localSites } from '../../../pipeline/local-sites.ts';
import type { BlockAtRestData } from '../../../src/view-model.ts';
import { installFakeIntersectionObserver, reportAll } from '../../fixtures/blocks/intersection.ts';
import { preferReducedMotion, restoreMotionPreference } from '../../fixtures/blocks/motion.ts';
import { firstBlock, site } from './render.tsx';

const local = withHead(localSites(site).en);
const cards = firstBlock('cards', '/services');
const banner = firstBlock('banner', '/');

/** The page as the prerender draws it: every block whole, each in its frame. */
const serverHtml = () =>
  renderToString(
    <SiteProvider site={local}>
      <Router ssrPath="/services">
        <MotionProvider>
          <BlockList blocks={[cards, banner]} />
        </MotionProvider>
      </Router>
    </SiteProvider>,
  );

let root: Root | undefined;
let container: HTMLElement;
const problems: unknown[] = [];

/** Hydrates the prerendered page as the browser does the page its document came with: the cards at rest, the banner whole. */
function hydrateAtRest() {
  window.history.replaceState(null, '', '/services');
  const html = serverHtml();
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const atRest: BlockAtRestData = { type: 'cards', atRest: true };
  act(() => {
    root = hydrateRoot(
      container,
      <SiteProvider site={local}>
        <Router hook={useSiteLocation}>
          <MotionProvider>
            <BlockList blocks={[atRest, banner]} />
          </MotionProvider>
        </Router>
      </SiteProvider>,
      { onRecoverableError: (error) => problems.push(error) },
    );
  });
  return html;
}

beforeEach(() => {
  installFakeIntersectionObserver();
  problems.length = 0;
  vi.spyOn(console, 'error').mockImplementation((...args) => problems.push(args));
});
afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  restoreMotionPreference();
});

/**
 * Clicks a link and says whether the app left the click to the browser (did not prevent it). The
 * browser's own navigation, which jsdom cannot do and says so in the test output, is then held
 * back by a listener that runs after the app's.
 */
function leftToBrowser(link: HTMLElement, init?: MouseEventInit): boolean {
  let left = false;
  const holdBack = (event: Event) => {
    left = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', holdBack, { once: true });
  fireEvent.click(link, init);
  return left;
}

describe('a block at rest', () => {
  it('keeps the markup the prerender drew, with no hydration problem, beside a block hydrated whole', () => {
    const html = hydrateAtRest();
    expect(problems).toEqual([]);
    const drawn = document.createElement('div');
    drawn.innerHTML = html;
    expect(container.innerHTML).toBe(drawn.innerHTML);
    expect(container.querySelectorAll(':scope > [data-block]')).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: /^Learn more about/ })).toHaveLength(2);
  });

  it('follows its internal links in the app, and leaves modified clicks and other links to the browser', () => {
    hydrateAtRest();
    const phones = screen.getByRole('link', { name: 'Learn more about Phones' });
    expect(leftToBrowser(phones, { ctrlKey: true })).toBe(true);
    expect(window.location.pathname).toBe('/services');
    expect(leftToBrowser(phones)).toBe(false);
    expect(window.location.pathname).toBe('/services/phones');
    expect(window.history.length).toBeGreaterThan(1);
  });

  it('reveals what is below the fold as it scrolls into view, as the block drawn whole would', () => {
    hydrateAtRest();
    const revealed = [...container.querySelectorAll<HTMLElement>('[data-block="cards"] [data-reveal]')];
    expect(revealed.length).toBeGreaterThan(0);
    act(() => reportAll(false));
    for (const element of revealed) expect(element.style.opacity).toBe('0');
  });

  it('hides nothing for visitors who prefer reduced motion', () => {
    preferReducedMotion(true);
    hydrateAtRest();
    act(() => reportAll(false));
    for (const element of container.querySelectorAll<HTMLElement>('[data-reveal]')) expect(element.getAttribute('style')).toBeNull();
  });
});
