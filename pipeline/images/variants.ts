import { createHash } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import sharp from 'sharp';
import { usableWidths } from './widths.ts';

/** Where encoded images are kept between builds, from the working folder; `npm ci` empties it. */
const DEFAULT_CACHE_DIR = 'node_modules/.cache/site-images';

/** AVIF 50 is sharp's default; WebP needs a higher number for a similar look. */
const DEFAULT_QUALITY = { avif: 50, webp: 75 } as const;

/** AVIF effort runs from 0 to 9; on a 4000 × 3000 test image, 4 took about five times as long as 3. */
const AVIF_EFFORT = 3;
/** A placeholder colour needs only the broad areas of the image. */
const PLACEHOLDER_WIDTH = 64;
const MANIFEST = 'manifest.json';
const FORMATS = ['avif', 'webp'] as const;
type Format = (typeof FORMATS)[number];

export interface VariantOptions {
  /** Widths to encode in device pixels (see `widthsFor`); those wider than the source are left out. */
  widths: readonly number[];
  /** Crop to this width-to-height ratio, keeping the part of the picture that draws the eye. */
  aspect?: number;
  quality?: { avif: number; webp: number };
  /** The folder the variants are written to. */
  outDir: string;
  cacheDir?: string;
}

export interface Variant {
  path: string;
  width: number;
}

export interface ImageVariants {
  /** As the image is shown: after the camera's rotation (EXIF orientation) is applied, and cropped. */
  width: number;
  height: number;
  /** The dominant colour, shown until the image arrives: `#rrggbb`; none for a see-through image. */
  placeholder?: string;
  avif: Variant[];
  webp: Variant[];
  /** True when the variants were copied from the cache rather than encoded. */
  fromCache: boolean;
}

/** What the cache keeps beside the encoded files, which it names `<width>.<format>`. */
interface Manifest {
  width: number;
  height: number;
  placeholder?: string;
  widths: number[];
  /** Each file's size and SHA-256 when it was written: a file cut short or changed since is not used. */
  files: Record<string, { bytes: number; sha256: string }>;
}

/**
 * Writes AVIF and WebP variants of a source image into `outDir`, with names that change whenever
 * the source bytes or the settings (or the encoder's version) change, so that browsers may keep
 * them for good. An image already encoded with the same settings is copied from the cache. No metadata is
 * carried over: a phone photo's location stays out of the site.
 */
export async function responsiveVariants(file: string, options: VariantOptions): Promise<ImageVariants> {
  const source = await readFile(file);
  const quality = options.quality ?? DEFAULT_QUALITY;
  const key = cacheKey(source, options.widths, quality, options.aspect);
  const cacheDir = options.cacheDir ?? DEFAULT_CACHE_DIR;
  const entry = join(cacheDir, key);

  let manifest = await readEntry(entry);
  const fromCache = manifest !== undefined;
  if (manifest === undefined) {
    // A photo shown on several pages (in both languages) is encoded once, however many ask at the same time.
    let encoding = encodings.get(entry);
    if (!encoding) {
      encoding = encodeEntry(source, options, quality, key, cacheDir, entry).finally(() => encodings.delete(entry));
      encodings.set(entry, encoding);
    }
    manifest = await encoding;
  }

  await mkdir(options.outDir, { recursive: true });
  const { width, height, placeholder, widths } = manifest;
  const copyAll = (format: Format) =>
    Promise.all(
      widths.map(async (variantWidth): Promise<Variant> => {
        const path = join(options.outDir, `${stem(file)}-${key}-${variantWidth}.${format}`);
        await copyFile(join(entry, `${variantWidth}.${format}`), path);
        return { path, width: variantWidth };
      }),
    );
  return { width, height, ...(placeholder && { placeholder }), avif: await copyAll('avif'), webp: await copyAll('webp'), fromCache };
}

/** The encodings under way in this process, by cache entry. */
const encodings = new Map<string, Promise<Manifest>>();

/** Encodes into a folder of its own beside the cache entry, then puts the whole folder in place. */
async function encodeEntry(source: Buffer, options: VariantOptions, quality: { avif: number; webp: number }, key: string, cacheDir: string, entry: string): Promise<Manifest> {
  await mkdir(cacheDir, { recursive: true });
  const staging = await mkdtemp(join(cacheDir, `${key}.partial-`));
  let manifest: Manifest;
  try {
    const encoded = await encode(source, options.widths, options.aspect, quality, staging);
    manifest = { ...encoded, files: await fingerprints(staging) };
    await writeFile(join(staging, MANIFEST), JSON.stringify(manifest));
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  await publish(staging, entry);
  return manifest;
}

async function encode(source: Buffer, requested: readonly number[], aspect: number | undefined, quality: { avif: number; webp: number }, folder: string): Promise<Omit<Manifest, 'files'>> {
  const metadata = await sharp(source).metadata();
  const { width, height } = cropped(metadata.autoOrient, aspect);
  const widths = usableWidths(requested, width);
  const write = (format: Format, variantWidth: number) => {
    const size = aspect === undefined ? { width: variantWidth } : { width: variantWidth, height: Math.round(variantWidth / aspect), fit: 'cover' as const, position: 'attention' };
    const resized = sharp(source, { failOn: 'warning' }).autoOrient().resize(size);
    const encoded = format === 'avif' ? resized.avif({ quality: quality.avif, effort: AVIF_EFFORT }) : resized.webp({ quality: quality.webp });
    return encoded.toFile(join(folder, `${variantWidth}.${format}`));
  };
  const [placeholder] = await Promise.all([
    metadata.hasAlpha ? undefined : dominantColour(source),
    ...FORMATS.flatMap((format) => widths.map((variantWidth) => write(format, variantWidth))),
  ]);
  return { width, height, ...(placeholder && { placeholder }), widths };
}

/** The largest part of a picture with the given ratio, or all of it without one. */
function cropped(size: { width: number; height: number }, aspect: number | undefined): { width: number; height: number } {
  if (aspect === undefined) return size;
  return size.width / size.height > aspect
    ? { width: Math.round(size.height * aspect), height: size.height }
    : { width: size.width, height: Math.round(size.width / aspect) };
}

async function dominantColour(source: Buffer): Promise<string> {
  const small = await sharp(source, { failOn: 'warning' }).autoOrient().resize({ width: PLACEHOLDER_WIDTH }).toBuffer();
  const { r, g, b } = (await sharp(small).stats()).dominant;
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** Same source bytes, settings and encoder: same key, same output bytes. */
function cacheKey(source: Buffer, widths: readonly number[], quality: { avif: number; webp: number }, aspect: number | undefined): string {
  const settings = { widths: [...new Set(widths)].sort((a, b) => a - b), quality, aspect, avifEffort: AVIF_EFFORT, sharp: sharp.versions.sharp, vips: sharp.versions.vips };
  return createHash('sha256').update(source).update(JSON.stringify(settings)).digest('hex').slice(0, 12);
}

/**
 * A cache entry is complete or absent: it is encoded aside and renamed into place in one step. An
 * entry another build completed meanwhile is kept (it may be being copied from) and ours dropped.
 */
async function publish(staging: string, entry: string) {
  try {
    await rename(staging, entry);
    return;
  } catch (error) {
    /* another build encoded the same image at the same moment; its entry is as good as ours */
    if (await readEntry(entry)) return rm(staging, { recursive: true, force: true });
    if ((error as NodeJS.ErrnoException).code !== 'ENOTEMPTY' && (error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  /* an entry without a manifest, or with a file missing, cut short or changed: replaced */
  await rm(entry, { recursive: true, force: true });
  await rename(staging, entry);
}

/** The size and SHA-256 of every encoded file in a folder. */
async function fingerprints(folder: string): Promise<Manifest['files']> {
  const names = (await readdir(folder)).filter((name) => name !== MANIFEST);
  return Object.fromEntries(await Promise.all(names.map(async (name) => [name, fingerprint(await readFile(join(folder, name)))] as const)));
}

function fingerprint(bytes: Buffer): { bytes: number; sha256: string } {
  return { bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/**
 * A cache entry's manifest, if the entry is whole: every variant it lists is there with the size
 * and hash it was written with. A damaged entry is encoded again rather than shipped.
 */
async function readEntry(entry: string): Promise<Manifest | undefined> {
  try {
    const manifest = JSON.parse(await readFile(join(entry, MANIFEST), 'utf8')) as Manifest;
    const expected = FORMATS.flatMap((format) => manifest.widths.map((width) => `${width}.${format}`));
    for (const name of expected) {
      const recorded = manifest.files[name];
      if (!recorded) return undefined;
      const actual = fingerprint(await readFile(join(entry, name)));
      if (actual.bytes !== recorded.bytes || actual.sha256 !== recorded.sha256) return undefined;
    }
    return manifest;
  } catch {
    return undefined;
  }
}

/** "Team photo 2024.JPG" → "team-photo-2024": readable in the network panel, safe in a URL. */
function stem(file: string): string {
  const words = basename(file, extname(file)).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return words || 'image';
}
