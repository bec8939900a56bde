import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Where an editor under test keeps its site: a folder of its own under .test-build/. */
export function editorFolder(name: string) {
  const folder = resolve('.test-build', name);
  return { folder, file: join(folder, 'site.yaml'), publicDir: join(folder, 'public') };
}

/** The folder made anew: `text` as its site.yaml, and a copy of public/. */
export function freshEditorFolder({ folder, file, publicDir }: ReturnType<typeof editorFolder>, text: string) {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  cpSync('public', publicDir, { recursive: true });
  writeFileSync(file, text);
}

/** The key in the address the editor printed (`http://localhost:4174/#key=…`). */
export const keyOf = (address: string) => new URLSearchParams(new URL(address).hash.slice(1)).get('key')!;
