import type { ImageSlotName } from '../core/image-slots.ts';
import { blockImageSlots } from './blocks/index.ts';
import type { PathSegment } from './locate.ts';

/** Images outside the pages' blocks, and where each is shown; the share image is sent as it is. */
const SITE_IMAGE_SLOTS: Readonly<Record<string, ImageSlotName>> = { 'testimonials.image': 'portrait' };

/** An image named in the content: where it is, what it names and where the layout shows it. */
export interface PlacedImage {
  path: PathSegment[];
  src: string;
  width?: number;
  height?: number;
  /** The place in the layout (see core/image-slots.ts); none for an image sent as it is. */
  slot?: ImageSlotName;
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
const whole = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined);

/** The field names of a path with list positions left out: pages.0.blocks.2.items.1.image → items.image. */
const fieldsOf = (path: readonly PathSegment[]) => path.filter((segment) => typeof segment === 'string').join('.');

function slotAt(data: Record<string, unknown>, path: readonly PathSegment[]): ImageSlotName | undefined {
  // The French pages' images are in the same places as the English ones'.
  const [local, language] = path[0] === 'fr' ? [path.slice(1), record(data.fr) ?? {}] : [path, data];
  const [pages, page, blocks, block, ...rest] = local;
  if (pages === 'pages' && blocks === 'blocks' && typeof page === 'number' && typeof block === 'number') {
    const type = record((record((language.pages as unknown[] | undefined)?.[page])?.blocks as unknown[] | undefined)?.[block])?.type;
    return typeof type === 'string' ? blockImageSlots(type)[fieldsOf(rest)] : undefined;
  }
  return SITE_IMAGE_SLOTS[fieldsOf(local)];
}

/**
 * Every image the content names (a map with a `src` under /images/ and an `alt`), wherever it is.
 * It reads the raw document defensively, so images are checked even when other fields have problems.
 */
export function placedImages(data: Record<string, unknown>): PlacedImage[] {
  const found: PlacedImage[] = [];
  const visit = (value: unknown, path: PathSegment[]) => {
    if (Array.isArray(value)) return value.forEach((item, index) => visit(item, [...path, index]));
    const map = record(value);
    if (!map) return;
    if (typeof map.src === 'string' && map.src.startsWith('/images/') && 'alt' in map) {
      const slot = slotAt(data, path);
      found.push({ path, src: map.src, width: whole(map.width), height: whole(map.height), ...(slot && { slot }) });
      return;
    }
    for (const [key, item] of Object.entries(map)) visit(item, [...path, key]);
  };
  visit(data, []);
  return found;
}

/** Every path under /images/ the content names in a `src`, with where it is, whether or not it has an alt text. */
export function namedImagePaths(data: unknown, path: PathSegment[] = []): { src: string; path: PathSegment[] }[] {
  if (Array.isArray(data)) return data.flatMap((item, index) => namedImagePaths(item, [...path, index]));
  const map = record(data);
  if (!map) return [];
  return Object.entries(map).flatMap(([key, value]) =>
    key === 'src' && typeof value === 'string' && value.startsWith('/images/') && !value.includes('..')
      ? [{ src: value, path: [...path, key] }]
      : namedImagePaths(value, [...path, key]),
  );
}
