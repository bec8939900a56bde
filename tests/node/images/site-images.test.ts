/**
 * The checks that open the images site.yaml names, run as the build and `npm run validate` run them:
 * each problem at the line that names the image, together with every other problem of the file.
 */
import { copyFile, mkdir, mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateSite } from '../../../pipeline/validate.ts';
import { formatProblem } from '../../../schema/problems.ts';
import { editBase, PUBLIC_DIR, replace, type LineEdit } from '../validation/helpers.ts';

let folder: string;
let publicDir: string;

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 110, b: 160 } } }).jpeg().toBuffer();

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'site-images-check-'));
  publicDir = join(folder, 'public');
  await mkdir(join(publicDir, 'images'), { recursive: true });
  await copyFile(join(PUBLIC_DIR, 'images/sample.svg'), join(publicDir, 'images/sample.svg'));
  await writeFile(join(publicDir, 'images/photo.jpg'), await photo(1200, 900));
  await writeFile(join(publicDir, 'images/small.jpg'), await photo(400, 300));
  const whole = await photo(1200, 900);
  await writeFile(join(publicDir, 'images/cut.jpg'), whole.subarray(0, Math.floor(whole.length / 2)));
  // A camera original that was never exported: only its first bytes are written, the rest is a hole.
  await writeFile(join(publicDir, 'images/huge.jpg'), whole.subarray(0, 64));
  await truncate(join(publicDir, 'images/huge.jpg'), 24_000_000);
  await writeFile(join(publicDir, 'images/sizeless.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(publicDir, 'images/scripted.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3" onload="alert(document.cookie)"/>');
  // Bytes overwritten in the middle: the decoder warns and goes on, drawing grey bands.
  const noisy = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).jpeg().toBuffer();
  const damaged = Buffer.from(noisy);
  for (let index = 0, seed = 7; index < 4000; index += 1) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    damaged[Math.floor(noisy.length / 2) + index] = seed >> 16;
  }
  await writeFile(join(publicDir, 'images/damaged.jpg'), damaged);
  // A header that promises twice the rows the file holds.
  const taller = Buffer.from(whole);
  taller.writeUInt16BE(1800, taller.indexOf(Buffer.from([0xff, 0xc0])) + 5);
  await writeFile(join(publicDir, 'images/taller.jpg'), taller);
  await writeFile(join(publicDir, 'images/tall.jpg'), await photo(600, 17_000));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function problemsAfter(...edits: LineEdit[]): Promise<string[]> {
  const file = join(folder, 'site.yaml');
  await writeFile(file, editBase(...edits));
  const result = await validateSite({ file }, { publicDir, displayName: 'site.yaml' });
  return result.ok ? [] : result.problems.map(formatProblem);
}

/** The banner on the home page of base.yaml names its image on line 93, with a typed width and height below it. */
const bannerImage = (src: string) => replace(93, '          src: /images/sample.svg', `          src: ${src}`);
const untyped = [replace(95, '          width: 4', null), replace(96, '          height: 3', null)];

describe('images named in site.yaml, opened and checked', () => {
  it('accepts a photo without a typed size, and reads its size from the file', async () => {
    const file = join(folder, 'site.yaml');
    await writeFile(file, editBase(bannerImage('/images/photo.jpg'), ...untyped));
    const result = await validateSite({ file }, { publicDir, displayName: 'site.yaml' });
    expect(result.ok && result.images.get('/images/photo.jpg')).toMatchObject({ format: 'jpeg', width: 1200, height: 900 });
  });

  it('reports a photo cut short at the line that names it', async () => {
    const [problem, ...rest] = await problemsAfter(bannerImage('/images/cut.jpg'), ...untyped);
    expect(rest).toEqual([]);
    expect(problem).toMatch(
      /^site\.yaml:93:16 pages\.0\.blocks\.2\.image\.src: public\/images\/cut\.jpg: the file is cut short or damaged \(.+\); export or copy it again from the original$/,
    );
  });

  it('reports a photo whose bytes are damaged, or whose header promises more than it holds', async () => {
    for (const name of ['damaged', 'taller']) {
      expect(await problemsAfter(bannerImage(`/images/${name}.jpg`), ...untyped)).toEqual([
        expect.stringMatching(new RegExp(`^site\\.yaml:93:16 pages\\.0\\.blocks\\.2\\.image\\.src: public/images/${name}\\.jpg: the file is cut short or damaged \\(Corrupt JPEG data: .+\\); export or copy it again from the original$`)),
      ]);
    }
  });

  it('reports a photo so tall that its files could not be encoded', async () => {
    expect(await problemsAfter(bannerImage('/images/tall.jpg'), ...untyped)).toEqual([
      'site.yaml:93:16 pages.0.blocks.2.image.src: public/images/tall.jpg is 600 × 17,000 px: shown uncropped here, its largest file would be 17,000 px tall, more than the 16,383 px a WebP image can hold; crop it to a usual shape',
    ]);
  });

  it('reports an SVG that could run code at the line that names it', async () => {
    expect(await problemsAfter(bannerImage('/images/scripted.svg'), ...untyped)).toEqual([
      'site.yaml:93:16 pages.0.blocks.2.image.src: public/images/scripted.svg: the SVG could run code or load files in the browser of anyone who opens it: it has an event handler attribute (onload=); export it again as a plain drawing (no scripts, event handlers, embedded HTML, links or files from elsewhere)',
    ]);
  });

  it('reports a photo far smaller than its place in the layout shows it', async () => {
    expect(await problemsAfter(bannerImage('/images/small.jpg'), ...untyped)).toEqual([
      'site.yaml:93:16 pages.0.blocks.2.image.src: public/images/small.jpg is 400 px wide, but it is shown up to 560 px wide here and would look blurred; use a photo at least 560 px wide, 1,120 px for sharp phone screens',
    ]);
  });

  it('reports a source over 20 MB before trying to decode it', async () => {
    expect(await problemsAfter(bannerImage('/images/huge.jpg'), ...untyped)).toEqual([
      'site.yaml:93:16 pages.0.blocks.2.image.src: public/images/huge.jpg: the file is 24 MB; keep it under 20 MB (export the photo for the web, for example as a JPEG 3,000 px wide at quality 85)',
    ]);
  });

  it('reports a typed width and height that are not the file’s, each at its own line', async () => {
    expect(await problemsAfter(bannerImage('/images/photo.jpg'))).toEqual([
      'site.yaml:95:18 pages.0.blocks.2.image.width: width is 4, but public/images/photo.jpg is 1,200 × 900 px; leave width and height out, the build reads them from the file',
      'site.yaml:96:19 pages.0.blocks.2.image.height: height is 3, but public/images/photo.jpg is 1,200 × 900 px; leave width and height out, the build reads them from the file',
    ]);
  });

  it('reports an SVG that has no size in words an editor can act on', async () => {
    expect(await problemsAfter(bannerImage('/images/sizeless.svg'), ...untyped)).toEqual([
      'site.yaml:93:16 pages.0.blocks.2.image.src: public/images/sizeless.svg: the SVG has no size: give its <svg> element a viewBox (for example viewBox="0 0 480 360"), or a width and a height',
    ]);
  });

  it('reports image problems together with every other problem of the file', async () => {
    expect(await problemsAfter(replace(15, '  email: sales@example.com', '  email: nope'), bannerImage('/images/small.jpg'), ...untyped)).toEqual([
      'site.yaml:15:10 company.email: expected an e-mail address such as "sales@example.com"; found the text "nope"',
      expect.stringMatching(/^site\.yaml:93:16 pages\.0\.blocks\.2\.image\.src: public\/images\/small\.jpg is 400 px wide/),
    ]);
  });

  it('leaves a path that names no file to the rule that reports it without opening anything', async () => {
    expect(await problemsAfter(bannerImage('/images/missing.jpg'), ...untyped)).toEqual([
      'site.yaml:93:16 pages.0.blocks.2.image.src: the image "/images/missing.jpg" does not exist; expected a file at public/images/missing.jpg',
    ]);
  });
});
