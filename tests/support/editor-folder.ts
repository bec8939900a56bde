import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startEditor, type RunningEditor } from '../../editor/server.ts';
import { launchChromium } from '../../pipeline/chromium.ts';

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

/**
 * An editor started on the folder made anew with `text`, and Chromium, for a browser file's tests:
 * `started()` gives both once `beforeAll` has run; `afterAll` closes them.
 */
export function useEditorAndBrowser(where: ReturnType<typeof editorFolder>, text: string): () => { editor: RunningEditor; browser: Browser } {
  let started: { editor: RunningEditor; browser: Browser } | undefined;
  beforeAll(async () => {
    freshEditorFolder(where, text);
    const [editor, browser] = await Promise.all([startEditor({ file: where.file, publicDir: where.publicDir, port: 0, displayName: 'site.yaml' }), launchChromium()]);
    started = { editor, browser };
  }, 120_000);
  afterAll(async () => {
    await started?.browser.close();
    await started?.editor.close();
  });
  return () => {
    if (!started) throw new Error('the editor starts before the first test');
    return started;
  };
}
