/**
 * Unsaved edits survive a reload of the tab and a restart of the editor, in Chromium: typed key by
 * key, never saved, then offered back, and saved after all.
 */
import { readFileSync, cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { startEditor, type RunningEditor } from '../../editor/server.ts';
import { newPage } from '../support/pages.ts';

const folder = resolve('.test-build/editor-unsaved');
const file = join(folder, 'site.yaml');
const publicDir = join(folder, 'public');
/** Where the editor keeps its key between starts, as `npm run edit` does. */
const keyFile = join(folder, 'private', 'key');
const HEADING = 'Where Exceptional Results Meet Transparent Pricing';

let editor: RunningEditor;
const browser = useBrowser();
let port: number;

/** A port nothing listens on now: the editor is started on it twice, as a restart does. */
const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: found } = probe.address() as { port: number };
      probe.close(() => done(found));
    });
  });

beforeAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  cpSync('public', publicDir, { recursive: true });
  writeFileSync(file, readFileSync('site.yaml', 'utf8'));
  port = await freePort();
  editor = await startEditor({ file, publicDir, port, displayName: 'site.yaml', keyFile });
}, 120_000);

afterAll(async () => {
  await editor?.close();
});

describe('unsaved edits', () => {
  it('are offered back after a reload and after a restart, and can then be saved', async () => {
    const { page, problems, close } = await newPage(browser(), { viewport: { width: 1280, height: 800 } });
    // Leaving with unsaved edits asks first; here the person says yes.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(editor.url);
    const heading = page.getByLabel('Heading', { exact: true });
    await expect.poll(() => heading.inputValue(), { timeout: 15_000 }).toBe(HEADING);
    await heading.fill('Phones That Stay Put');
    await page.reload();
    const offer = page.getByRole('alert').filter({ hasText: 'from your last visit' });
    await expect.poll(() => offer.textContent(), { timeout: 15_000 }).toMatch(/^1 unsaved change from your last visit \(.+\) was never saved to site\.yaml\./);
    // until the person chooses, the form shows the file as saved
    expect(await heading.inputValue()).toBe(HEADING);
    await offer.getByRole('button', { name: 'Bring it back' }).click();
    expect(await heading.inputValue()).toBe('Phones That Stay Put');
    await expect.poll(() => page.frameLocator('iframe[title="Preview of the page"]').getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toBe('Phones That Stay Put');
    expect(readFileSync(file, 'utf8')).toContain(`heading: ${HEADING}`);

    // The editor stops and starts again on the same address, with the key it keeps: a reload is enough.
    expect(problems).toEqual([]);
    await editor.close();
    editor = await startEditor({ file, publicDir, port, displayName: 'site.yaml', keyFile });
    await page.reload();
    // while the editor was down, the old page's live updates could not reconnect: that is expected
    problems.splice(0);
    await expect.poll(() => offer.count(), { timeout: 15_000 }).toBe(1);
    await offer.getByRole('button', { name: 'Bring it back' }).click();
    expect(await heading.inputValue()).toBe('Phones That Stay Put');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByRole('status').first().textContent(), { timeout: 15_000 }).toBe('Saved to site.yaml.');
    expect(readFileSync(file, 'utf8')).toContain('heading: Phones That Stay Put');

    // once saved, nothing is offered again
    await page.reload();
    await expect.poll(() => heading.inputValue(), { timeout: 15_000 }).toBe('Phones That Stay Put');
    expect(await offer.count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });
});
