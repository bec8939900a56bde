import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlockOf } from '../../../schema/site.ts';
import { BlockView } from '../../../src/blocks/BlockList.tsx';
import { installFakeIntersectionObserver, reportAll } from '../../fixtures/blocks/intersection.ts';
import { untilLazyPartsLoad } from '../../fixtures/blocks/lazy.ts';
import { preferReducedMotion, restoreMotionPreference } from '../../fixtures/blocks/motion.ts';
import { firstBlock, Providers, renderBlock, site } from './render.tsx';

/** The fixture's home carousel shows one testimonial; these tests list all three. */
const homeCarousel = firstBlock('carousel', '/');
const block: BlockOf<'carousel'> = { ...homeCarousel, testimonials: ['clinic-manager', 'library-director', 'bakery-owner'] };
const DELAY = block.autoplay.delay;

/*
 * Fake timers drive Embla's autoplay (setTimeout). Events go through fireEvent: user-event waits on
 * timers of its own, which would never run here.
 */

/** Renders the carousel, scrolls it near the viewport and waits until its lazily loaded Embla part has bound to the slides. */
async function renderCarousel(props: Partial<BlockOf<'carousel'>> = {}) {
  installFakeIntersectionObserver();
  const view = renderBlock({ ...block, ...props });
  expect(view.container.querySelector('[data-ready="true"]')).toBeNull();
  act(() => reportAll(true));
  await untilLazyPartsLoad(() => view.container.querySelector('[data-ready="true"]') !== null);
  return view;
}

const current = () => screen.getAllByRole('button', { name: /^Testimonial \d$/ }).findIndex((dot) => dot.getAttribute('aria-current') === 'true');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const slides = () => screen.getAllByRole('group').filter((group) => group.getAttribute('aria-roledescription') === 'slide');

describe('testimonial carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('follows the APG carousel pattern: a labelled carousel region, slides "n of N", labelled dots', async () => {
    await renderCarousel();
    const region = screen.getByRole('region', { name: 'Client Voices' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(slides().map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(screen.getAllByRole('button', { name: /^Testimonial \d$/ })).toHaveLength(3);
    expect(within(region).getByRole('link', { name: 'Read them all' })).toHaveAttribute('href', '/testimonials');
  });

  it('names the carousel, its slides and their count in the words of the page\'s language', () => {
    renderBlock(block, { ...site, ui: { ...site.ui, carousel: 'carrousel', carouselSlide: 'diapositive', of: 'sur' } });
    const region = screen.getByRole('region', { name: 'Client Voices' });
    expect(region).toHaveAttribute('aria-roledescription', 'carrousel');
    const named = [...region.querySelectorAll('[aria-roledescription="diapositive"]')].map((slide) => slide.getAttribute('aria-label'));
    expect(named).toEqual(['1 sur 3', '2 sur 3', '3 sur 3']);
  });

  it('advances at the configured delay, not before', async () => {
    await renderCarousel();
    expect(current()).toBe(0);
    advance(DELAY - 1);
    expect(current()).toBe(0);
    advance(1);
    expect(current()).toBe(1);
    advance(DELAY);
    expect(current()).toBe(2);
  });

  it('keeps hidden slides out of reach and turns the live region off while it rotates', async () => {
    await renderCarousel();
    expect(slides().map((slide) => slide.hasAttribute('inert'))).toEqual([false, true, true]);
    expect(slides()[0]!.parentElement).toHaveAttribute('aria-live', 'off');
    advance(DELAY);
    expect(slides().map((slide) => slide.hasAttribute('inert'))).toEqual([true, false, true]);
  });

  it('pauses while the mouse is over the slides and resumes when it leaves', async () => {
    await renderCarousel();
    fireEvent.pointerEnter(slides()[0]!.parentElement!.parentElement!, { pointerType: 'mouse' });
    advance(DELAY * 3);
    expect(current()).toBe(0);
    expect(slides()[0]!.parentElement).toHaveAttribute('aria-live', 'polite');
    fireEvent.pointerLeave(slides()[0]!.parentElement!.parentElement!, { pointerType: 'mouse' });
    advance(DELAY);
    expect(current()).toBe(1);
  });

  it('pauses while keyboard focus is inside it and resumes on blur', async () => {
    await renderCarousel();
    const dot = screen.getByRole('button', { name: 'Testimonial 3' });
    act(() => dot.focus());
    advance(DELAY * 3);
    expect(current()).toBe(0);
    act(() => dot.blur());
    advance(DELAY);
    expect(current()).toBe(1);
  });

  it('stops with the pause button and starts again with play', async () => {
    await renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: site.ui.pause }));
    const play = screen.getByRole('button', { name: site.ui.play });
    advance(DELAY * 3);
    expect(current()).toBe(0);
    fireEvent.click(play);
    expect(screen.getByRole('button', { name: site.ui.pause })).toBeInTheDocument();
    advance(DELAY);
    expect(current()).toBe(1);
  });

  it('shows the slide of the dot pressed', async () => {
    await renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Testimonial 3' }));
    expect(current()).toBe(2);
    expect(slides()[2]).not.toHaveAttribute('inert');
  });

  it('does not autoplay when autoplay is off, and offers no pause button', async () => {
    await renderCarousel({ autoplay: { enabled: false, delay: DELAY } });
    advance(DELAY * 3);
    expect(current()).toBe(0);
    expect(screen.queryByRole('button', { name: site.ui.pause })).not.toBeInTheDocument();
  });
});

describe('testimonial carousel and reduced motion', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    preferReducedMotion(true);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    restoreMotionPreference();
  });

  it('never starts by itself; the button offers play', async () => {
    await renderCarousel();
    advance(DELAY * 3);
    expect(current()).toBe(0);
    expect(screen.getByRole('button', { name: site.ui.play })).toBeInTheDocument();
  });
});

describe('testimonial carousel with one testimonial', () => {
  it('is a single static testimonial: no dots, no controls, no carousel role', () => {
    renderBlock(homeCarousel);
    const region = screen.getByRole('region', { name: 'Client Voices' });
    expect(region).not.toHaveAttribute('aria-roledescription');
    expect(within(region).queryAllByRole('button')).toHaveLength(0);
    expect(within(region).getByText('Robin Vale')).toBeInTheDocument();
  });
});

describe('testimonial carousel before it is interactive', () => {
  it('renders every slide, the dots and the pause button on the server, with nothing made inert', () => {
    const html = renderToString(
      <Providers ssrPath="/">
        <BlockView block={block} />
      </Providers>,
    );
    const { container } = render(<div dangerouslySetInnerHTML={{ __html: html }} />);
    expect(container.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(3);
    expect(container.querySelectorAll('[inert]')).toHaveLength(0);
    expect(container.querySelector('[data-ready]')).toHaveAttribute('data-ready', 'false');
    expect(within(container).getByRole('button', { name: site.ui.pause })).toBeInTheDocument();
    for (const name of ['Robin Vale', 'Sasha Ng', 'Pat Olsen']) expect(container).toHaveTextContent(name);
  });
});
