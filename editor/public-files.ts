import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readdirSync, realpathSync, renameSync, rmSync, statSync, writeFileSync, type Dirent } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import { running } from '../pipeline/build/output-folder.ts';

/** The pictures the editor offers, serves and takes as uploads. */
export const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.svg'];

/**
 * Sent with every file from public/: an SVG opened on its own is a document that may hold scripts,
 * and this keeps any from running as the editor's page (where they could read its token).
 */
export const IMAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
/** The file's images: every picture under public/images, as the content names them. */
export function listImages(publicDir: string): { src: string; bytes: number }[] {
  const root = join(publicDir, 'images');
  if (!existsSync(root)) return [];
  return (readdirSync(root, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((entry) => entry.isFile() && IMAGE_EXTENSIONS.includes(extname(entry.name).toLowerCase()))
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      return { src: `/${relative(publicDir, file).split(sep).join('/')}`, bytes: statSync(file).size };
    })
    .sort((a, b) => a.src.localeCompare(b.src));
}

/** A file name anyone can type and any server can serve: lower-case words and dashes, its extension kept. */
export function safeImageName(name: string): string | undefined {
  const extension = extname(name).toLowerCase().replace('.jpeg', '.jpg');
  if (!IMAGE_EXTENSIONS.includes(extension)) return undefined;
  const stem = basename(name, extname(name))
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${stem || 'image'}${extension}`;
}

/**
 * The image in public/ that a request's path names, if there is one: a regular file whose real
 * path, links followed, is inside public/. A link to a file elsewhere (a committed `s.png` pointing
 * at a system file) names none, nor does a path that cannot be decoded.
 */
export function publicImage(publicDir: string, pathname: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const target = resolve(publicDir, `.${path}`);
  if (!target.startsWith(publicDir + sep) || !IMAGE_EXTENSIONS.includes(extname(target).toLowerCase())) return undefined;
  try {
    const real = realpathSync(target);
    if (!real.startsWith(realpathSync(publicDir) + sep) || !statSync(real).isFile()) return undefined;
    return real;
  } catch {
    return undefined;
  }
}

/**
 * A picture's address as the library names it: names of letters, digits, spaces and `._-()` under
 * /images/. Anything else (`..`, a backslash, `%`, a control character, a hidden file) names no picture.
 */
const LIBRARY_ADDRESS = /^\/images(?:\/[\p{L}\p{N}_(-][\p{L}\p{N} ._()-]*)+$/u;

/**
 * The file the picture library may replace, rename or delete for an address: a regular file under
 * public/images, reached through no link. The address is read as it is, never decoded, so nothing
 * spelled another way (`%2e%2e`, `..%2f`) reaches a file outside the folder, such as the favicon.
 */
export function libraryPicture(publicDir: string, src: string): string | undefined {
  if (!LIBRARY_ADDRESS.test(src) || src.includes('..') || !IMAGE_EXTENSIONS.includes(extname(src).toLowerCase())) return undefined;
  const file = join(publicDir, src);
  try {
    return realpathSync(file) === join(realpathSync(publicDir), src) && statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

/** A file being written in `writeWhole`'s way: `.<name>.<pid>-<random>.tmp`, beside the file it replaces. */
const TEMPORARY = /^\.(.+)\.(\d+)-[0-9a-f]{12}\.tmp$/;

/**
 * A new name beside `file` to write it under first: hidden and of another extension, so that
 * nothing serves, lists or publishes it, and naming the process that writes it (see clearHalfWritten).
 */
export function temporaryBeside(file: string): string {
  return join(dirname(file), `.${basename(file)}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`);
}

/**
 * Writes a file through a new one beside it, so that a crash part-way leaves the old file whole
 * rather than half of the new one. The new file keeps the old one's permissions (or takes `mode`), and its name says
 * which process writes it (see clearHalfWritten).
 */
export function writeWhole(file: string, text: string, mode?: number) {
  const temporary = temporaryBeside(file);
  try {
    writeFileSync(temporary, text, { flag: 'wx', mode: mode ?? 0o666 });
    if (mode === undefined && existsSync(file)) chmodSync(temporary, statSync(file).mode);
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/** The name of the file a temporary one was written for, if the process writing it has ended: it was killed part-way. */
function abandonedFor(name: string): string | undefined {
  const match = TEMPORARY.exec(name);
  return match && !running(Number(match[2])) ? match[1] : undefined;
}

/** Removes what saves of `file` by processes that were killed part-way left beside it, for nobody to commit. */
export function clearHalfWritten(file: string) {
  for (const name of readdirSync(dirname(file))) {
    if (abandonedFor(name) === basename(file)) rmSync(join(dirname(file), name), { force: true });
  }
}

/** Removes the uploads and replacements of pictures that editors killed part-way left in public/images. */
export function clearHalfWrittenPictures(publicDir: string) {
  const root = join(publicDir, 'images');
  if (!existsSync(root)) return;
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true }) as Dirent[]) {
    if (entry.isFile() && abandonedFor(entry.name) !== undefined) rmSync(join(entry.parentPath, entry.name), { force: true });
  }
}
