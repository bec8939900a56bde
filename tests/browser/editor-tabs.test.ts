/**
 * Two tabs of the editor open in one browser, in Chromium: a save in one shows in the other at
 * once, said as a save in another tab; unsaved edits to other fields stay on top of it and save
 * with it; edits to the same field wait for a choice, one click from the saved version.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { parse } from 'yaml';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningEditor } from '../../editor/server.ts';
import { editorFolder, useEditorAndBrowser } from '../support/editor-folder.ts';
import { newPage } from '../support/pages.ts';

const where = editorFolder('editor-tabs');
const { file } = where;
const original = readFileSync('site.yaml', 'utf8');
const HEADING = 'Where Exceptional Results Meet Transparent Pricing';
const EYEBROW = 'Business communications across {company.province}';
const HOME = parse(original).pages[0].title as string;
/** The home page's hero, once the first tab has saved its new heading, as the change lists name it. */
const HERO = `${HOME} (/) › Hero: Phones That Stay Put`;

const started = useEditorAndBrowser(where, original);
let editor: RunningEditor;
let browser: Browser;
let putBack: () => Promise<void>;
beforeAll(() => ({ editor, browser, putBack } = started()));

/** Puts the original file back and waits until the editor has read it. */
beforeEach(() => putBack(), 30_000);

const shownHeading = (page: Page) => page.frameLocator('iframe[title="Preview of the page"]').getByRole('heading', { level: 1 });
/** What the top bar says of the unsaved changes or the last save. */
const topStatus = (page: Page) => page.getByRole('status').first();
const headingField = (page: Page) => page.getByLabel('Heading', { exact: true });
const eyebrowField = (page: Page) => page.getByLabel('Eyebrow (optional)', { exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });
/** The line a change to the file leaves above the form. */
const notice = (page: Page) => page.getByRole('status').filter({ hasText: /^Saved in another tab/ });

/**
 * Two tabs of one browser on the home page's hero: the first opened at the address the editor
 * printed, the second at the editor's plain address, as a person opens another tab.
 */
async function openTabs() {
  const { context, page: first, problems, close } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
  await first.goto(editor.url);
  const second = await context.newPage();
  second.on('pageerror', (error) => problems.push(`pageerror in the second tab: ${error.message}`));
  second.on('console', (message) => message.type() === 'error' && problems.push(`console in the second tab: ${message.text()}`));
  await second.goto(new URL('/', editor.url).href);
  for (const tab of [first, second]) await expect.poll(() => shownHeading(tab).textContent(), { timeout: 15_000 }).toBe(HEADING);
  return { first, second, problems, close };
}

describe('two tabs of the editor', () => {
  it('show a save made in one in the other at once, saying it was saved in another tab', async () => {
    const { first, second, problems, close } = await openTabs();
    await headingField(first).fill('Phones That Stay Put');
    await saveButton(first).click();
    await expect.poll(() => topStatus(first).textContent(), { timeout: 15_000 }).toBe('Saved to site.yaml.');

    await expect.poll(() => headingField(second).inputValue(), { timeout: 10_000 }).toBe('Phones That Stay Put');
    await expect.poll(() => shownHeading(second).textContent(), { timeout: 15_000 }).toBe('Phones That Stay Put');
    await expect(notice(second).textContent()).resolves.toBe(`Saved in another tab: ${HERO} › Heading: “${HEADING}” → “Phones That Stay Put”.`);
    await expect(topStatus(second).textContent()).resolves.toBe('No unsaved changes');
    expect(problems).toEqual([]);
    await close();
  });

  it('keep unsaved edits to another field on top of the other tab’s save, and save both', async () => {
    const { first, second, problems, close } = await openTabs();
    await eyebrowField(second).fill('Business phones across {company.province}');
    await headingField(first).fill('Phones That Stay Put');
    await saveButton(first).click();

    await expect.poll(() => headingField(second).inputValue(), { timeout: 10_000 }).toBe('Phones That Stay Put');
    await expect(eyebrowField(second).inputValue()).resolves.toBe('Business phones across {company.province}');
    await expect(notice(second).textContent()).resolves.toBe(
      `Saved in another tab: ${HERO} › Heading: “${HEADING}” → “Phones That Stay Put”. Your unsaved edits are kept on top of it.`,
    );
    await saveButton(second).click();
    await expect.poll(() => topStatus(second).textContent(), { timeout: 15_000 }).toBe('Saved to site.yaml.');
    const hero = parse(readFileSync(file, 'utf8')).pages[0].blocks[0] as { heading: string; eyebrow: string };
    expect([hero.heading, hero.eyebrow]).toEqual(['Phones That Stay Put', 'Business phones across {company.province}']);

    // And the first tab is told in turn.
    await expect.poll(() => eyebrowField(first).inputValue(), { timeout: 10_000 }).toBe('Business phones across {company.province}');
    await expect(notice(first).textContent()).resolves.toBe(`Saved in another tab: ${HERO} › Eyebrow: “${EYEBROW}” → “Business phones across {company.province}”.`);
    expect(problems).toEqual([]);
    await close();
  });

  it('offer the choice, worded as the other tab’s save, when both changed the same field, and take the saved version in one click', async () => {
    const { first, second, problems, close } = await openTabs();
    await headingField(second).fill('Phones Typed in the Second Tab');
    await headingField(first).fill('Phones That Stay Put');
    await saveButton(first).click();

    const alert = second.getByRole('alert');
    await expect.poll(() => alert.getByRole('paragraph').textContent(), { timeout: 10_000 }).toBe(
      'Another tab saved changes to fields you have unsaved edits to. Nothing is lost yet: choose which version to keep.',
    );
    await expect(alert.getByRole('listitem').innerText()).resolves.toBe(`${HOME} (/) › Hero: Phones Typed in the Second Tab › Heading\nIn the file now: “Phones That Stay Put”\nYour edit: “Phones Typed in the Second Tab”`);
    await alert.getByRole('button', { name: 'Discard my edits, take the file as it is' }).click();
    await expect(headingField(second).inputValue()).resolves.toBe('Phones That Stay Put');
    await expect(topStatus(second).textContent()).resolves.toBe('No unsaved changes');
    expect(problems).toEqual([]);
    await close();
  });
});
