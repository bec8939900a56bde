import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readdirSync, renameSync, rmSync, statSync, writeFileSync, type Dirent } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';

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

/** The image in public/ that a request's path names, if there is one; a path that cannot be decoded names none. */
export function publicImage(publicDir: string, pathname: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const target = resolve(publicDir, `.${path}`);
  if (!target.startsWith(publicDir + sep) || !IMAGE_EXTENSIONS.includes(extname(target).toLowerCase())) return undefined;
  return existsSync(target) && statSync(target).isFile() ? target : undefined;
}

/** The character a character reference names (`&#106;`, `&#x6a;`); none for a number no character has. */
const characterOf = (code: number) => (code <= 0x10ffff ? String.fromCodePoint(code) : '');

const NAMED_CHARACTERS: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** The text with its character references read, as often as it takes: `&amp;lt;` is `<` too, once a frame reads it again. */
function readReferences(svg: string): string {
  let text = svg;
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text
      .replace(/&#x([0-9a-f]+);?/gi, (_match, hex: string) => characterOf(Number.parseInt(hex, 16)))
      .replace(/&#([0-9]+);?/g, (_match, decimal: string) => characterOf(Number(decimal)))
      .replace(/&(lt|gt|amp|quot|apos);/gi, (_match, name: string) => NAMED_CHARACTERS[name.toLowerCase()]!);
  }
  return text;
}

/**
 * Why an SVG could run code when it is opened on its own (on the live site as in the editor), in
 * words for the person uploading it; undefined for a plain drawing. Character references are read
 * first, as the browser reads them, so that `&#106;avascript:` or a frame's `&lt;script&gt;` is
 * found too.
 */
export function activeSvgContent(svg: string): string | undefined {
  const text = readReferences(svg);
  if (/<([\w-]+:)?script/i.test(text)) return 'it has a <script> element';
  if (/<([\w-]+:)?foreignObject/i.test(text)) return 'it has a <foreignObject> element';
  if (/<([\w-]+:)?(iframe|embed|object)\b/i.test(text) || /\bsrcdoc\s*=/i.test(text) || /http:\/\/www\.w3\.org\/1999\/xhtml/i.test(text)) {
    return 'it embeds HTML (a frame, an object or the XHTML namespace)';
  }
  if (/[\s/]on[a-z]+\s*=/i.test(text)) return 'it has an event handler attribute (such as onload=)';
  // Browsers skip tabs, line breaks and other control characters inside a URL's scheme.
  // eslint-disable-next-line no-control-regex -- those characters are what is looked for
  if (/javascript:/i.test(text.replace(/[\u0000-\u0020]/g, ''))) return 'it has a javascript: link';
  if (/<!ENTITY/i.test(text)) return 'it declares entities (<!ENTITY), which can hide any of these';
  // XML allows no other control characters: they come from another encoding (UTF-16), read here as UTF-8.
  // eslint-disable-next-line no-control-regex -- those characters are what is looked for
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(svg)) return 'it is not UTF-8 text, which can hide any of these';
  return undefined;
}

/**
 * Writes a file through a new one beside it, so that a crash part-way leaves the old file whole
 * rather than half of the new one. The new file keeps the old one's permissions.
 */
export function writeWhole(file: string, text: string) {
  const temporary = join(dirname(file), `.${basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    writeFileSync(temporary, text, { flag: 'wx' });
    if (existsSync(file)) chmodSync(temporary, statSync(file).mode);
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
