import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectImage } from '../../../pipeline/images/inspect.ts';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'site-images-inspect-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const noise = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } });

async function saved(name: string, contents: Buffer | string) {
  const file = join(folder, name);
  await writeFile(file, contents);
  return file;
}

describe('inspectImage', () => {
  it('reports the format, size in pixels and bytes of a photo', async () => {
    const photo = await noise(1200, 800).jpeg().toBuffer();
    const file = await saved('photo.jpg', photo);
    expect(await inspectImage(file)).toEqual({ ok: true, image: { format: 'jpeg', width: 1200, height: 800, bytes: photo.length, megapixels: 0.96 } });
  });

  it('gives the size of a photo as it is shown, after the camera’s rotation', async () => {
    const file = await saved('portrait.jpg', await noise(400, 300).jpeg().withMetadata({ orientation: 6 }).toBuffer());
    expect(await inspectImage(file)).toMatchObject({ ok: true, image: { width: 300, height: 400 } });
  });

  it('reads AVIF, WebP and PNG sources', async () => {
    const image = noise(60, 40);
    for (const format of ['avif', 'webp', 'png'] as const) {
      const file = await saved(`small.${format}`, await image.clone().toFormat(format).toBuffer());
      expect(await inspectImage(file)).toMatchObject({ ok: true, image: { format, width: 60, height: 40 } });
    }
  });

  it('reads the size of an SVG from its viewBox or its width and height', async () => {
    const fromViewBox = await saved('logo.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80"><rect width="10" height="10"/></svg>');
    expect(await inspectImage(fromViewBox)).toMatchObject({ ok: true, image: { format: 'svg', width: 120, height: 80 } });
    const fromAttributes = await saved('icon.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="32" viewBox="0 0 12 8"/>');
    expect(await inspectImage(fromAttributes)).toMatchObject({ ok: true, image: { format: 'svg', width: 48, height: 32 } });
  });

  it('reports a truncated JPEG', async () => {
    const photo = await noise(600, 400).jpeg().toBuffer();
    const file = await saved('cut.jpg', photo.subarray(0, photo.length / 2));
    expect(await inspectImage(file)).toEqual({ ok: false, problem: 'the file is cut short or damaged (premature end of JPEG image); export or copy it again from the original' });
  });

  it('reports a photo over 50 megapixels', async () => {
    const file = await saved('huge.png', await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#336699' } }).png().toBuffer());
    expect(await inspectImage(file)).toEqual({ ok: false, problem: 'the photo is 8,000 × 7,000 px (56 megapixels); keep it under 50 megapixels' });
  });

  it('reports a file over 20 MB before reading it', async () => {
    const file = await saved('camera-original.jpg', '');
    await truncate(file, 23_400_000);
    expect(await inspectImage(file)).toEqual({
      ok: false,
      problem: 'the file is 23.4 MB; keep it under 20 MB (export the photo for the web, for example as a JPEG 3,000 px wide at quality 85)',
    });
  });

  it('reports a missing file, a file that is not an image and a format browsers are not sent', async () => {
    expect(await inspectImage(join(folder, 'absent.jpg'))).toEqual({ ok: false, problem: 'the file does not exist; check the path and the spelling of its name' });
    const text = await saved('notes.jpg', 'not a picture');
    expect(await inspectImage(text)).toEqual({
      ok: false,
      problem: 'the file cannot be read as an image (Input file contains unsupported image format); use a JPEG, PNG, WebP, AVIF or SVG file',
    });
    const gif = await saved('animation.gif', await noise(20, 20).gif().toBuffer());
    expect(await inspectImage(gif)).toEqual({ ok: false, problem: 'the file is a GIF image; use a JPEG, PNG, WebP, AVIF or SVG file' });
  });
});
