/**
 * A photo added as an editor adds one: a 6 MB, 4000 × 3000 camera JPEG dropped into public/images
 * and named on one line of site.yaml. The build must ship it only as AVIF and WebP at the widths its
 * places in the layout need, and never the original.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { isSeq, type YAMLMap } from 'yaml';
import { widthsFor } from '../../../pipeline/images/widths.ts';
import { IMAGE_SLOTS } from '../../../core/image-slots.ts';
import { buildSite } from '../../support/build-site.ts';
import { htmlFile, listFiles } from '../../support/dist-files.ts';
import { writeFixtureSite } from '../../support/fixture-site.ts';

const ROOT = '.test-build/photo';
const SRC = '/images/team/camera-original.jpg';

/** A 4000 × 3000 JPEG of about 6 MB: colour gradients under fine grain, the same bytes every run. */
async function cameraOriginal(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      const grain = ((seed >>> 24) - 128) >> 1;
      const at = (y * width + x) * 3;
      pixels[at] = (x / width) * 200 + 30 + grain;
      pixels[at + 1] = (y / height) * 160 + 60 + grain;
      pixels[at + 2] = 150 + grain;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

/** The first block of a type on the page at `path`, as a YAML map to set fields on. */
function blockOf(doc: Parameters<Parameters<typeof writeFixtureSite>[1]>[0], path: string, type: string): YAMLMap {
  const pages = doc.get('pages') as { items: YAMLMap[] };
  const page = pages.items.find((item) => item.get('path') === path)!;
  const blocks = page.get('blocks');
  if (!isSeq(blocks)) throw new Error(`no blocks on ${path}`);
  return (blocks.items as YAMLMap[]).find((item) => item.get('type') === type)!;
}

let dist: string;
let original: Buffer;

beforeAll(async () => {
  rmSync(ROOT, { recursive: true, force: true });
  const publicDir = join(ROOT, 'public');
  cpSync('public', publicDir, { recursive: true });
  mkdirSync(join(publicDir, 'images/team'), { recursive: true });
  original = await cameraOriginal();
  writeFileSync(join(publicDir, SRC), original);
  const siteFile = writeFixtureSite(join(ROOT, 'site.yaml'), (doc) => {
    const image = { src: SRC, alt: 'The team at the office' };
    blockOf(doc, '/about', 'founder').set('image', doc.createNode(image));
    const projects = blockOf(doc, '/services/web-development', 'projects').get('items') as { items: YAMLMap[] };
    projects.items[0]!.set('image', doc.createNode(image));
  });
  dist = buildSite(join(ROOT, 'dist'), { SITE_FILE: siteFile, PUBLIC_DIR: publicDir });
}, 240_000);

/** The picture elements of a built page that show the photo. */
function pictures(path: string) {
  const { document } = new JSDOM(htmlFile(dist, path)).window;
  return [...document.querySelectorAll('picture')].filter((picture) => picture.querySelector('img')!.getAttribute('src')!.includes('camera-original'));
}

/** The files of a srcset, each with the width it claims. */
const candidates = (srcset: string) =>
  srcset.split(', ').map((candidate) => {
    const [url, width] = candidate.split(' ');
    return { url: url!, width: Number(width!.slice(0, -1)) };
  });

describe('a 6 MB camera photo named on one line of site.yaml', () => {
  it('is a 4000 × 3000 JPEG of about 6 MB', async () => {
    expect(original.length).toBeGreaterThan(5_500_000);
    expect(await sharp(original).metadata()).toMatchObject({ format: 'jpeg', width: 4000, height: 3000 });
  });

  it('never reaches the output, under its own name or another', () => {
    expect(existsSync(join(dist, SRC))).toBe(false);
    const sizes = listFiles(dist).map((file) => ({ file, size: statSync(join(dist, file)).size }));
    expect(sizes.filter(({ file, size }) => size === original.length && readFileSync(join(dist, file)).equals(original))).toEqual([]);
    // The largest file of all is the 2× WebP for a full-width card on a tablet, a ninth of the original.
    expect(Math.max(...sizes.map(({ size }) => size))).toBeLessThan(original.length / 8);
  });

  it.each([
    ['/about', 'portraitLarge'],
    ['/services/web-development', 'card'],
  ] as const)('ships on %s as AVIF and WebP at the widths its place (%s) needs, with its sizes', async (path, slot) => {
    const [picture, ...others] = pictures(path);
    expect(others).toEqual([]);
    const place = IMAGE_SLOTS[slot];
    const avif = picture!.querySelector('source[type="image/avif"]')!;
    const img = picture!.querySelector('img')!;
    expect(avif.getAttribute('sizes')).toBe(place.sizes);
    expect(img.getAttribute('sizes')).toBe(place.sizes);
    for (const [format, srcset] of [['heif', avif.getAttribute('srcset')!], ['webp', img.getAttribute('srcset')!]] as const) {
      const files = candidates(srcset);
      expect(files.map((file) => file.width)).toEqual(widthsFor(place.widest, 4000));
      for (const file of files) {
        const metadata = await sharp(readFileSync(join(dist, file.url))).metadata();
        expect(metadata).toMatchObject({ format, width: file.width });
        // Cropped to the place's shape: square for a portrait, 16:10 for a card.
        expect(metadata.height).toBe(Math.round(file.width / place.aspect));
      }
    }
  });

  it('has its width and height, a placeholder colour, and waits to be scrolled to', () => {
    const img = pictures('/about')[0]!.querySelector('img')!;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['3000', '3000']);
    expect(img.getAttribute('style')).toMatch(/^background-color:#[0-9a-f]{6}$/);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('alt')).toBe('The team at the office');
  });
});
