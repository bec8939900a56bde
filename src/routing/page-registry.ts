import type { ComponentType } from 'react';
import type { IconName } from '../../core/choices.ts';
import { blockComponents } from '../blocks/registry.ts';
import { contentIcons, type IconShape } from '../icons/content-icons.ts';
import type { PageContent } from '../view-model.ts';

/** The content of each page whose chunk has run. */
const pages = new Map<string, PageContent>();

/**
 * What a page's chunk does as it runs (see pipeline/build/site-modules.ts): it hands over its
 * page's content, the drawings of the icons its blocks show, and in the client build the
 * components of its block types, which join the block list's registry (the first page to bring a
 * type provides it from then on). A chunk needs no name to be found by: the page the document
 * shows imports its own by address, before the list of every page has come.
 */
export function registerPage(path: string, content: PageContent, icons: Partial<Record<IconName, readonly IconShape[]>>, components: Record<string, ComponentType<never>> = {}) {
  Object.assign(contentIcons, icons);
  const registry = blockComponents as Record<string, ComponentType<never>>;
  for (const [type, component] of Object.entries(components)) registry[type] ??= component;
  pages.set(path, content);
}

/** The content of a page whose chunk has run, if it has. */
export const registeredPage = (path: string): PageContent | undefined => pages.get(path);
