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
async function versionRead(editor: RunningEditor): Promise<string> {
  const response = await fetch(new URL('/api/state', editor.url), { headers: { 'X-Editor-Token': keyOf(editor.url) } });
  return ((await response.json()) as { version: string }).version;
}

/** The key in the address the editor printed (`http://localhost:4174/#key=…`). */
export const keyOf = (address: string) => new URLSearchParams(new URL(address).hash.slice(1)).get('key')!;

/** What a browser file's tests get: the editor, the worker's Chromium, and the file put back. */
export interface EditorAndBrowser {
  editor: RunningEditor;
  browser: Browser;
  /**
   * Writes the text the editor started with over its file again and waits until the editor has
   * read it: until the version it has read is the one it read at start. A wait on what the file
   * says instead (its first heading) ends at once after a test that left the heading as it was,
   * before the editor has read the file again.
   */
  putBack: () => Promise<void>;
}

/**
 * An editor started on the folder made anew with `text`, and the worker's Chromium, for a browser
 * file's tests: `started()` gives them once `beforeAll` has run; `afterAll` closes the editor and
 * what the file opened in the browser (see useBrowser).
 */
export function useEditorAndBrowser(where: ReturnType<typeof editorFolder>, text: string): () => EditorAndBrowser {
  const browser = useBrowser();
  let started: { editor: RunningEditor; version: string } | undefined;
  beforeAll(async () => {
    freshEditorFolder(where, text);
    const editor = await startEditor({ file: where.file, publicDir: where.publicDir, port: 0, displayName: 'site.yaml' });
    started = { editor, version: await versionRead(editor) };
  }, 120_000);
  afterAll(async () => {
    await started?.editor.close();
  });
  return () => {
    if (!started) throw new Error('the editor starts before the first test');
    const { editor, version } = started;
    const putBack = async () => {
      writeFileSync(where.file, text);
      await expect.poll(() => versionRead(editor), { timeout: 10_000 }).toBe(version);
    };
    return { editor, browser: browser(), putBack };
  };
}
