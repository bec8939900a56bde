import type { IconName } from '../../core/choices.ts';
import type { Page } from '../../schema/site.ts';
import type { IconShape } from '../../src/icons/content-icons.ts';
import { ICON_SHAPES } from '../../src/icons/shapes.ts';
import { TESTIMONIAL_BLOCKS, type LocalPage, type LocalSite, type PageContent } from '../../src/view-model.ts';

/** What the browser gets of a page: its blocks, title, description, share image and where it is in the other language. */
export function pageContent(page: LocalPage): PageContent {
  return {
    blocks: page.blocks,
    title: page.title,
    description: page.description,
    shareImage: page.shareImage,
    ...(page.alternate === undefined ? {} : { alternate: page.alternate }),
  };
}

/** The drawings of the content icons a page's blocks name (an `icon` field anywhere in them). */
export function iconsOf(page: Page | undefined): Partial<Record<IconName, readonly IconShape[]>> {
  const names = new Set<IconName>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    for (const [key, item] of Object.entries(value)) {
      if (key === 'icon' && typeof item === 'string' && item in ICON_SHAPES) names.add(item as IconName);
      else visit(item);
    }
  };
  visit(page?.blocks);
  return Object.fromEntries([...names].sort().map((name) => [name, ICON_SHAPES[name]]));
}

/** The testimonials a page's chunk brings: its language's, where one of its blocks shows them; none otherwise. */
export function testimonialsOf(page: LocalPage, local: Pick<LocalSite, 'testimonials'>): LocalSite['testimonials'] {
  return page.blocks.some((block) => TESTIMONIAL_BLOCKS.has(block.type)) ? local.testimonials : [];
}
