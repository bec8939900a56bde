import type { ComponentType } from 'react';
import type { IconName } from '../../core/choices.ts';
import { blockComponents } from '../blocks/registry.ts';
import { contentIcons, type IconShape } from '../icons/content-icons.ts';
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
 * page's content, the drawings of the icons its blocks show, and in the client build the
 * components of its block types, which join the block list's registry (the first page to bring a
 * type provides it from then on). A chunk needs no name to be found by: the page the document
 * shows imports its own by address, before the list of every page has come.
 */
export function registerPage(path: string, content: PageContent, icons: Icons, components: Record<string, ComponentType<never>> = {}) {
  adopt(icons, components);
  pages.set(path, content);
}

/** The content of a page whose chunk has run, if it has. */
export const registeredPage = (path: string): PageContent | undefined => pages.get(path);

/** The page the document came with, with its blocks at rest (see registerRestingPage). */
const resting = new Map<string, RestingPageContent>();
/** True until the app has committed its first page. */
let hydrating = true;

/**
 * What the chunk of the page the document came with does as it runs (see
 * pipeline/build/site-modules.ts): it hands over the page with its blocks at rest (see
 * LIVELY_BLOCKS), the drawings of the icons its lively blocks show, and loaders of their
 * components; the promise is kept once those components have joined the block list's registry.
 */
export async function registerRestingPage(
  path: string,
  content: RestingPageContent,
  icons: Icons,
  loaders: Record<string, () => Promise<ComponentType<never>>>,
): Promise<void> {
  const components = await Promise.all(Object.entries(loaders).map(async ([type, load]) => [type, await load()] as const));
  adopt(icons, Object.fromEntries(components));
  resting.set(path, content);
}

/** The page the document came with, its blocks at rest: what it says of itself (its title, its version in the other language) holds for as long as the app runs. */
export const restingPage = (path: string): RestingPageContent | undefined => resting.get(path);

/** The page to hydrate, blocks at rest, while the app has not yet shown a page; a page shown after that is drawn whole. */
export const pageToHydrate = (path: string): RestingPageContent | undefined => (hydrating ? resting.get(path) : undefined);

/** The app has shown its first page: a page shown from now on is drawn whole, the document's own included. */
export const hydrated = () => void (hydrating = false);

/** Whether there is a page at a path, as far as the pages in hand tell: one whose chunk has run, or the document's own. */
export const isPageInHand = (path: string): boolean => pages.has(path) || resting.has(path);
