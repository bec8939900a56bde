import { placedImages } from '../schema/images.ts';
import { loadSiteFully, type LoadOptions, type LoadResult } from '../schema/load.ts';
import { checkImages } from './images/check.ts';
import type { ImageFacts } from './images/inspect.ts';

export type FullLoadResult = Extract<LoadResult, { ok: false }> | (Extract<LoadResult, { ok: true }> & { images: Map<string, ImageFacts> });

/**
 * The site file validated as the build validates it: every rule, and every image it names opened
 * and checked. With it come the facts of each image (its size, its format), read once.
 */
export async function loadSiteWithImages(file: string, options: LoadOptions = {}): Promise<FullLoadResult> {
  let images = new Map<string, ImageFacts>();
  const result = await loadSiteFully(file, options, [
    async (data, publicDir) => {
      const checked = await checkImages(placedImages(data), publicDir);
      images = checked.facts;
      return checked.problems;
    },
  ]);
  return result.ok ? { ...result, images } : result;
}
