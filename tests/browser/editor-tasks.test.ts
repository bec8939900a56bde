/**
 * The office manager's tasks in the visual editor, on a wide screen and on a phone: change the
 * hero, fix a word, add a testimonial, move a block, add a page in both languages, edit the French
 * home page, undo a slip, then save. The editor stays axe clean after the first tasks and at the
 * end, and the file holds every change. How long each task took is written to
 * .test-build/editor-tasks.json. Typing key by key is tested in editor.test.ts (the preview
 * follows it, undo takes a field's typing as one step) and editor-unsaved.test.ts; here each text
 * is filled in at once.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { startEditor, type RunningEditor } from '../../editor/server.ts';
import { editorFolder, freshEditorFolder } from '../support/editor-folder.ts';
import { violations } from '../support/accessibility.ts';
import { newPage } from '../support/pages.ts';

const original = readFileSync('site.yaml', 'utf8');
const site = parse(original) as { pages: { blocks: { type: string; heading?: string; pitch?: string }[] }[]; fr: { pages: { blocks: { heading?: string }[] }[] }; testimonials: unknown[] };

const browser = useBrowser();
const timings: Record<string, Record<string, number>> = {};

afterAll(async () => {
  writeFileSync(resolve('.test-build', 'editor-tasks.json'), `${JSON.stringify(timings, null, 2)}\n`);
});

const sections = (page: Page) => page.getByRole('navigation', { name: 'Sections of site.yaml' });
const preview = (page: Page) => page.frameLocator('iframe[title="Preview of the page"]');
const shownHeading = (page: Page) => preview(page).getByRole('heading', { level: 1 });

async function axeClean(page: Page) {
  expect(await violations(page, { exclude: 'iframe' })).toEqual([]);
}

/** A field's text replaced by `text`. */
const write = (page: Page, label: string, text: string) => page.getByLabel(label, { exact: true }).fill(text);

describe.each([
  ['a wide screen', { width: 1280, height: 800 }],
  ['a phone', { width: 375, height: 740 }],
])('the office manager’s tasks on %s', (name, viewport) => {
  // An editor and a folder for each screen: what one leaves behind cannot reach the other.
  const where = editorFolder(`editor-tasks-${viewport.width}`);
  let editor: RunningEditor;
  beforeAll(async () => {
    freshEditorFolder(where, original);
    editor = await startEditor({ file: where.file, publicDir: where.publicDir, port: 0, displayName: 'site.yaml' });
  }, 120_000);
  afterAll(() => editor?.close());

  it('are done, and the saved file holds each of them', async () => {
    const { file } = where;
    const { page, problems, close } = await newPage(browser(), { viewport });
    await page.goto(editor.url);
    const hero = site.pages[0]!.blocks[0]!;
    await expect.poll(() => shownHeading(page).textContent(), { timeout: 30_000 }).toBe(hero.heading);
    const took: Record<string, number> = {};
    const task = async (what: string, steps: () => Promise<void>) => {
      const started = performance.now();
      await steps();
      took[what] = Math.round(performance.now() - started);
    };

    await task('change the hero heading', async () => {
      await write(page, 'Heading', 'Phones That Fit');
      await expect.poll(() => shownHeading(page).textContent(), { timeout: 30_000 }).toBe('Phones That Fit');
    });
    await task('fix a word in the pitch', async () => {
      const pitch = page.getByLabel('Pitch', { exact: true });
      await pitch.fill(`${await pitch.inputValue()} Ask us.`);
      await expect.poll(() => preview(page).getByText('Ask us.').count(), { timeout: 30_000 }).toBe(1);
    });
    await axeClean(page);

    await task('add a testimonial', async () => {
      await sections(page).getByRole('button', { name: 'Testimonials', exact: true }).first().click();
      await page.getByRole('button', { name: 'Add a testimonial' }).click();
      // the new testimonial: the last item of the list that holds a testimonial's fields (its fields' problems are lists too);
      // its id follows its name, out of the way
      const item = page.getByRole('group', { name: /^Testimonials/ }).getByRole('listitem').filter({ has: page.getByLabel('Company', { exact: true }) }).last();
      await expect(item.getByLabel('Id', { exact: true }).isVisible()).resolves.toBe(false);
      for (const [label, text] of [
        ['Name', 'Sam Oke'],
        ['Company', 'River'],
        ['Text', 'Calls reach us.'],
      ] as const) {
        await item.getByLabel(label, { exact: true }).fill(text);
      }
    });

    await task('move a block down', async () => {
      await sections(page).getByRole('button', { name: / \(\/\)$/ }).click();
      await sections(page).getByRole('button', { name: /^Hero: / }).first().click();
      await page.getByRole('button', { name: /^Move .* down$/ }).first().click();
      await expect.poll(() => preview(page).locator('[data-editor-block="1"]').getByRole('heading', { level: 1 }).count(), { timeout: 30_000 }).toBe(1);
    });

    await task('add a page in both languages', async () => {
      await page.getByRole('button', { name: 'Add a page', exact: true }).click();
      // its address follows its title
      await write(page, 'Title', 'Moving');
      await expect(page.getByLabel('Path', { exact: true }).inputValue()).resolves.toBe('/moving');
      await write(page, 'Description', 'Moved.');
      await page.getByRole('button', { name: 'Add a French page', exact: true }).click();
      await write(page, 'Title', 'Déménager');
      await write(page, 'Description', 'Déplacés.');
      await expect.poll(() => page.getByRole('region', { name: /^\d+ problems?: site\.yaml cannot be saved/ }).count(), { timeout: 30_000 }).toBe(0);
    });

    await task('change the French hero heading, then undo a slip', async () => {
      const french = site.fr.pages[0]!.blocks[0]!;
      await sections(page).getByRole('button', { name: / \(\/fr\)$/ }).click();
      await sections(page).getByRole('button', { name: new RegExp(`^Hero: ${french.heading!.slice(0, 10)}`) }).click();
      await write(page, 'Heading', 'Des téléphones');
      const eyebrow = page.getByLabel(/^Eyebrow/);
      await eyebrow.fill(`${await eyebrow.inputValue()}oops`);
      await page.getByRole('button', { name: 'Undo', exact: true }).click();
      await expect.poll(() => eyebrow.inputValue()).not.toMatch(/oops$/);
    });

    await task('save', async () => {
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const anyway = page.getByRole('button', { name: 'Save anyway, with the example text' });
      await expect.poll(async () => (await anyway.count()) > 0 || (await page.getByRole('status').first().textContent()) === 'Saved to site.yaml.', { timeout: 30_000 }).toBe(true);
      if ((await anyway.count()) > 0) await anyway.click();
      await expect.poll(() => page.getByRole('status').first().textContent(), { timeout: 30_000 }).toBe('Saved to site.yaml.');
    });
    await axeClean(page);

    const saved = parse(readFileSync(file, 'utf8')) as typeof site & { pages: { path: string; title: string; blocks: { type: string; heading?: string; pitch?: string }[] }[]; fr: { pages: { counterpart?: string; blocks: { heading?: string }[] }[] }; testimonials: { id: string; name: string }[] };
    expect(saved.pages[0]!.blocks.map((block) => block.type)).toEqual([site.pages[0]!.blocks[1]!.type, 'hero', ...site.pages[0]!.blocks.slice(2).map((block) => block.type)]);
    expect(saved.pages[0]!.blocks[1]).toMatchObject({ heading: 'Phones That Fit', pitch: `${hero.pitch} Ask us.` });
    expect(saved.testimonials.at(-1)).toMatchObject({ id: 'sam-oke', name: 'Sam Oke' });
    expect(saved.pages.at(-1)).toMatchObject({ draft: true, path: '/moving', title: 'Moving' });
    expect(saved.fr.pages.at(-1)).toMatchObject({ draft: true, path: '/fr/demenager', counterpart: '/moving' });
    expect(saved.fr.pages[0]!.blocks[0]!.heading).toBe('Des téléphones');
    expect(problems).toEqual([]);
    timings[name] = took;
    await close();
  }, 300_000);
});
