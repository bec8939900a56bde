import { mkdirSync, readdirSync, readFileSync, realpathSync, statSync, writeFileSync, type Dirent } from 'node:fs';
import { dirname, extname, join, relative, sep } from 'node:path';
import sharp from 'sharp';
import { SITE_ICONS } from '../../src/lib/head.ts';
import { readSvg } from '../images/svg.ts';

/** A file of public/ that the build did not publish, and why, for the build's summary. */
export interface LeftOut {
  /** As the site would have served it: `/images/draft.jpg`. */
  path: string;
  reason: 'hidden' | 'encoded' | 'unused' | 'not a file';
}

/** Each reason, after a count: "3 hidden (…)". */
export const LEFT_OUT_REASONS: Record<LeftOut['reason'], string> = {
  encoded: 'originals of photos published encoded, under /assets/images',
  unused: 'named neither by site.yaml nor by the pages themselves',
  hidden: 'hidden (a name or a folder starting with a dot)',
  'not a file': 'not regular files inside public/ (broken links, links out of it, devices)',
};

/**
 * Publishes from public/ only what the site uses: the images site.yaml names that go out as they
 * are (`asIs`; the photos in `encoded` go out only as their encoded files) and the site's icons.
 * An SVG goes out as its cleaned copy (see images/svg.ts); a photo or icon is encoded again in its
 * own format, which leaves out its camera metadata (the place it was taken, the camera, the date). Every other file stays out, hidden files above all
 * (`.env`, `.git`), and is listed with its reason.
 */
export async function publishPublicFiles(publicDir: string, outDir: string, images: { asIs: ReadonlySet<string>; encoded: ReadonlySet<string> }): Promise<{ published: string[]; leftOut: LeftOut[] }> {
  const wanted = new Set<string>([...images.asIs, ...Object.values(SITE_ICONS)]);
  const root = realpathSync(publicDir);
  /** Why a file stays out of the output; undefined for one the site uses. */
  const reasonToLeave = (path: string, file: string): LeftOut['reason'] | undefined => {
    if (path.split('/').some((segment) => segment.startsWith('.'))) return 'hidden';
    // Before `unused`, so that the summary names a broken link or a link out as what it is.
    if (!isFileInside(file, root)) return 'not a file';
    if (!wanted.has(path)) return images.encoded.has(path) ? 'encoded' : 'unused';
    return undefined;
  };
  const published: string[] = [];
  const leftOut: LeftOut[] = [];
  for (const entry of readdirSync(publicDir, { recursive: true, withFileTypes: true }) as Dirent[]) {
    if (entry.isDirectory()) continue;
    const file = join(entry.parentPath, entry.name);
    const path = `/${relative(publicDir, file).split(sep).join('/')}`;
    const reason = reasonToLeave(path, file);
    if (reason) {
      leftOut.push({ path, reason });
      continue;
    }
    const target = join(outDir, path.slice(1));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, await withoutMetadata(file));
    published.push(path);
  }
  const missing = Object.values(SITE_ICONS).filter((icon) => !published.includes(icon));
  if (missing.length > 0) throw new Error(`every page links to ${missing.map((icon) => `public${icon}`).join(' and ')}; add the file`);
  return { published: published.sort(), leftOut: leftOut.sort((a, b) => a.path.localeCompare(b.path)) };
}

/** A regular file, or a link to one that stays inside public/. */
function isFileInside(file: string, root: string): boolean {
  try {
    return statSync(file).isFile() && realpathSync(file).startsWith(`${root}${sep}`);
  } catch {
    return false;
  }
}

/** The file as the site publishes it: an SVG cleaned, a raster image without its metadata. */
async function withoutMetadata(file: string): Promise<Buffer | string> {
  if (extname(file).toLowerCase() === '.svg') {
    const drawing = readSvg(readFileSync(file));
    if (!drawing.ok) throw new Error(`${file}: ${drawing.problem}`);
    return drawing.svg;
  }
  const image = sharp(file, { failOn: 'warning' }).autoOrient();
  const { format } = await image.metadata();
  // sharp writes no metadata unless asked; the picture is turned upright since its orientation tag goes too.
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    case 'png':
      return image.png({ compressionLevel: 9 }).toBuffer();
    case 'webp':
      return image.webp({ quality: 90 }).toBuffer();
    case 'heif':
      return image.avif({ quality: 70 }).toBuffer();
    default:
      throw new Error(`${file}: expected a JPEG, PNG, WebP, AVIF or SVG file, found ${format}`);
  }
}
