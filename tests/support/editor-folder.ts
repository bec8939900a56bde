import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { startEditor, type RunningEditor } from '../../editor/server.ts';
import { useBrowser } from './browser.ts';

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

/** The version of site.yaml the editor has read, as its page is told it. */
export async function versionRead(editor: RunningEditor): Promise<string> {
  const response = await fetch(new URL('/api/state', editor.url), { headers: { 'X-Editor-Token': keyOf(editor.url) } });
  return ((await response.json()) as { version: string }).version;
}

/**
 * Writes `text` over the editor's file and waits until the editor has read it: until the version it
 * has read is `version`, the one it read of that text before. A wait on what the file says instead
 * (its first heading) ends at once after a test that left the heading as it was, before the editor
 * has read the file again.
 */
export async function putBack(editor: RunningEditor, file: string, text: string, version: string) {
  writeFileSync(file, text);
  await expect.poll(() => versionRead(editor), { timeout: 10_000 }).toBe(version);
}

/** The key in the address the editor printed (`http://localhost:4174/#key=…`). */
export const keyOf = (address: string) => new URLSearchParams(new URL(address).hash.slice(1)).get('key')!;

/**
 * An editor started on the folder made anew with `text`, and the worker's Chromium, for a browser
 * file's tests: `started()` gives both once `beforeAll` has run; `afterAll` closes the editor and
 * what the file opened in the browser (see useBrowser).
 */
export function useEditorAndBrowser(where: ReturnType<typeof editorFolder>, text: string): () => { editor: RunningEditor; browser: Browser } {
  const browser = useBrowser();
  let editor: RunningEditor | undefined;
  beforeAll(async () => {
    freshEditorFolder(where, text);
    editor = await startEditor({ file: where.file, publicDir: where.publicDir, port: 0, displayName: 'site.yaml' });
  }, 120_000);
  afterAll(async () => {
    await editor?.close();
  });
  return () => {
    if (!editor) throw new Error('the editor starts before the first test');
    return { editor, browser: browser() };
  };
}
