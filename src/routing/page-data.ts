import { blockLoaders } from 'virtual:site';
import type { ComponentType } from 'react';
import type { IconName } from '../../core/choices.ts';
import type { IconShape } from '../icons/content-icons.ts';
import type { PageContent } from '../view-model.ts';
import type { Testimonial } from '../../schema/site.ts';
import { registerPage } from './page-registry.ts';

/** What a large site's page file holds (see pipeline/build/page-data.ts). */
export interface PageData {
  path: string;
  content: PageContent;
  icons: Partial<Record<IconName, readonly IconShape[]>>;
  /** Its language's testimonials, where the page shows them. */
  testimonials: readonly Testimonial[];
}

/**
 * Loads a page that travels as data, as a large site's pages do: its file, then the component of
 * each block type it shows (each type's chunk is shared by every page that shows it), and registers
 * it as a page's chunk would.
 */
export async function fetchPage(file: string): Promise<void> {
  const response = await fetch(file);
  if (!response.ok) throw new Error(`${file}: ${response.status}`);
  const { path, content, icons, testimonials } = (await response.json()) as PageData;
  const types = [...new Set(content.blocks.map((block) => block.type))];
  const components = await Promise.all(
    types.map(async (type) => {
      const load = blockLoaders[type];
      if (!load) throw new Error(`${file}: no component for block type "${type}"`);
      return [type, await load()] as const;
    }),
  );
  registerPage(path, content, icons, Object.fromEntries(components) as Record<string, ComponentType<never>>, testimonials);
}
