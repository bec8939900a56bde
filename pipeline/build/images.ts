import { join, relative } from 'node:path';
import { placedImages, type PlacedImage } from '../../schema/images.ts';
import type { PathSegment } from '../../schema/locate.ts';
import type { Site } from '../../schema/site.ts';
import type { ShownImage } from '../../src/view-model.ts';
import { IMAGE_SLOTS, type ImageSlot } from '../../core/image-slots.ts';
import type { ImageFacts } from '../images/inspect.ts';
import { responsiveVariants, type Variant } from '../images/variants.ts';
import { widthsFor } from '../images/widths.ts';

/** Where the encoded photos are served from: hashed names, cached for a year like the scripts. */
export const ENCODED_FOLDER = 'assets/images';

export interface EncodedSite {
  /** The site with each image's size filled in, and each photo pointing at its encoded files. */
  site: Site;
  /** Photos the pages only show encoded: their originals stay out of the output. */
  replaced: string[];
  /** Images published as they are (drawings, the share image): the build publishes their cleaned copies. */
  sentAsIs: string[];
  /** How many photos were encoded, and how many taken from the cache of earlier builds. */
  photos: { encoded: number; cached: number };
}

/**
 * Encodes every photo the pages show, at the widths its place in the layout needs (see
 * core/image-slots.ts), into `outDir`; the files are meant to be served from /assets/images. An
 * SVG, and a photo shown nowhere in the layout (the share image), is sent as it is, with its size.
 */
export async function encodeSiteImages(
  site: Site,
  facts: ReadonlyMap<string, ImageFacts>,
  options: { publicDir: string; outDir: string; onPhoto?: (done: number, total: number) => void },
): Promise<EncodedSite> {
  const shown = withImageSizes(site, facts);
  const placed = placedImages(site as unknown as Record<string, unknown>);
  const isPhoto = ({ src, slot }: PlacedImage) => slot !== undefined && facts.get(src)?.format !== 'svg';
  const photos = placed.filter(isPhoto);
  /** By source file: a photo shown on several pages, in both languages, counts once. */
  const fromCache = new Map<string, boolean>();
  const total = new Set(photos.map(({ src }) => src)).size;
  // Every encoding is let finish, failed or not, before the build goes on: none writes into a folder being removed.
  const settled = await Promise.allSettled(
    photos.map(async ({ path, src, slot }) => {
      const place: ImageSlot = IMAGE_SLOTS[slot!];
      const variants = await responsiveVariants(join(options.publicDir, src), { widths: widthsFor(place.widest), aspect: place.aspect, outDir: options.outDir }).catch(
        (error: unknown) => {
          throw new Error(`public${src}: the photo could not be encoded (${(error as Error).message.split('\n')[0]})`);
        },
      );
      fromCache.set(src, (fromCache.get(src) ?? true) && variants.fromCache);
      options.onPhoto?.(fromCache.size, total);
      const url = (variant: Variant) => `/${ENCODED_FOLDER}/${relative(options.outDir, variant.path)}`;
      const srcset = (list: Variant[]) => list.map((variant) => `${url(variant)} ${variant.width}w`).join(', ');
      // For a browser that reads neither srcset nor AVIF: the WebP nearest the width the place shows.
      const fallback = variants.webp.find((variant) => variant.width >= place.widest) ?? variants.webp.at(-1)!;
      const image: Partial<ShownImage> = {
        src: url(fallback),
        width: variants.width,
        height: variants.height,
        ...(variants.placeholder && { placeholder: variants.placeholder }),
        encoded: {
          avif: srcset(variants.avif),
          webp: srcset(variants.webp),
          sizes: place.sizes,
        },
      };
      Object.assign(objectAt(shown, path), image);
    }),
  );
  const failed = settled.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  // A photo also named where it is sent as it is (the share image) keeps its original in the output.
  const sentAsIs = new Set(placed.filter((image) => !isPhoto(image)).map(({ src }) => src));
  const encoded = new Set(placed.filter(isPhoto).map(({ src }) => src));
  const cached = [...fromCache.values()].filter(Boolean).length;
  return { site: shown, replaced: [...encoded].filter((src) => !sentAsIs.has(src)), sentAsIs: [...sentAsIs], photos: { encoded: fromCache.size - cached, cached } };
}

/** The site with each image's size filled in from its file, every image left as it is otherwise. */
export function withImageSizes(site: Site, facts: ReadonlyMap<string, ImageFacts>): Site {
  const sized = structuredClone(site);
  for (const { path, src } of placedImages(site as unknown as Record<string, unknown>)) {
    const image = facts.get(src);
    if (image) Object.assign(objectAt(sized, path), { width: image.width, height: image.height });
  }
  return sized;
}

function objectAt(root: unknown, path: readonly PathSegment[]): object {
  return path.reduce<unknown>((value, segment) => (value as Record<PathSegment, unknown>)[segment], root) as object;
}
