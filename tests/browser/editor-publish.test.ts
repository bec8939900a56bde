/**
 * "Review and publish" in the editor, in Chromium, on a clone whose remote is a bare repository on
 * this machine: an office manager changes the hero heading, saves, reads the change in words,
 * publishes it under their name, finds it in the history, and restores the version before it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { startEditor, type RunningEditor } from '../../editor/server.ts';
import { storeTestAccount } from '../support/accounts.ts';
import { violations } from '../support/accessibility.ts';
import { newPage } from '../support/pages.ts';
import { siteRepository } from '../support/site-repository.ts';

const folder = resolve('.test-build/editor-publish-browser');
const original = readFileSync('site.yaml', 'utf8');
const HEADING = 'Where Exceptional Results Meet Transparent Pricing';
const { site, remote } = siteRepository(folder);

let editor: RunningEditor;
const browser = useBrowser();

beforeAll(async () => {
  editor = await startEditor({ file: join(site, 'site.yaml'), publicDir: join(site, 'public'), port: 0, displayName: 'site.yaml' });
}, 120_000);

afterAll(async () => {
  await editor?.close();
});

describe('review and publish', () => {
  it('publishes a saved change under the person’s name, lists it, and restores the version before', async () => {
    const { page, problems, close } = await newPage(browser(), { viewport: { width: 1280, height: 800 } });
    await page.goto(editor.url);
    await page.getByLabel('Heading', { exact: true }).fill('Phones That Fit Your Practice');
    // While what was published is read, the dialog says so rather than standing blank.
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    await page.route('**/api/publish', async (route) => {
      if (route.request().method() === 'GET') await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Review and publish…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Review and publish' });
    await expect.poll(() => dialog.getByRole('status').first().textContent()).toBe('Reading what has been published and what is waiting…');
    release();
    await expect.poll(() => dialog.getByRole('status').first().textContent(), { timeout: 15_000 }).toBe('You have 1 unsaved change. Save first: only what is saved is published.');
    expect(await dialog.getByRole('button', { name: 'Publish', exact: true }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByRole('status').first().textContent(), { timeout: 15_000 }).toBe('Saved to site.yaml.');
    await page.getByRole('button', { name: 'Review and publish…' }).click();
    await expect.poll(() => dialog.getByRole('heading', { level: 3 }).first().textContent(), { timeout: 15_000 }).toBe('Changes since the last published version (1)');
    const changes = dialog.getByRole('region', { name: /^Changes since the last published version/ }).getByRole('listitem');
    expect(await changes.first().textContent()).toBe(
      `Transparent Business Telephony in Manitoba (/) › Hero: Phones That Fit Your Practice › Heading: “${HEADING}” → “Phones That Fit Your Practice”`,
    );
    expect(await violations(page, { include: 'dialog[open]', allRules: true })).toEqual([]);

    await dialog.getByLabel('What changed, in a few words').fill('A heading for clinics');
    await dialog.getByLabel('Your name').fill('Marie Tremblay');
    await dialog.getByLabel('Your e-mail').fill('marie@example.com');
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect.poll(() => dialog.getByRole('status').first().textContent(), { timeout: 15_000 }).toMatch(/^Published\. The website is built again from it .*\(sent to origin\/main\)\.$/);
    expect(execFileSync('git', ['--git-dir', remote, 'log', '-1', '--format=%an|%s', 'main'], { encoding: 'utf8' }).trim()).toBe('Marie Tremblay|A heading for clinics');
    // the answer comes with the list that holds the new version, never above the list before it
    const versions = dialog.getByRole('region', { name: 'Published versions' }).getByRole('listitem');
    expect(await versions.first().textContent()).toMatch(/^A heading for clinics by Marie Tremblay, /);
    await expect.poll(() => dialog.getByRole('heading', { level: 3 }).first().textContent(), { timeout: 15_000 }).toBe('No changes since the last published version');

    // each version's own list of changes stays folded away, out of the list of versions
    expect(await versions.count()).toBe(2);

    await versions.nth(1).getByRole('button', { name: 'Restore this version…' }).click();
    await versions.nth(1).getByRole('button', { name: 'Restore and publish' }).click();
    await expect.poll(() => dialog.getByRole('status').first().textContent(), { timeout: 15_000 }).toMatch(/^Published\. /);
    await expect.poll(() => versions.count(), { timeout: 10_000 }).toBe(3);
    expect(await versions.first().textContent()).toMatch(/^Restore the version of .*: The site as it starts by Marie Tremblay/);
    expect(readFileSync(join(site, 'site.yaml'), 'utf8')).toBe(original);
    // the form behind follows the restored file
    await expect.poll(() => page.getByLabel('Heading', { exact: true }).inputValue(), { timeout: 10_000 }).toBe(HEADING);
    expect(problems).toEqual([]);
    await close();
  });
  it('settles a conflict with a colleague’s version by the person’s choice of each change both made', async () => {
    const colleague = join(folder, 'colleague');
    execFileSync('git', ['clone', '--quiet', remote, colleague]);
    const theirs = readFileSync(join(colleague, 'site.yaml'), 'utf8').replace(`heading: ${HEADING}`, 'heading: Phones Without the Fine Print');
    writeFileSync(join(colleague, 'site.yaml'), theirs);
    const colleagueGit = (...args: string[]) => execFileSync('git', ['-c', 'user.name=Colleague', '-c', 'user.email=colleague@example.com', ...args], { cwd: colleague });
    colleagueGit('commit', '--quiet', '-am', 'Colleague’s heading');
    colleagueGit('push', '--quiet');

    const { page, problems, close } = await newPage(browser(), { viewport: { width: 1280, height: 800 } });
    await page.goto(editor.url);
    await page.getByLabel('Heading', { exact: true }).fill('Honest Advice on Business Phones');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByRole('status').first().textContent(), { timeout: 15_000 }).toBe('Saved to site.yaml.');
    await page.getByRole('button', { name: 'Review and publish…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Review and publish' });
    await dialog.getByLabel('What changed, in a few words').fill('A plainer heading');
    // A browser that has not published before is not offered the name git knows in the clone: on a
    // shared machine that is whoever set it up.
    expect([await dialog.getByLabel('Your name').inputValue(), await dialog.getByLabel('Your e-mail').inputValue()]).toEqual(['', '']);
    await dialog.getByLabel('Your name').fill('Marie Tremblay');
    await dialog.getByLabel('Your e-mail').fill('marie@example.com');
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await dialog.getByRole('button', { name: 'Bring in their changes and publish both' }).click();

    const choice = dialog.getByRole('group', { name: /› Hero: .* › Heading$/ });
    await expect.poll(() => choice.count(), { timeout: 15_000 }).toBe(1);
    expect(await dialog.getByRole('alert').locator('p').first().textContent()).toMatch(/both changed one thing\. Nothing was merged and nothing is lost\./);
    const combine = dialog.getByRole('button', { name: 'Combine both versions and publish' });
    expect(await combine.isDisabled()).toBe(true);
    expect(await violations(page, { include: 'dialog[open]', allRules: true })).toEqual([]);
    await choice.getByRole('radio', { name: 'Keep mine: “Honest Advice on Business Phones”' }).check();
    expect(await choice.getByRole('radio', { name: 'Take theirs: “Phones Without the Fine Print”' }).isChecked()).toBe(false);
    await combine.click();
    await expect.poll(() => dialog.getByRole('status').first().textContent(), { timeout: 15_000 }).toMatch(/^Published\. The website is built again from it .*\(sent to origin\/main\)\.$/);
    expect(execFileSync('git', ['--git-dir', remote, 'show', 'main:site.yaml'], { encoding: 'utf8' })).toContain('heading: Honest Advice on Business Phones');
    // the refused push and the conflict are answered 409, as the web says it; nothing else went wrong
    expect(problems.filter((problem) => !/409/.test(problem))).toEqual([]);
    expect(problems.filter((problem) => problem.startsWith('HTTP')).map((problem) => new URL(problem.split(' ').at(-1)!).pathname)).toEqual(['/api/publish', '/api/publish/bring-in']);
    await close();
  });
});

describe('the editor served to others', () => {
  let served: RunningEditor;
  beforeAll(async () => {
    const accountsFile = join(folder, 'accounts.json');
    await storeTestAccount(accountsFile, { name: 'Paul Desjardins', email: 'paul@example.com', role: 'edit', password: 'assiniboine-river-7' });
    served = await startEditor({ file: join(site, 'site.yaml'), publicDir: join(site, 'public'), port: 0, displayName: 'site.yaml', host: '127.0.0.1', accounts: { accountsFile } });
  }, 120_000);
  afterAll(async () => {
    await served?.close();
  });

  it('signs a person in from the form, lets them save, and shows them the changes but no Publish when they may only edit', async () => {
    const { page, close } = await newPage(browser(), { viewport: { width: 375, height: 812 } });
    await page.goto(served.url);
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.getByLabel('Name').fill('Paul Desjardins');
    await page.getByLabel('Password').fill('a wrong password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('That name and password do not match an account.');
    await page.getByLabel('Password').fill('assiniboine-river-7');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Heading', { exact: true }).fill('Phones for Brandon Clinics');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByRole('status').first().textContent(), { timeout: 15_000 }).toBe('Saved to site.yaml.');
    expect(readFileSync(join(site, 'site.yaml'), 'utf8')).toContain('heading: Phones for Brandon Clinics');

    await page.getByRole('button', { name: 'Review and publish…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Review and publish' });
    const changes = dialog.getByRole('region', { name: /^Changes since the last published version/ }).getByRole('listitem');
    await expect.poll(() => changes.first().textContent(), { timeout: 15_000 }).toMatch(/› Heading: “.*” → “Phones for Brandon Clinics”$/);
    expect(await dialog.getByRole('status').textContent()).toMatch(/^Your account may edit and save\./);
    expect(await dialog.getByRole('button', { name: /Publish|Restore/ }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/login');
    await close();
  });
});
