import { cp, mkdtemp, readdir, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { responsiveVariants, type ImageVariants } from '../../../pipeline/images/variants.ts';
import { widthsFor } from '../../../pipeline/images/widths.ts';

/* A portrait card shown at most 320 CSS px wide, as an editor's 4000 × 3000 camera photo. */
const widths = widthsFor(320);

let folder: string;
let photo: string;
let photoBytes: number;
let first: ImageVariants;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'site-images-variants-'));
  photo = join(folder, 'Founder Portrait.JPG');
  const noise = { type: 'gaussian', mean: 128, sigma: 60 } as const;
  await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise } }).jpeg({ quality: 78 }).toFile(photo);
  photoBytes = (await stat(photo)).size;
  first = await responsiveVariants(photo, { widths, outDir: join(folder, 'out-first'), cacheDir: join(folder, 'cache') });
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const files = (variants: ImageVariants) => [...variants.avif, ...variants.webp].map((variant) => variant.path);
const contents = (variants: ImageVariants) => Promise.all(files(variants).map((file) => readFile(file)));

describe('responsiveVariants', () => {
  it('writes AVIF and WebP at the widths the layout needs, each far smaller than the source', async () => {
    expect(photoBytes).toBeGreaterThan(6_000_000);
    expect(first).toMatchObject({ width: 4000, height: 3000, fromCache: false });
    expect(first.placeholder).toMatch(/^#[0-9a-f]{6}$/);
    expect(first.avif.map((variant) => variant.width)).toEqual([320, 480, 640]);
    expect(first.webp.map((variant) => variant.width)).toEqual([320, 480, 640]);
    for (const [format, variants] of [['heif', first.avif], ['webp', first.webp]] as const) {
      for (const { path, width } of variants) {
        expect(await sharp(path).metadata()).toMatchObject({ format, width, height: (width * 3) / 4 });
        expect((await stat(path)).size).toBeLessThan(photoBytes / 50);
      }
    }
  });

  it('names each file after the source, a hash of its bytes and settings, and its width', () => {
    expect(files(first).map((file) => basename(file).replace(/-[0-9a-f]{12}-/, '-HASH-'))).toEqual([
      'founder-portrait-HASH-320.avif',
      'founder-portrait-HASH-480.avif',
      'founder-portrait-HASH-640.avif',
      'founder-portrait-HASH-320.webp',
      'founder-portrait-HASH-480.webp',
      'founder-portrait-HASH-640.webp',
    ]);
  });

  it('gives the same names and bytes when encoded again without the cache', async () => {
    const again = await responsiveVariants(photo, { widths, outDir: join(folder, 'out-again'), cacheDir: join(folder, 'cache-again') });
    expect(again.fromCache).toBe(false);
    expect(files(again).map((file) => basename(file))).toEqual(files(first).map((file) => basename(file)));
    expect(await contents(again)).toEqual(await contents(first));
  });

  it('copies an unchanged image from the cache instead of encoding it', async () => {
    const cached = await responsiveVariants(photo, { widths, outDir: join(folder, 'out-cached'), cacheDir: join(folder, 'cache') });
    expect(cached.fromCache).toBe(true);
    expect({ ...cached, avif: [], webp: [] }).toEqual({ ...first, avif: [], webp: [], fromCache: true });
    expect(await contents(cached)).toEqual(await contents(first));
  });

  it('encodes again, rather than ship, a cache entry with a file missing, cut short or changed', async () => {
    const damages: [string, (file: string) => Promise<void>][] = [
      ['missing', (file) => rm(file)],
      ['cut short', (file) => truncate(file, 100)],
      ['changed', async (file) => writeFile(file, Buffer.alloc((await stat(file)).size, 7))],
    ];
    for (const [damage, harm] of damages) {
      const cacheDir = join(folder, `cache-${damage.replace(' ', '-')}`);
      await cp(join(folder, 'cache'), cacheDir, { recursive: true });
      const [entry] = await readdir(cacheDir);
      await harm(join(cacheDir, entry!, '480.webp'));
      const again = await responsiveVariants(photo, { widths, outDir: join(folder, `out-${damage.replace(' ', '-')}`), cacheDir });
      expect({ damage, fromCache: again.fromCache }).toEqual({ damage, fromCache: false });
      expect(await contents(again)).toEqual(await contents(first));
      // The entry is whole again: the next build takes it from the cache.
      expect((await responsiveVariants(photo, { widths, outDir: join(folder, 'out-whole'), cacheDir })).fromCache).toBe(true);
    }
  });

  it('serves a photo asked for by several pages at once from one encoding, with an empty cache', async () => {
    const cacheDir = join(folder, 'cache-shared');
    const small = widthsFor(160);
    const written = vi.spyOn(sharp.prototype, 'toFile');
    const all = await Promise.all([1, 2, 3].map((copy) => responsiveVariants(photo, { widths: small, outDir: join(folder, `out-shared-${copy}`), cacheDir })));
    // Each width in each format written once, not once per page.
    expect(written).toHaveBeenCalledTimes(all[0]!.avif.length + all[0]!.webp.length);
    written.mockRestore();
    const names = all.map((variants) => files(variants).map((file) => basename(file)));
    expect(names[1]).toEqual(names[0]);
    expect(names[2]).toEqual(names[0]);
    for (const variants of all) expect((await contents(variants)).every((bytes) => bytes.length > 0)).toBe(true);
    // One finished entry in the cache, and nothing left half-made beside it.
    expect(await readdir(cacheDir)).toHaveLength(1);
  });

  it('encodes again, under new names, when the settings change', async () => {
    const options = { widths: [320], outDir: join(folder, 'out-quality'), cacheDir: join(folder, 'cache') };
    const usual = await responsiveVariants(photo, options);
    const sharper = await responsiveVariants(photo, { ...options, quality: { avif: 70, webp: 90 } });
    expect(sharper.fromCache).toBe(false);
    expect(basename(sharper.avif[0]!.path)).not.toBe(basename(usual.avif[0]!.path));
  });

  it('never makes a variant wider than the source, and includes one at its full width', async () => {
    const small = join(folder, 'small.png');
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2a6f97' } }).png().toFile(small);
    const variants = await responsiveVariants(small, { widths: [640, 1280, 2560], outDir: join(folder, 'out-small'), cacheDir: join(folder, 'cache') });
    expect(variants.avif.map((variant) => variant.width)).toEqual([640, 800]);
    expect(variants.webp.map((variant) => variant.width)).toEqual([640, 800]);
    /* sharp's dominant colour is the middle of one of 16 steps of each channel: #2a6f97 falls in #286898's */
    expect(variants.placeholder).toBe('#286898');
  });

  it('rejects a damaged source and caches nothing for it', async () => {
    const cut = join(folder, 'cut.jpg');
    const whole = await sharp(photo).resize({ width: 600 }).jpeg().toBuffer();
    await writeFile(cut, whole.subarray(0, whole.length / 2));
    const cacheDir = join(folder, 'cache-damaged');
    await expect(responsiveVariants(cut, { widths: [320], outDir: join(folder, 'out-damaged'), cacheDir })).rejects.toThrow('premature end of JPEG image');
    expect(await readdir(cacheDir)).toEqual([]);
  });

  it('turns a photo the way the camera held it', async () => {
    const turned = join(folder, 'turned.jpg');
    await writeFile(turned, await sharp({ create: { width: 400, height: 300, channels: 3, background: '#806040' } }).jpeg().withMetadata({ orientation: 6 }).toBuffer());
    const variants = await responsiveVariants(turned, { widths: [150], outDir: join(folder, 'out-turned'), cacheDir: join(folder, 'cache') });
    expect(variants).toMatchObject({ width: 300, height: 400 });
    expect(await sharp(variants.webp[0]!.path).metadata()).toMatchObject({ width: 150, height: 200 });
  });
});
