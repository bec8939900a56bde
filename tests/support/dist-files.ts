import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every file under a folder, by relative path. */
export function listFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

export function htmlFile(root: string, path: string): string {
  return readFileSync(join(root, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`), 'utf8');
}

/** The content attribute of a meta tag, or the href of a link, from prerendered HTML. */
export function metaContent(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`));
  return tag?.[1];
}
