import type { ComponentType } from 'react';
import type { IconName } from '../../core/choices.ts';
import { blockComponents } from '../blocks/registry.ts';
import { contentIcons, type IconShape } from '../icons/content-icons.ts';
import { BLOCK_FRAME_ATTRIBUTE } from '../blocks/BlockAtRest.tsx';
import { keptLoads } from '../lib/kept.ts';
import { keepTestimonials } from '../blocks/parts/testimonials.ts';
import { languageOfPath } from '../../core/languages.ts';
import type { Testimonial } from '../../schema/site.ts';
import { CAME_NEAR_ATTRIBUTE } from '../blocks/lively.ts';
import { MAIN_ID } from '../../core/landmarks.ts';
import type { PageContent, RestingPageContent } from '../view-model.ts';

type Icons = Partial<Record<IconName, readonly IconShape[]>>;

/** The icons and block components a chunk brings join the app's (the first chunk to bring a block type provides it from then on). */
function adopt(icons: Icons, components: Record<string, ComponentType<never>>) {
  Object.assign(contentIcons, icons);
  const registry = blockComponents as Record<string, ComponentType<never>>;
  for (const [type, component] of Object.entries(components)) registry[type] ??= component;
}

/** The content of each page whose chunk has run. */
const pages = new Map<string, PageContent>();

/**
 * What a page's chunk does as it runs (see pipeline/build/site-modules.ts): it hands over its
 * page's content, the drawings of the icons its blocks show, in the client build the components
 * of its block types, which join the block list's registry (the first page to bring a type
 * provides it from then on), and its language's testimonials where it shows them. A chunk needs
 * no name to be found by: the page the document shows imports its own by address, before the list
 * of every page has come.
 */
export function registerPage(path: string, content: PageContent, icons: Icons, components: Record<string, ComponentType<never>> = {}, testimonials: readonly Testimonial[] = []) {
  adopt(icons, components);
  keepTestimonials(languageOfPath(path), testimonials);
  pages.set(path, content);
}

/** The content of a page whose chunk has run, if it has. */
export const registeredPage = (path: string): PageContent | undefined => pages.get(path);

/** True until the app has committed its first page. */
let hydrating = true;

/** The page the document came with: its path, its content with its blocks at rest, and a loader of its whole chunk, which draws its lively blocks. */
let documentPage: { path: string; content: RestingPageContent; loadWhole: () => Promise<unknown> } | undefined;

/**
 * What the chunk of the page the document came with does as it runs (see
 * pipeline/build/site-modules.ts): it hands over the page with every block at rest (see
 * LIVELY_BLOCKS), and a loader of the page's whole chunk, which comes as a lively block nears the
 * view and draws it (see livelyBlockAt).
 */
export function registerRestingPage(path: string, content: RestingPageContent, whole: () => Promise<unknown>) {
  documentPage = { path, content, loadWhole: whole };
}

/** How far ahead of the view a lively block's code starts loading: one screen. */
const NEAR = '100% 0px';

/** Kept once the frame of the block at a place in the page is within a screen of the view (at once where that cannot be told). */
function nearView(place: number): Promise<void> {
  const frame = document.getElementById(MAIN_ID)?.querySelectorAll(`:scope > [${BLOCK_FRAME_ATTRIBUTE}]`)[place];
  if (!frame || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        frame.setAttribute(CAME_NEAR_ATTRIBUTE, '');
        resolve();
      },
      { rootMargin: NEAR },
    );
    observer.observe(frame);
  });
}

/** A block of a page, and the component that draws it. */
interface DrawnBlock {
  block: PageContent['blocks'][number];
  Component: ComponentType<never>;
}

/** Never kept: what a block waits on when its code could not come, so that it stays as prerendered. */
const never = new Promise<never>(() => {});

const livelyPlaces = keptLoads<DrawnBlock>((key) => {
  const place = Number(key);
  return nearView(place)
    .then(() => documentPage?.loadWhole())
    .then(() => {
      const block = documentPage && pages.get(documentPage.path)?.blocks[place];
      const Component = block && (blockComponents as Record<string, ComponentType<never> | undefined>)[block.type];
      return block && Component ? { block, Component } : never;
    })
    .catch(() => never);
});

/**
 * The lively block at a place in the page the document came with, and its component, once the
 * block nears the view and the page's whole chunk has come: until then, the block is the
 * prerendered one, which React hydrates then (BlockList gives it a Suspense boundary of its own).
 * Should the chunk not come (the connection lost), the block stays as prerendered, its figures
 * final and its first testimonial shown.
 */
export const livelyBlockAt = (place: number) => livelyPlaces.load(String(place));

/** The page the document came with, its blocks at rest: what it says of itself (its title, its version in the other language) holds for as long as the app runs. */
export const restingPage = (path: string): RestingPageContent | undefined => (documentPage?.path === path ? documentPage.content : undefined);

/** The page to hydrate, blocks at rest, while the app has not yet shown a page; a page shown after that is drawn whole. */
export const pageToHydrate = (path: string): RestingPageContent | undefined => (hydrating ? restingPage(path) : undefined);

/** The app has shown its first page: a page shown from now on is drawn whole, the document's own included. */
export const hydrated = () => void (hydrating = false);

/** Whether there is a page at a path, as far as the pages in hand tell: one whose chunk has run, or the document's own. */
export const isPageInHand = (path: string): boolean => pages.has(path) || documentPage?.path === path;
