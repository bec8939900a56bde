import { join } from 'node:path';
import type { PlacedImage } from '../../schema/images.ts';
import type { FieldProblem } from '../../schema/locate.ts';
import { imageFileProblem } from '../../schema/rules.ts';
import { IMAGE_SLOTS } from '../../src/ui/image-slots.ts';
import { inspectImage, type ImageFacts } from './inspect.ts';

export interface CheckedImages {
  problems: FieldProblem[];
  /** What each readable image is, by the path the content names it with. */
  facts: Map<string, ImageFacts>;
}

const count = (value: number) => value.toLocaleString('en-US');

/**
 * Opens every image the content names (each file once, all at the same time) and reports, at the
 * field that names it: a file that cannot be shown, a width or height typed in that is not the
 * file's, and a photo too small for the place it is shown in. A path that names no usable file is
 * left to the schema's rules, which report it without opening anything.
 */
export async function checkImages(images: readonly PlacedImage[], publicDir: string): Promise<CheckedImages> {
  const usable = images.filter(({ src }) => !src.includes('..') && imageFileProblem(publicDir, src) === undefined);
  const sources = [...new Set(usable.map(({ src }) => src))];
  const inspections = new Map(await Promise.all(sources.map(async (src) => [src, await inspectImage(join(publicDir, src))] as const)));

  const facts = new Map<string, ImageFacts>();
  const problems = usable.flatMap((placed): FieldProblem[] => {
    const inspection = inspections.get(placed.src)!;
    if (!inspection.ok) return [{ path: [...placed.path, 'src'], message: `public${placed.src}: ${inspection.problem}` }];
    facts.set(placed.src, inspection.image);
    return [...typedSizeProblems(placed, inspection.image), ...tooSmall(placed, inspection.image)];
  });
  return { problems, facts };
}

/** A width or height given in the content must be the file's own: a wrong one stretches the picture while it loads. */
function typedSizeProblems(placed: PlacedImage, image: ImageFacts): FieldProblem[] {
  const actual = `public${placed.src} is ${count(image.width)} × ${count(image.height)} px`;
  const advice = 'leave width and height out, the build reads them from the file';
  return (['width', 'height'] as const).flatMap((side) => {
    const typed = placed[side];
    return typed === undefined || typed === image[side] ? [] : [{ path: [...placed.path, side], message: `${side} is ${count(typed)}, but ${actual}; ${advice}` }];
  });
}

/** A photo narrower than the place that shows it is enlarged by the browser and looks soft. */
function tooSmall(placed: PlacedImage, image: ImageFacts): FieldProblem[] {
  if (image.format === 'svg' || placed.slot === undefined) return [];
  const slot = IMAGE_SLOTS[placed.slot];
  const aspect = 'aspect' in slot ? slot.aspect : undefined;
  // A cropped picture can be no wider than the source's height allows at the crop's ratio.
  const usableWidth = aspect === undefined ? image.width : Math.min(image.width, Math.floor(image.height * aspect));
  if (usableWidth >= slot.widest) return [];
  const shape = aspect === undefined ? `${count(image.width)} px wide` : `${count(image.width)} × ${count(image.height)} px`;
  return [
    {
      path: [...placed.path, 'src'],
      message:
        `public${placed.src} is ${shape}, but it is shown up to ${count(slot.widest)} px wide here and would look blurred; ` +
        `use a photo at least ${count(slot.widest)} px wide, ${count(2 * slot.widest)} px for sharp phone screens`,
    },
  ];
}
