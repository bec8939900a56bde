import { closeSync, existsSync, openSync, readSync, realpathSync, statSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import { namedImagePaths, placedImages, type PlacedImage } from '../../schema/images.ts';
import type { FieldProblem, PathSegment } from '../../schema/locate.ts';
import { problemAt } from '../../schema/problems.ts';
import { IMAGE_SLOTS } from '../../core/image-slots.ts';
import { inspectImage, type ImageFacts } from './inspect.ts';
import { usableWidths, widthsFor } from './widths.ts';

export interface CheckedImages {
  problems: FieldProblem[];
  /** What each readable image is, by the path the content names it with. */
  facts: Map<string, ImageFacts>;
}

const count = (value: number) => value.toLocaleString('en-US');

/** How each image format the site serves begins, so a file that only wears the name is caught. */
const IMAGE_SIGNATURES: Record<string, (head: Buffer) => boolean> = {
  svg: (head) => /^(\uFEFF)?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head.toString('utf8')),
  png: (head) => head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpg: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff,
  webp: (head) => head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP',
  avif: (head) => head.toString('latin1', 4, 8) === 'ftyp' && /^avi[fs]$/.test(head.toString('latin1', 8, 12)),
};

/** Why the file an image path names cannot be served as that image, at the field that names it; undefined when it can. */
function imageFileProblem(publicDir: string, src: string): ((path: PathSegment[]) => FieldProblem) | undefined {
  const file = join(publicDir, src);
  if (!existsSync(file)) return (path) => problemAt('image-missing', path, src);
  const real = realpathSync(file);
  const root = realpathSync(publicDir);
  if (!real.startsWith(`${root}${sep}`)) return (path) => problemAt('image-outside-public', path, src);
  if (!statSync(real).isFile()) return (path) => problemAt('image-is-folder', path, src);
  const format = extname(src).slice(1).toLowerCase().replace('jpeg', 'jpg');
  const head = Buffer.alloc(512);
  const descriptor = openSync(real, 'r');
  const length = readSync(descriptor, head, 0, head.length, 0);
  closeSync(descriptor);
  const matches = IMAGE_SIGNATURES[format];
  if (matches && !matches(head.subarray(0, length))) return (path) => problemAt('image-wrong-format', path, src, format);
  return undefined;
}

/**
 * Opens every image the content names (each file once, all at the same time) and reports, at the
 * field that names it: a path that names no usable file (none, a folder, a link out of public/, a
 * file of another format than its name says), a file that cannot be shown, a width or height typed
 * in that is not the file's, and a photo too small for the place it is shown in.
 */
export async function checkImages(data: Record<string, unknown>, publicDir: string): Promise<CheckedImages> {
  const named = namedImagePaths(data);
  const fileProblems = new Map(named.map(({ src }) => [src, imageFileProblem(publicDir, src)]));
  const missing = named.flatMap(({ src, path }): FieldProblem[] => {
    const problem = fileProblems.get(src);
    return problem === undefined ? [] : [problem(path)];
  });
  // A path that climbs out of /images/ names no file to open; the schema reports it.
  const usable = placedImages(data).filter(({ src }) => fileProblems.has(src) && fileProblems.get(src) === undefined);
  const sources = [...new Set(usable.map(({ src }) => src))];
  const inspections = new Map(await Promise.all(sources.map(async (src) => [src, await inspectImage(join(publicDir, src))] as const)));

  const facts = new Map<string, ImageFacts>();
  const problems = usable.flatMap((placed): FieldProblem[] => {
    const inspection = inspections.get(placed.src)!;
    if (!inspection.ok) return [problemAt('image-unusable', [...placed.path, 'src'], placed.src, inspection.problem)];
    facts.set(placed.src, inspection.image);
    return [...typedSizeProblems(placed, inspection.image), ...tooSmall(placed, inspection.image), ...tooTall(placed, inspection.image)];
  });
  return { problems: [...missing, ...problems], facts };
}

/** A width or height given in the content must be the file's own: a wrong one stretches the picture while it loads. */
function typedSizeProblems(placed: PlacedImage, image: ImageFacts): FieldProblem[] {
  const actual = `public${placed.src} is ${count(image.width)} × ${count(image.height)} px`;
  return (['width', 'height'] as const).flatMap((side) => {
    const typed = placed[side];
    return typed === undefined || typed === image[side] ? [] : [problemAt('image-size-mismatch', [...placed.path, side], side, count(typed), actual)];
  });
}

/** The tallest image WebP can hold; AVIF holds more. */
const WEBP_LIMIT = 16_383;

/** A photo shown uncropped is encoded at the widths of its place: a very tall one gives files too tall to encode. */
function tooTall(placed: PlacedImage, image: ImageFacts): FieldProblem[] {
  if (image.format === 'svg' || placed.slot === undefined) return [];
  const slot = IMAGE_SLOTS[placed.slot];
  if ('aspect' in slot) return [];
  const widest = Math.max(...usableWidths(widthsFor(slot.widest), image.width));
  const height = Math.round((image.height * widest) / image.width);
  if (height <= WEBP_LIMIT) return [];
  return [problemAt('image-too-tall', [...placed.path, 'src'], placed.src, `${count(image.width)} × ${count(image.height)} px`, count(height))];
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
  return [problemAt('image-too-small', [...placed.path, 'src'], placed.src, shape, count(slot.widest), count(2 * slot.widest))];
}
