/**
 * The visual editor as an office manager uses it, in Chromium: change the hero heading and save
 * (a one-line change to the file, the preview ahead of the save), add a block from the gallery,
 * reorder blocks, be refused a blank heading, and pick up a change made to the file meanwhile.
 */
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser, Dialog, Page } from 'playwright-core';
import sharp from 'sharp';
import { parse } from 'yaml';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { RunningEditor } from '../../editor/server.ts';
import { editorFolder, keyOf, useEditorAndBrowser } from '../support/editor-folder.ts';
import { violations } from '../support/accessibility.ts';
import { newPage } from '../support/pages.ts';
import { changedLines } from '../support/changed-lines.ts';
import { descriptionsOf, hasFocus } from '../support/control-state.ts';
import { typeLabel } from '../../editor/client/schema.ts';

type Tab = Awaited<ReturnType<typeof newPage>>;

const where = editorFolder('editor');
const { file, publicDir } = where;
const original = readFileSync('site.yaml', 'utf8');
const HEADING = 'Where Exceptional Results Meet Transparent Pricing';

const started = useEditorAndBrowser(where, original);
let editor: RunningEditor;
let browser: Browser;
/** Puts the original file back and waits until the editor has read it. */
let restore: () => Promise<void>;
beforeAll(() => ({ editor, browser, putBack: restore } = started()));

const preview = (page: Page) => page.frameLocator('iframe[title="Preview of the page"]');
/** The page's main heading as the preview shows it. */
const shownHeading = (page: Page) => preview(page).getByRole('heading', { level: 1 });
/** The problems that stop a save, as the list above the form says them. */
const problemList = (page: Page) => page.getByRole('region', { name: /^\d+ problems?: site\.yaml cannot be saved/ });

/**
 * The tab the tests share, opened once: each test loads the editor in it afresh, as a person
 * opening it again would, which costs seconds less than a new browser context each time.
 */
let shared: Tab | undefined;
afterAll(async () => {
  await shared?.close();
});

/** Opens the editor on the home page's hero, its preview drawn, in the shared tab with nothing kept from before. */
async function openEditor(viewport = { width: 1440, height: 900 }) {
  if (shared) {
    const { page } = shared;
    // Leaving a page with unsaved edits asks first: the last test's are let go. The page keeps
    // them for the next visit as it is left; what it kept is the last test's, not this one's.
    // It is left for an address of its own origin, not about:blank: Chromium would give the tab
    // a new renderer, and the editor would start colder, about 1 s of work more. The editor has no
    // page there, so the tab is answered a blank one, with no icon to ask for: the console error
    // of a 404 can come in after the next test has started.
    const leave = (dialog: Dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss());
    const away = new URL('/left-the-editor', editor.url).href;
    page.on('dialog', leave);
    await page.route(away, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Left the editor</title><link rel="icon" href="data:,">' }));
    await page.goto(away);
    await page.unroute(away);
    page.off('dialog', leave);
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Storage.clearDataForOrigin', { origin: new URL(editor.url).origin, storageTypes: 'local_storage' });
    await devtools.detach();
  } else shared = await newPage(browser);
  const { page, problems } = shared;
  await page.setViewportSize(viewport);
  problems.splice(0);
  await page.goto(editor.url);
  await expect.poll(() => shownHeading(page).textContent(), { timeout: 15_000 }).toBe(HEADING);
  // The tab stays open for the next test.
  return { page, problems };
}

const saved = (page: Page) => expect.poll(() => page.getByRole('status').first().textContent(), { timeout: 15_000 }).toBe('Saved to site.yaml.');

beforeEach(() => restore(), 30_000);

describe('the editor', () => {
  it('shows the hero heading change in the preview before saving, and saving changes that one line of the file', async () => {
    const { page, problems } = await openEditor();
    const heading = page.getByLabel('Heading', { exact: true });
    await heading.fill('Phones That Fit Your Practice');
    await expect.poll(() => shownHeading(page).textContent(), { timeout: 10_000 }).toBe('Phones That Fit Your Practice');
    // how long the preview took, said beside it
    const timing = await page.getByText(/^Preview updated (\d+ ms|\d\.\d s) after the last edit$/).textContent();
    expect(Number(timing!.match(/(\d+(\.\d)?) m?s/)![1])).toBeGreaterThan(0);
    expect(readFileSync(file, 'utf8')).toBe(original);
    // what saving will change, in words, before it is saved
    await page.getByRole('button', { name: '1 unsaved change' }).click();
    expect(await page.getByRole('region', { name: 'What saving changes in site.yaml' }).getByRole('listitem').allTextContents()).toEqual([
      `Transparent Business Telephony in Manitoba (/) › Hero: Phones That Fit Your Practice › Heading: “${HEADING}” → “Phones That Fit Your Practice”`,
    ]);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await saved(page);
    expect(changedLines(original, readFileSync(file, 'utf8'))).toEqual({
      removed: [`        heading: ${HEADING}`],
      added: ['        heading: Phones That Fit Your Practice'],
    });
    expect(problems).toEqual([]);
  });

  it('keeps every key typed into a heading up to its 100 characters, in the same box', async () => {
    const { page, problems } = await openEditor();
    const heading = page.getByLabel('Heading', { exact: true });
    const longer = 'Phones, video meetings and shared files for Manitoba offices, set up and looked after by a team';
    expect(longer.length).toBeGreaterThan(80);
    // Key by key, as a person types, across the 80th character, where the box once changed kind
    // and the keys after it were lost: the box the typing started in must get every key.
    await heading.fill(longer.slice(0, 70));
    await page.keyboard.type(longer.slice(70));
    await expect(heading.inputValue()).resolves.toBe(longer);
    await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe('INPUT');
    await expect.poll(() => shownHeading(page).textContent(), { timeout: 10_000 }).toBe(longer);
    expect(problems).toEqual([]);
  });

  it('keeps Save in view on a phone however far down the form one scrolls, and never scrolls sideways', async () => {
    const { page } = await openEditor({ width: 375, height: 740 });
    // Every button of the top bar within the screen, none of its words broken over two lines.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    for (const name of ['Undo', 'Redo', 'Save', 'Pictures…', 'Review and publish…']) {
      const button = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
      expect({ name, right: Math.min(button.x + button.width, 375), height: Math.min(button.height, 48) }).toEqual({ name, right: button.x + button.width, height: button.height });
    }
    await page.getByLabel('Heading', { exact: true }).fill('Phones That Fit Your Practice');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const save = page.getByRole('button', { name: 'Save', exact: true });
    const box = (await save.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    await save.click();
    await saved(page);
    // The preview starts at a phone's width here, and shows the desktop's scaled down to the screen, not cropped.
    const frame = page.locator('iframe[title="Preview of the page"]');
    const shownWidth = () => frame.evaluate((element) => (element as HTMLIFrameElement).contentWindow!.innerWidth);
    expect(await shownWidth()).toBe(375);
    await page.getByRole('button', { name: 'Desktop', exact: true }).click();
    await expect.poll(shownWidth).toBe(1280);
    const shown = (await frame.boundingBox())!;
    expect([shown.x >= 0, shown.x + shown.width <= 375]).toEqual([true, true]);
    // A block tapped in the preview, below the form, brings its form into view under the top bar.
    await preview(page).locator('[data-editor-block="2"] h2').first().click();
    const title = page.locator('#section-title');
    await expect.poll(() => title.evaluate((element) => element === document.activeElement)).toBe(true);
    const [heading, bar] = [(await title.boundingBox())!, (await page.getByRole('banner').boundingBox())!];
    expect(heading.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    expect(heading.y + heading.height).toBeLessThanOrEqual(740);
  });

  it('names what each list’s button adds, as office staff would say it', async () => {
    const { page } = await openEditor();
    await page.getByRole('navigation', { name: 'Sections of site.yaml' }).getByRole('button', { name: 'Menu', exact: true }).first().click();
    const adds = await page.getByRole('button', { name: /^Add / }).allInnerTexts();
    expect(adds).toContain('Add a menu item');
    expect(adds).toContain('Add a submenu item');
    expect(adds.filter((words) => /^Add to /.test(words))).toEqual([]);
    // A new item is not wrong before anything is typed into it: its empty fields are problems
    // only once a save is asked for.
    await page.getByRole('button', { name: 'Add a menu item', exact: true }).last().click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toBe('1 unsaved change');
    const problemCount = () => problemList(page).getByRole('listitem').count();
    // checked meanwhile: the preview waits for the problems it found, and none is shown
    await expect.poll(() => page.getByText(/^Preview paused/).count(), { timeout: 10_000 }).toBe(1);
    expect(await problemCount()).toBe(0);
    expect(await page.getByText('text must not be empty; found empty text').count()).toBe(0);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(problemCount, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(readFileSync(file, 'utf8')).toBe(original);
  });

  it('undoes and redoes edits, a field’s typing as one step, the preview following', async () => {
    const { page } = await openEditor();
    const heading = page.getByLabel('Heading', { exact: true });
    const eyebrow = page.getByLabel('Eyebrow (optional)');
    const eyebrowBefore = await eyebrow.inputValue();
    await heading.press('End');
    await heading.pressSequentially(' Today');
    await eyebrow.fill('Winnipeg');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(eyebrow.inputValue()).resolves.toBe(eyebrowBefore);
    await page.keyboard.press('Control+z');
    await expect(heading.inputValue()).resolves.toBe(HEADING);
    await expect.poll(() => shownHeading(page).textContent(), { timeout: 10_000 }).toBe(HEADING);
    await page.keyboard.press('Control+Shift+z');
    await expect(heading.inputValue()).resolves.toBe(`${HEADING} Today`);
    await expect.poll(() => shownHeading(page).textContent(), { timeout: 10_000 }).toBe(`${HEADING} Today`);
    await expect(page.getByRole('button', { name: 'Redo' }).isEnabled()).resolves.toBe(true);
  });

  it('adds a block from the gallery, drawn there with its example, and saves it into the page', async () => {
    const { page } = await openEditor();
    const blocksBefore = await preview(page).locator('[data-editor-block]').count();
    await page.getByRole('button', { name: 'Add a block after this one…' }).click();
    const gallery = page.getByRole('dialog', { name: 'Add a block' });
    await expect.poll(() => gallery.locator('iframe').count(), { timeout: 15_000 }).toBeGreaterThan(10);
    await gallery.getByRole('button', { name: 'Add quote' }).click();
    await expect.poll(() => preview(page).locator('[data-editor-block]').count(), { timeout: 10_000 }).toBe(blocksBefore + 1);
    await expect(page.getByRole('heading', { level: 2, name: /^Quote: / }).count()).resolves.toBe(1);

    // Its words are the example's until they are replaced: saving asks first.
    const examples = page.getByRole('region', { name: /still holds? example text$/ });
    await expect(examples.getByRole('listitem').count()).resolves.toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toMatch(/^Not saved yet: \d+ fields? still holds? example text\./);
    expect(readFileSync(file, 'utf8')).toBe(original);
    await examples.getByRole('button', { name: 'Save anyway, with the example text' }).click();
    await saved(page);
    const blocks = parse(readFileSync(file, 'utf8')).pages[0].blocks as { type: string }[];
    expect(blocks.map((block) => block.type)).toEqual([...(parse(original).pages[0].blocks as { type: string }[]).map((block) => block.type)].toSpliced(1, 0, 'quote'));
  });

  it('moves a block up, in the preview and then in the file, with its lines unchanged', async () => {
    const { page } = await openEditor();
    const before = parse(original).pages[0].blocks as { type: string; heading?: string }[];
    await page.getByRole('navigation', { name: 'Sections of site.yaml' }).getByRole('button', { name: /\(\/\)$/ }).click();
    const second = page.getByRole('main').getByRole('listitem').nth(1);
    await second.getByRole('button', { name: /^Move .* up$/ }).click();
    await expect.poll(() => preview(page).locator('[data-editor-block="0"] h2').first().textContent(), { timeout: 10_000 }).toBe(before[1]!.heading!.replace('{company.name}', parse(original).company.name));
    // Focus goes with the moved block: at the top it cannot go up, so its Move down button has it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Move ${typeLabel(before[1]!.type)}: ${before[1]!.heading} down`);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await saved(page);
    const after = readFileSync(file, 'utf8');
    expect((parse(after).pages[0].blocks as { type: string }[]).map((block) => block.type)).toEqual([before[1]!.type, before[0]!.type, ...before.slice(2).map((block) => block.type)]);
    expect([...after.split('\n')].sort()).toEqual([...original.split('\n')].sort());
  });

  it('adds a page in each language as a draft, which holds nothing back, and publishes it once marked ready', async () => {
    const { page } = await openEditor();
    const problems = () => problemList(page).getByRole('listitem').allInnerTexts();
    await page.getByRole('button', { name: 'Add a page', exact: true }).click();
    // A draft: named so in the list of pages, refused nothing, and previewed with what it still lacks.
    const nav = page.getByRole('navigation', { name: 'Sections of site.yaml' });
    await expect(nav.getByRole('button', { name: /^New Page \(\/new-page\)\s*Draft$/ }).count()).resolves.toBe(1);
    await expect.poll(() => shownHeading(page).textContent(), { timeout: 15_000 }).toBe('New Page');
    const unfinished = page.getByRole('note', { name: /^This page is a draft/ });
    // The missing French version is said once, with the way to add it, rather than as site.yaml's rule.
    await expect.poll(() => unfinished.getByRole('listitem').allInnerTexts(), { timeout: 15_000 }).toEqual(['New Page (/new-page) › Description: text must not be empty; found empty text']);
    await expect(unfinished.getByText('It has no French version yet.').count()).resolves.toBe(1);
    expect(await problems()).toEqual([]);
    await expect(page.getByText(/^Preview (of the unsaved page|updated (\d+ ms|\d\.\d s) after the last edit)$/).count()).resolves.toBe(1);
    // A block that cannot be drawn yet keeps its place, empty, and is outlined there when chosen.
    await page.getByRole('button', { name: /^Add a block/ }).click();
    await page.getByRole('dialog', { name: 'Add a block' }).getByRole('button', { name: 'Add text' }).click();
    await page.getByLabel('Heading', { exact: true }).fill('');
    await expect.poll(() => preview(page).getByText('This block is not shown until what it lacks is filled in.').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => unfinished.getByRole('listitem').count(), { timeout: 15_000 }).toBe(2);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => preview(page).locator('[data-editor-block]').count(), { timeout: 15_000 }).toBe(1);
    // A hero takes the place of the page header, in one step to undo: a page has one main heading.
    await page.getByRole('button', { name: /^Add a block/ }).click();
    await page.getByRole('dialog', { name: 'Add a block' }).getByRole('button', { name: 'Add hero in place of the page header' }).click();
    await expect.poll(() => nav.getByRole('button', { name: /^Hero: / }).count()).toBe(1);
    await expect(nav.getByRole('button', { name: /^Page header: / }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => nav.getByRole('button', { name: /^Page header: New Page$/ }).count()).toBe(1);
    // Its French version starts from a copy of its blocks, to translate.
    await unfinished.getByRole('button', { name: 'Add its French version, starting from this page' }).click();
    await expect(page.getByLabel('Counterpart', { exact: true }).inputValue()).resolves.toBe('/new-page');
    await page.getByLabel('Description', { exact: true }).fill('Ce que la nouvelle page offre, en une phrase.');
    await expect.poll(() => shownHeading(page).textContent(), { timeout: 10_000 }).toBe('New Page');
    // The two are marked ready together: what the English page lacks is listed with the French
    // page's draft, and no Mark ready is offered until it is filled in.
    const lacking = 'New Page (/new-page) › Description: text must not be empty; found empty text';
    await expect.poll(() => unfinished.getByRole('listitem').allInnerTexts(), { timeout: 10_000 }).toEqual([lacking]);
    await expect(unfinished.getByRole('button', { name: /^Mark ready/ }).count()).resolves.toBe(0);
    await unfinished.getByRole('button', { name: lacking }).click();
    await page.getByLabel('Description', { exact: true }).fill('What the new page offers, in one sentence.');
    await nav.getByRole('button', { name: /^Nouvelle page \(\/fr\/nouvelle-page\)/ }).click();
    await expect.poll(() => unfinished.textContent(), { timeout: 10_000 }).toMatch(/Nothing is missing: mark it ready to publish it\.Mark ready, with its version in the other language$/);
    // Four edits (two pages added, two descriptions written) are two changes to the file.
    await expect(page.getByRole('status').first().textContent()).resolves.toBe('2 unsaved changes');

    // Moving the French page up keeps it selected; removing it selects the page before it.
    await page.getByRole('button', { name: 'Move page /fr/nouvelle-page up' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Nouvelle page (/fr/nouvelle-page)' }).count()).resolves.toBe(1);
    await page.getByRole('button', { name: 'Move page /fr/nouvelle-page down' }).click();
    // The titles a new page starts with are example text, and the English the French page was
    // started from is English words: named, and saved only when asked to.
    const examples = page.getByRole('region', { name: '4 fields still hold example text or English words' });
    await expect(examples.getByRole('listitem').allInnerTexts()).resolves.toEqual([
      'New Page (/new-page) › Title',
      'New Page (/new-page) › Page header: New Page › Heading',
      'Nouvelle page (/fr/nouvelle-page) › Title',
      'Nouvelle page (/fr/nouvelle-page) › Page header: New Page › Heading',
    ]);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toBe('Not saved yet: 4 fields still hold example text or English words. Replace them, or save anyway.');
    expect(readFileSync(file, 'utf8')).toBe(original);
    await examples.getByRole('button', { name: 'Save anyway, with the example text or English words' }).click();
    await saved(page);
    // Each page is written where its list ends, as a person would write it, a draft; nothing else changes.
    const english = ['  - draft: true', '    path: /new-page', '    title: New Page', '    description: What the new page offers, in one sentence.', '    blocks:', '      - type: page-header', '        heading: New Page', ''];
    const french = ['    - draft: true', '      path: /fr/nouvelle-page', '      counterpart: /new-page', '      title: Nouvelle page', '      description: Ce que la nouvelle page offre, en une phrase.', '      blocks:', '        - type: page-header', '          heading: New Page', ''];
    const text = readFileSync(file, 'utf8');
    expect(text.split(english.join('\n'))).toHaveLength(2);
    expect(text.split(french.join('\n'))).toHaveLength(2);
    expect(text.replace(english.join('\n'), '').replace(french.join('\n'), '')).toBe(original);

    // Marked ready together, both go out with the next save.
    await unfinished.getByRole('button', { name: 'Mark ready, with its version in the other language' }).click();
    await expect.poll(() => nav.getByText('Draft', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await saved(page);
    expect(readFileSync(file, 'utf8')).toBe(text.replace(english.join('\n'), english.slice(1).join('\n').replace('    path:', '  - path:')).replace(french.join('\n'), french.slice(1).join('\n').replace('      path:', '    - path:')));

    // Nothing leads to the pages yet: one click adds both to the end of their menus, one step to undo.
    const unlinked = page.getByRole('note', { name: 'Nothing leads to this page yet: no menu item and no link.' });
    await unlinked.getByRole('button', { name: 'Add it to the menu, with its version in the other language' }).click();
    await expect.poll(() => unlinked.count()).toBe(0);
    await expect(page.getByRole('status').first().textContent()).resolves.toBe('2 unsaved changes');
    await nav.getByRole('button', { name: 'Menu', exact: true }).first().click();
    await expect(page.getByLabel('Title', { exact: true }).last().inputValue()).resolves.toBe('New Page');
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toBe('No unsaved changes');
    await nav.getByRole('button', { name: /^Nouvelle page \(\/fr\/nouvelle-page\)/ }).click();

    await page.getByRole('button', { name: 'Remove page /fr/nouvelle-page' }).click();
    const before = parse(original).fr.pages.at(-1) as { title: string; path: string };
    const shown = page.getByRole('heading', { level: 2, name: `${before.title} (${before.path})` });
    await expect(shown.count()).resolves.toBe(1);
    // Focus lands on the page now shown, not on another Remove button.
    await expect.poll(() => hasFocus(shown)).toBe(true);
    // A page marked ready must have its French version.
    await expect.poll(problems, { timeout: 10_000 }).toEqual([expect.stringMatching(/^New Page \(\/new-page\) › Path: the page "\/new-page" has no French version/)]);
  });

  it('offers, when a page’s address changes, to move the links to it and redirect the old address', async () => {
    const { page } = await openEditor();
    const about = (parse(original).pages as { path: string; title: string }[]).find((candidate) => candidate.path === '/about')!;
    await page.getByRole('navigation', { name: 'Sections of site.yaml' }).getByRole('button', { name: `${about.title} (/about)` }).click();
    const path = page.getByLabel('Path', { exact: true });
    await path.fill('/about-us');
    // the links to /about lead nowhere now: problems, and an offer to fix them all
    await expect.poll(() => problemList(page).getByRole('listitem').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const offer = page.getByRole('status').filter({ hasText: 'changed from /about to /about-us' });
    await expect.poll(() => offer.textContent(), { timeout: 10_000 }).toMatch(/^The address of “About Us” changed from \/about to \/about-us\. \d+ links still lead to \/about\. Visitors and search engines that know \/about would find nothing there\./);
    // below the form, where it does not push the address being typed down the pane
    expect((await offer.boundingBox())!.y).toBeGreaterThan((await path.boundingBox())!.y);
    await offer.getByRole('button', { name: /^Update the \d+ links and send \/about to \/about-us$/ }).click();
    await expect.poll(() => problemList(page).getByRole('listitem').count(), { timeout: 10_000 }).toBe(0);
    await expect(offer.count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await saved(page);
    const written = parse(readFileSync(file, 'utf8'));
    expect(written.redirects).toContainEqual({ from: '/about', to: '/about-us' });
    // the old address stays only where the redirect takes visitors from it
    expect(
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => /: \/about(#\S*)?$/.test(line))
        .map((line) => line.trim()),
    ).toEqual(['- from: /about']);
  });

  it('fits every section’s form in its pane at 1280 px, however long its texts', async () => {
    const { page } = await openEditor({ width: 1280, height: 800 });
    // Every section and every block of every page, chosen in turn in the page itself: what is
    // measured is the form's layout, not the way there, so no round trip per click.
    const { seen, wider } = await page.evaluate(async () => {
      const nextTask = () => new Promise<void>((done) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => done();
        channel.port2.postMessage(null);
      });
      const nav = document.querySelector('nav[aria-label="Sections of site.yaml"]')!;
      const pane = document.querySelector('main')!;
      const found = { seen: 0, wider: [] as string[] };
      const measure = async (button: HTMLButtonElement) => {
        const name = button.innerText.split('\n')[0]!;
        button.click();
        await nextTask();
        // the form's pane is named after the section it shows
        const title = document.getElementById(pane.getAttribute('aria-labelledby')!)!.textContent;
        if (title !== name) throw new Error(`chose ${name}, the form shows ${title}`);
        const over = pane.scrollWidth - pane.clientWidth;
        found.seen += 1;
        if (over > 1) found.wider.push(`${name}: ${over} px too wide`);
      };
      const sections = () => [...nav.querySelectorAll<HTMLElement>(':scope section > ul > li')];
      for (let index = 0; index < sections().length; index += 1) {
        await measure(sections()[index]!.querySelector(':scope > button')!);
        // a page's blocks are listed once it is chosen
        const blocks = () => [...sections()[index]!.querySelectorAll<HTMLButtonElement>('li > button')];
        for (let block = 0; block < blocks().length; block += 1) await measure(blocks()[block]!);
      }
      return found;
    });
    expect(seen).toBeGreaterThan(100);
    expect(wider).toEqual([]);
  });

  it('refuses to save a blank heading: the message beside the field, the file unchanged', async () => {
    const { page } = await openEditor();
    const heading = page.getByLabel('Heading', { exact: true });
    await heading.fill('');
    // said beside the box, and read with it
    await expect.poll(() => descriptionsOf(heading), { timeout: 10_000 }).toContain('text must not be empty; found empty text');
    await expect(page.getByText('text must not be empty; found empty text', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(heading.getAttribute('aria-invalid')).resolves.toBe('true');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByRole('status').first().textContent(), { timeout: 10_000 }).toMatch(/^Not saved: 1 problem/);
    expect(readFileSync(file, 'utf8')).toBe(original);
    // The list of problems leads to the field.
    const home = parse(original).pages[0] as { title: string };
    const line = original.split('\n').findIndex((text) => text.trim() === `heading: ${HEADING}`) + 1;
    await page.getByRole('button', { name: `${home.title} (/) › Hero › Heading: text must not be empty; found empty text (line ${line})`, exact: true }).click();
    await expect(hasFocus(heading)).resolves.toBe(true);
    // Undoing the edit leaves nothing to fix, and the refusal is no longer reported.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent(), { timeout: 10_000 }).toBe('No unsaved changes');
    await expect.poll(() => problemList(page).count(), { timeout: 10_000 }).toBe(0);
  });

  it('picks up a change made to the file outside it, and keeps unsaved edits that collide until the editor chooses', async () => {
    const { page } = await openEditor();
    const heading = page.getByLabel('Heading', { exact: true });
    writeFileSync(file, original.replace(`heading: ${HEADING}`, 'heading: Changed Outside'));
    await expect.poll(() => heading.inputValue(), { timeout: 10_000 }).toBe('Changed Outside');
    await expect.poll(() => shownHeading(page).textContent(), { timeout: 10_000 }).toBe('Changed Outside');

    await heading.fill('Changed Inside');
    writeFileSync(file, original.replace(`heading: ${HEADING}`, 'heading: Changed Outside Again'));
    const alert = page.getByRole('alert');
    // where, in the sidebar's words, and both versions, so the choice is not made blind
    await expect.poll(() => alert.getByRole('listitem').innerText(), { timeout: 10_000 }).toBe(
      'Transparent Business Telephony in Manitoba (/) › Hero: Changed Inside › Heading\nIn the file now: “Changed Outside Again”\nYour edit: “Changed Inside”',
    );
    await expect(heading.inputValue()).resolves.toBe('Changed Inside');
    await expect(page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).resolves.toBe(true);
    await alert.getByRole('button', { name: 'Keep my edits on top of the new file' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await saved(page);
    expect(parse(readFileSync(file, 'utf8')).pages[0].blocks[0].heading).toBe('Changed Inside');
  });

  it('waits, keeping unsaved edits, while the file is saved elsewhere with a YAML mistake', async () => {
    const { page } = await openEditor();
    await page.getByLabel('Heading', { exact: true }).fill('Kept While Broken');
    writeFileSync(file, original.replace(`heading: ${HEADING}`, 'heading: "Unclosed'));
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent(), { timeout: 10_000 }).toMatch(/cannot be read|stops it being read/);
    await expect(alert.textContent()).resolves.toMatch(/site\.yaml:\d+:\d+ /);
    await expect(page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).resolves.toBe(true);
    writeFileSync(file, original);
    await expect.poll(() => alert.count(), { timeout: 10_000 }).toBe(0);
    await expect(page.getByLabel('Heading', { exact: true }).inputValue()).resolves.toBe('Kept While Broken');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await saved(page);
    expect(parse(readFileSync(file, 'utf8')).pages[0].blocks[0].heading).toBe('Kept While Broken');
  });

  it('selects a block clicked in the preview, outlines it, and shows phone and desktop widths', async () => {
    const { page } = await openEditor();
    await preview(page).locator('[data-editor-block="2"] h2').first().click();
    const blocks = parse(original).pages[0].blocks as { type: string }[];
    const kind = new RegExp(`^${blocks[2]!.type.replace(/^./, (letter) => letter.toUpperCase()).replace(/-/g, ' ')}`, 'i');
    await expect.poll(() => page.getByRole('main', { name: kind }).count()).toBe(1);
    await expect(preview(page).locator('.editor-outline').isVisible()).resolves.toBe(true);
    const frame = page.locator('iframe[title="Preview of the page"]');
    await page.getByRole('button', { name: 'Phone', exact: true }).click();
    await expect.poll(() => frame.evaluate((element) => (element as HTMLIFrameElement).contentWindow!.innerWidth)).toBe(375);
    await page.getByRole('button', { name: 'Desktop', exact: true }).click();
    await expect.poll(() => frame.evaluate((element) => (element as HTMLIFrameElement).contentWindow!.innerWidth)).toBe(1280);
  });

  it('adds an uploaded picture under a safe name, offers it with the others, and shows it in the preview', async () => {
    const { page, problems } = await openEditor();
    // The form, with its picture field's hidden file input, scrolls in its pane to its end and
    // further; the editor's window never does, so the top bar stays and nothing blank appears.
    await page.getByRole('main').hover();
    for (let turn = 0; turn < 10; turn += 1) await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.getByRole('main').evaluate((pane) => pane.scrollTop > 0)).toBe(true);
    expect(await page.evaluate(() => ({ scrolled: window.scrollY, beyond: Math.max(0, document.documentElement.scrollHeight - window.innerHeight) }))).toEqual({ scrolled: 0, beyond: 0 });
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3a7ca5' } }).png().toBuffer();
    await page.getByLabel('Upload a new picture').setInputFiles({ name: 'Mon Équipe (1).PNG', mimeType: 'image/png', buffer: photo });
    await expect.poll(() => page.getByText('Added /images/mon-equipe-1.png').count(), { timeout: 10_000 }).toBe(1);
    expect(readdirSync(join(publicDir, 'images'))).toContain('mon-equipe-1.png');
    await page.getByText('Picture: /images/mon-equipe-1.png').click();
    await expect(page.getByRole('radio', { name: 'mon-equipe-1.png' }).isChecked()).resolves.toBe(true);
    // Drawn from an address that carries the picture key, and loaded: the editor let it through.
    const shown = preview(page).locator('img[src^="/images/mon-equipe-1.png?key="]');
    await expect.poll(() => shown.count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), { timeout: 10_000 }).toBe(1600);
    // Nothing is written to site.yaml until it is saved.
    expect(readFileSync(file, 'utf8')).toBe(original);
    expect(problems).toEqual([]);
  });

  it('is axe clean and reachable from the keyboard', async () => {
    const { page } = await openEditor();
    expect(await violations(page, { exclude: 'iframe' })).toEqual([]);
    // Undo, Redo and Save are disabled with nothing to undo or save; after Pictures and Review and publish comes the first section.
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Pictures…');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Review and publish…');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Site settings');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('main', { name: 'Site settings', exact: true }).count()).toBe(1);
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Company');
  });

  it('labels every field, offers to remove only what may go, and takes a placeholder where a number may be one', async () => {
    const { page } = await openEditor();
    const sections = page.getByRole('navigation', { name: 'Sections of site.yaml' });
    // Each text of a list has a label of its own.
    await sections.getByRole('button', { name: 'Company', exact: true }).click();
    const areas = parse(original).company.areaServed as string[];
    await expect(page.getByLabel('Item 1 of area served', { exact: true }).inputValue()).resolves.toBe(areas[0]);
    // The French settings show two fields of the French section: nothing there removes it all.
    await sections.getByRole('button', { name: 'Language settings' }).click();
    await expect(page.getByRole('main').getByRole('button', { name: /^Remove/ }).count()).resolves.toBe(0);
    // An optional section can be left out, and the button says which.
    await sections.getByRole('button', { name: 'Announcement' }).first().click();
    await expect(page.getByRole('button', { name: 'Remove announcement', exact: true }).count()).resolves.toBe(1);
    // A count-up's number may be a placeholder for a company fact; typing digits writes a number.
    await sections.getByRole('button', { name: /\(\/\)$/ }).click();
    await sections.getByRole('button', { name: /^Stats: / }).click();
    const value = page.getByLabel('Value', { exact: true }).first();
    await expect(value.inputValue()).resolves.toBe('{company.yearsExperience}');
    // a placeholder is shown as the page reads it, beside the field and in the sidebar
    const company = parse(original).company as { yearsExperience: number; name: string };
    await expect(descriptionsOf(value)).resolves.toContain(`Shows as: ${company.yearsExperience}`);
    const named = (parse(original).pages[0].blocks as { type: string; heading?: string }[]).find((block) => block.heading?.includes('{company.name}'))!;
    const shown = `${typeLabel(named.type)}: ${named.heading!.replace('{company.name}', company.name)}`;
    await expect(sections.getByRole('button', { name: shown, exact: true }).count()).resolves.toBe(1);
    await value.fill('45');
    expect(await violations(page, { exclude: 'iframe' })).toEqual([]);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await saved(page);
    expect(changedLines(original, readFileSync(file, 'utf8'))).toEqual({ removed: ["          - value: '{company.yearsExperience}'"], added: ['          - value: 45'] });
  });
});

describe('the picture library', () => {
  it('shows where each picture is used, deletes one no page shows, and renames one with its places', async () => {
    writeFileSync(join(publicDir, 'images', 'draft.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3"/></svg>');
    const { page } = await openEditor();
    await page.getByRole('button', { name: 'Pictures…' }).click();
    const library = page.getByRole('dialog', { name: 'Pictures' });
    const picture = (name: string) => library.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
    await expect(picture('draft.svg').getByText('Not shown on any page.').count()).resolves.toBe(1);
    const hero = picture('hero.svg');
    await expect(hero.getByText('Shown in 2 places:').count()).resolves.toBe(1);
    await expect(hero.getByRole('button', { name: 'Delete hero.svg' }).isDisabled()).resolves.toBe(true);
    expect(await violations(page, { include: 'dialog' })).toEqual([]);

    await picture('draft.svg').getByRole('button', { name: 'Delete draft.svg' }).click();
    await picture('draft.svg').getByRole('button', { name: 'Delete it' }).click();
    await expect.poll(() => picture('draft.svg').count(), { timeout: 15_000 }).toBe(0);
    expect(existsSync(join(publicDir, 'images', 'draft.svg'))).toBe(false);

    await hero.getByRole('button', { name: 'Rename hero.svg…' }).click();
    const name = library.getByLabel('New name');
    await name.fill('Home hero');
    await library.getByRole('button', { name: 'Rename', exact: true }).click();
    await expect.poll(() => picture('home-hero.svg').getByRole('status').textContent(), { timeout: 15_000 }).toBe('Renamed to home-hero.svg, and site.yaml saved with the new name.');
    // The two places that show it, in English and in French, and nothing else.
    expect(readFileSync(file, 'utf8')).toBe(original.replaceAll('src: /images/hero.svg', 'src: /images/home-hero.svg'));
    expect(original.split('src: /images/hero.svg')).toHaveLength(3);
    // The page follows: no unsaved change, nothing outside to reconcile, the picture still shown.
    await expect(page.getByRole('status').first().textContent()).resolves.toBe('No unsaved changes');
    await picture('home-hero.svg').getByRole('button', { name: /› Hero/ }).first().click();
    await expect.poll(() => preview(page).locator('img[src*="home-hero"]').count(), { timeout: 15_000 }).toBe(1);
    renameSync(join(publicDir, 'images', 'home-hero.svg'), join(publicDir, 'images', 'hero.svg'));
  });

  it('refuses a replacement too small for where the picture is shown, and shows an accepted one as a change one Undo takes back', async () => {
    const { page } = await openEditor();
    await page.getByRole('button', { name: 'Pictures…' }).click();
    const library = page.getByRole('dialog', { name: 'Pictures' });
    const clinic = library.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'projects/clinic-website.jpg', exact: true }) });
    const replaceWith = (buffer: Buffer) => clinic.getByLabel('Replace projects/clinic-website.jpg with another file').setInputFiles({ name: 'new.jpg', mimeType: 'image/jpeg', buffer });
    const said = () => clinic.getByRole('status').textContent();

    await replaceWith(await sharp({ create: { width: 120, height: 120, channels: 3, background: '#808080' } }).jpeg().toBuffer());
    await expect
      .poll(said, { timeout: 15_000 })
      .toMatch(/^Not replaced: “Community Clinic Website” in the projects on Web Development \(\/services\/web-development\) shows it 959 px wide: this picture is 120 × 120 px; choose one at least 959 × 600 px\./);
    await expect(page.getByRole('status').first().textContent()).resolves.toBe('No unsaved changes');

    await replaceWith(readFileSync(join(publicDir, 'images', 'projects', 'services-refresh.jpg')));
    await expect.poll(said, { timeout: 15_000 }).toBe('Replaced by clinic-website.jpg wherever projects/clinic-website.jpg was shown. Save to keep it; Undo brings projects/clinic-website.jpg back.');
    // In English and in French, unsaved: the file and the old picture are as they were.
    await expect(page.getByRole('status').first().textContent()).resolves.toBe('2 unsaved changes');
    expect(readFileSync(file, 'utf8')).toBe(original);
    await library.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(page.getByRole('status').first().textContent()).resolves.toBe('No unsaved changes');
    expect(existsSync(join(publicDir, 'images', 'projects', 'clinic-website.jpg'))).toBe(true);
  });
});

describe('house-style advice in the editor', () => {
  it('points out a heading that leaves Title Case beside it, and saves it all the same', async () => {
    const { page } = await openEditor();
    const heading = page.getByLabel('Heading', { exact: true });
    await heading.fill('Phones that fit');
    const advice =
      'House style writes headings in Title Case: "that" and "fit" would start with a capital letter (small words such as "a", "and", "of", "to" stay lower case inside a heading)';
    // Beside the field, and read with it, as its help is.
    await expect.poll(() => page.getByText(advice, { exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect(descriptionsOf(heading)).resolves.toContain(advice);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await saved(page);
    expect(readFileSync(file, 'utf8')).toContain('        heading: Phones that fit\n');
    // Put right, the advice goes.
    await heading.fill('Phones That Fit');
    await expect.poll(() => page.getByText(advice, { exact: true }).count(), { timeout: 15_000 }).toBe(0);
    await expect(descriptionsOf(heading)).resolves.not.toContain(advice);
  });
});

describe('the editor’s safety', () => {
  it('answers only its own page: no token, another origin or another host name gets nothing', async () => {
    const api = new URL('/api/state', editor.url);
    // The key the editor gives its page, read as the page reads it: from the address it printed.
    const token = keyOf(editor.url);
    const status = (headers: Record<string, string>, method = 'GET', body?: string) => fetch(api.href.replace('/api/state', method === 'POST' ? '/api/save' : '/api/state'), { method, headers, ...(body ? { body } : {}) }).then((response) => response.status);
    expect(await status({ 'X-Editor-Token': token })).toBe(200);
    expect(await status({})).toBe(403);
    expect(await status({ 'X-Editor-Token': token, Origin: 'https://evil.example' })).toBe(403);
    expect(await status({ 'X-Editor-Token': 'guess' }, 'POST', '{}')).toBe(403);
    // A name pointed at this machine (DNS rebinding) is not the editor's own.
    const rebound = await new Promise<number>((done) => {
      void import('node:http').then(({ request }) => {
        const call = request(api, { headers: { Host: `evil.example:${api.port}`, 'X-Editor-Token': token } }, (response) => done(response.statusCode ?? 0));
        call.end();
      });
    });
    expect(rebound).toBe(403);
    expect(readFileSync(file, 'utf8')).toBe(original);
  });

  it('keeps its key where only its own page reads it, so no program on another port of localhost receives it', async () => {
    const cookies: string[] = [];
    const other = createServer((request, response) => {
      cookies.push(request.headers.cookie ?? '');
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><title>Another program</title><p>Another program on this machine</p>');
    });
    await new Promise<void>((done) => other.listen(0, '127.0.0.1', done));
    const { page } = await openEditor();
    try {
      // The key has left the address bar, and no cookie holds it.
      expect(new URL(page.url()).hash).toBe('');
      expect(await page.context().cookies()).toEqual([]);
      const elsewhere = await page.context().newPage();
      await elsewhere.goto(`http://localhost:${(other.address() as AddressInfo).port}/`);
      await elsewhere.evaluate(() => fetch('/collect', { credentials: 'include' }).then((answer) => answer.text()));
      expect(cookies.length).toBeGreaterThanOrEqual(2);
      expect(cookies.filter(Boolean)).toEqual([]);
      expect(await elsewhere.evaluate(() => Object.keys(localStorage))).toEqual([]);
      await elsewhere.close();
      // The editor's own address, typed without the key, finds the key this browser keeps.
      await page.goto(`http://localhost:${editor.port}/`);
      await expect.poll(() => shownHeading(page).textContent(), { timeout: 15_000 }).toBe(HEADING);
      // A key this browser kept that the editor no longer knows: the printed address, pasted into the tab, lets it in again.
      await page.evaluate(() => localStorage.setItem('editor-key', 'a key from before'));
      await page.reload();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toBe('Open the editor from its address');
      await page.goto(editor.url);
      await expect.poll(() => shownHeading(page).textContent(), { timeout: 15_000 }).toBe(HEADING);
    } finally {
      // A socket the browser opened ahead of a request it never sent would hold close() for a minute.
      other.closeAllConnections();
      await new Promise((done) => other.close(done));
    }
    // A browser that never had the address is told where to find it.
    const stranger = await newPage(browser);
    await stranger.page.goto(`http://localhost:${editor.port}/`);
    await expect.poll(() => stranger.page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toBe('Open the editor from its address');
    await stranger.close();
  });

  it('never reaches the built site', () => {
    const dist = inject('distDir');
    const files = readdirSync(dist, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && /\.(js|html)$/.test(entry.name));
    const leaking = files.filter((entry) => /data-editor-block|editor-token|api\/preview/.test(readFileSync(join(entry.parentPath, entry.name), 'utf8')));
    expect(files.length).toBeGreaterThan(20);
    expect(leaking.map((entry) => entry.name)).toEqual([]);
  });
});
