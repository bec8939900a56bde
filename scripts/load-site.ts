import { placedImages } from '../schema/images.ts';
import { checkSiteSourceFully, loadSiteFully, type LoadOptions, type LoadResult, type SlowCheck } from '../schema/load.ts';
import { checkImages } from './images/check.ts';
import type { ImageFacts } from './images/inspect.ts';

export type FullLoadResult = Extract<LoadResult, { ok: false }> | (Extract<LoadResult, { ok: true }> & { images: Map<string, ImageFacts> });

/**
 * The site file validated as the build validates it: every rule, and every image it names opened
 * and checked. With it come the facts of each image (its size, its format), read once.
 */
export function loadSiteWithImages(file: string, options: LoadOptions = {}): Promise<FullLoadResult> {
  return withImages((check) => loadSiteFully(file, options, [check]));
}

/** As {@link loadSiteWithImages}, for the text of a site file that is not (or not yet) on disk. */
export function checkSiteTextWithImages(source: string, file: string, options: LoadOptions = {}): Promise<FullLoadResult> {
  return withImages((check) => checkSiteSourceFully(source, file, options, [check]));
}

async function withImages(load: (check: SlowCheck) => Promise<LoadResult>): Promise<FullLoadResult> {
  let images = new Map<string, ImageFacts>();
  const result = await load(async (data, publicDir) => {
    const checked = await checkImages(placedImages(data), publicDir);
    images = checked.facts;
    return checked.problems;
  });
  return result.ok ? { ...result, images } : result;
}
