import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { dirname, extname, resolve } from 'node:path';
import type { Metadata } from 'sharp';

/** Larger files are almost always a camera original that was not exported for the web. */
export const MAX_BYTES = 20 * 1000 * 1000;
/** Decoding more pixels than this takes seconds and hundreds of megabytes on every cold build. */
const MAX_MEGAPIXELS = 50;

/** The formats a source image may have. */
const SOURCE_FORMATS = ['jpeg', 'png', 'webp', 'avif', 'svg'] as const;
type SourceFormat = (typeof SOURCE_FORMATS)[number];

export interface ImageFacts {
  format: SourceFormat;
  /** As the image is shown, after the camera's rotation (EXIF orientation) is applied. */
  width: number;
  height: number;
  bytes: number;
  megapixels: number;
}

/** The facts of a readable image, or what is wrong with it in words for the editor. */
export type Inspection = { ok: true; image: ImageFacts } | { ok: false; problem: string };

const count = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 1 });

/**
 * Reads a source image and decodes every pixel (an SVG is parsed, not drawn), so that a truncated
 * or damaged file is reported here rather than as a grey band in a photo on the live site.
 */
export async function inspectImage(file: string): Promise<Inspection> {
  const facts = await fileFacts(file);
  if (facts === undefined) return inspect(file, undefined);
  // Each version of a file is decoded once: in this process (the dev server and the editor check
  // the same files again), and across runs through a file under node_modules/.cache, so that
  // `npm run validate` loads neither the decoder nor the SVG reader for pictures it has read.
  const key = `${file}\0${facts.size}\0${facts.mtimeMs}`;
  let inspection = inspected.get(key);
  if (!inspection) {
    const kept = earlierRuns().get(key);
    inspection = kept ? Promise.resolve(kept) : inspect(file, facts.size).then((found) => remember(key, found));
    inspected.set(key, inspection);
  }
  return inspection;
}

const inspected = new Map<string, Promise<Inspection>>();

/** Where the inspections of earlier runs are kept, by file, size and time of change: the latest MAX_KEPT. */
const KEPT_FILE = resolve('node_modules/.cache/site-checks/image-inspections.json');
const MAX_KEPT = 2000;
let kept: Map<string, Inspection> | undefined;
let keptChanged = false;

function earlierRuns(): Map<string, Inspection> {
  if (!kept) {
    try {
      kept = new Map(Object.entries(JSON.parse(readFileSync(KEPT_FILE, 'utf8')) as Record<string, Inspection>));
    } catch {
      kept = new Map();
    }
  }
  return kept;
}

function remember(key: string, inspection: Inspection): Inspection {
  earlierRuns().set(key, inspection);
  if (!keptChanged) {
    keptChanged = true;
    process.once('exit', keepForLaterRuns);
  }
  return inspection;
}

/** Writes the inspections down as the process ends; a folder that cannot be written to only costs the next run time. */
function keepForLaterRuns() {
  try {
    mkdirSync(dirname(KEPT_FILE), { recursive: true });
    // Written beside it, then put in its place: processes that end together never leave half a file.
    const written = `${KEPT_FILE}.${process.pid}`;
    writeFileSync(written, JSON.stringify(Object.fromEntries([...earlierRuns()].slice(-MAX_KEPT))));
    renameSync(written, KEPT_FILE);
  } catch {
    // not kept
  }
}

async function inspect(file: string, bytes: number | undefined): Promise<Inspection> {
  if (bytes === undefined) return problem('the file does not exist; check the path and the spelling of its name');
  if (bytes > MAX_BYTES) {
    return problem(`the file is ${count(bytes / 1e6)} MB; keep it under ${count(MAX_BYTES / 1e6)} MB (export the photo for the web, for example as a JPEG 3,000 px wide at quality 85)`);
  }

  // A drawing is read as XML before anything draws it: one that could run code goes no further.
  if (extname(file).toLowerCase() === '.svg') {
    const { readSvg } = await import('./svg.ts');
    const drawing = readSvg(await readFile(file));
    if (!drawing.ok) return problem(drawing.problem);
  }

  const { default: sharp } = await import('sharp');
  let metadata: Metadata;
  try {
    metadata = await sharp(file).metadata();
  } catch (error) {
    if (/svgload: bad dimensions/.test(reason(error))) {
      return problem('the SVG has no size: give its <svg> element a viewBox (for example viewBox="0 0 480 360"), or a width and a height');
    }
    return problem(`the file cannot be read as an image (${reason(error)}); use a JPEG, PNG, WebP, AVIF or SVG file`);
  }
  const format = sourceFormat(metadata);
  if (format === undefined) return problem(`the file is a ${metadata.format.toUpperCase()} image; use a JPEG, PNG, WebP, AVIF or SVG file`);

  const { width, height } = metadata.autoOrient;
  const megapixels = (width * height) / 1e6;
  if (format !== 'svg' && megapixels > MAX_MEGAPIXELS) {
    return problem(`the photo is ${count(width)} × ${count(height)} px (${count(megapixels)} megapixels); keep it under ${MAX_MEGAPIXELS} megapixels`);
  }
  if (format !== 'svg') {
    try {
      await sharp(file, { failOn: 'warning' }).stats();
    } catch (error) {
      return problem(`the file is cut short or damaged (${reason(error)}); export or copy it again from the original`);
    }
  }
  return { ok: true, image: { format, width, height, bytes, megapixels } };
}

function problem(text: string): Inspection {
  return { ok: false, problem: text };
}

async function fileFacts(file: string): Promise<{ size: number; mtimeMs: number } | undefined> {
  try {
    const { size, mtimeMs } = await stat(file);
    return { size, mtimeMs };
  } catch {
    return undefined;
  }
}

/** sharp names AVIF "heif", the container it shares with the iPhone's HEIC, which browsers cannot show. */
function sourceFormat(metadata: Metadata): SourceFormat | undefined {
  if (metadata.format === 'heif') return metadata.compression === 'av1' ? 'avif' : undefined;
  return SOURCE_FORMATS.find((format) => format === metadata.format);
}

/** The decoder's own words, without its name prefix: "premature end of JPEG image". */
function reason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const [firstLine = ''] = message.replace(/^\w+:\s*/, '').split('\n');
  return firstLine.trim();
}
