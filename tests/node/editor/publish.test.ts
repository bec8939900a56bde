/**
 * Publishing from the editor, driven as its page drives it, against a clone of a temporary
 * repository whose remote is a bare repository on this machine, and a second clone standing for a
 * colleague who publishes at the same time: the change list in words, a published version with its
 * author and message, a refused push resolved with both sides' work kept, a conflict that loses
 * nothing, the history, and a version restored by a new commit.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Edit } from '../../../editor/edits.ts';
import { startEditor, type RunningEditor } from '../../../editor/server.ts';
import { keyOf } from '../../support/editor-folder.ts';
import { siteRepository } from '../../support/site-repository.ts';

const folder = resolve('.test-build/editor-publish');
const colleague = join(folder, 'colleague');
const original = readFileSync('site.yaml', 'utf8');
const HEADING = 'Where Exceptional Results Meet Transparent Pricing';
const AUTHOR = { name: 'Marie Tremblay', email: 'marie@example.com' };
const { site, remote } = siteRepository(folder);

/** git as the colleague who publishes at the same time. */
const git = (cwd: string, ...args: string[]) => execFileSync('git', ['-c', 'user.name=Colleague', '-c', 'user.email=colleague@example.com', ...args], { cwd, encoding: 'utf8' }).trim();

let editor: RunningEditor;
let token: string;

beforeAll(async () => {
  execFileSync('git', ['clone', '--quiet', remote, colleague]);
  editor = await startEditor({ file: join(site, 'site.yaml'), publicDir: join(site, 'public'), port: 0, displayName: 'site.yaml' });
  token = keyOf(editor.url);
}, 120_000);

afterAll(async () => {
  await editor?.close();
});

async function api<T>(path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(new URL(path, editor.url), {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'X-Editor-Token': token, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

interface PublishState {
  repository: boolean;
  remote?: string;
  changes: string[];
  pictures: string[];
  unsent: number;
}
interface Result {
  ok: boolean;
  reason?: string;
  message: string;
  pushed?: boolean;
  committed?: boolean;
  ours?: string[];
  theirs?: string[];
  collisions?: { id: string; where: string; mine: string; theirs: string; placeable: boolean }[];
  problems?: { text: string }[];
}
interface Version {
  hash: string;
  author: string;
  email: string;
  message: string;
  changes: string[];
  sent: boolean;
}

/** Saves edits as the page does, on the version the editor has now. */
async function save(...edits: Edit[]) {
  const { body: state } = await api<{ version: string }>('/api/state');
  const saved = await api<{ version: string }>('/api/save', { version: state.version, edits });
  expect(saved.status).toBe(200);
}

const heading = (value: string): Edit => ({ op: 'set', path: ['pages', 0, 'blocks', 0, 'heading'], value });
const onRemote = (path = 'site.yaml') => execFileSync('git', ['--git-dir', remote, 'show', `main:${path}`], { encoding: 'utf8' });
/** The colleague changes one line of site.yaml and publishes it. */
function colleaguePublishes(was: string, now: string, message: string) {
  git(colleague, 'pull', '--quiet', '--ff-only');
  const file = join(colleague, 'site.yaml');
  const text = readFileSync(file, 'utf8');
  expect(text).toContain(was);
  writeFileSync(file, text.replace(was, now));
  git(colleague, 'commit', '--quiet', '-am', message);
  git(colleague, 'push', '--quiet');
}

describe('publishing from the editor', () => {
  it('lists what changed since the last published version, in words', async () => {
    const before = await api<PublishState>('/api/publish');
    expect(before.body).toMatchObject({ repository: true, remote: 'origin/main', changes: [], pictures: [], unsent: 0 });
    await save(heading('Straight Answers on Business Phones'));
    const after = await api<PublishState>('/api/publish');
    expect(after.body.changes).toEqual([`Transparent Business Telephony in Manitoba (/) › Hero: Straight Answers on Business Phones › Heading: “${HEADING}” → “Straight Answers on Business Phones”`]);
  });

  it('asks for a message and a name before anything is committed', async () => {
    const headBefore = git(site, 'rev-parse', 'HEAD');
    expect((await api<Result>('/api/publish', { message: '  ', author: AUTHOR })).status).toBe(400);
    const noName = await api<Result>('/api/publish', { message: 'New heading', author: { name: '', email: 'x@example.com' } });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toMatch(/your name/);
    expect(git(site, 'rev-parse', 'HEAD')).toBe(headBefore);
  });

  it('commits site.yaml with the message and the person as author, and pushes it', async () => {
    const published = await api<Result>('/api/publish', { message: 'A plainer heading on the home page', author: AUTHOR });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ ok: true, committed: true, pushed: true });
    expect(execFileSync('git', ['--git-dir', remote, 'log', '-1', '--format=%an <%ae>|%s', 'main'], { encoding: 'utf8' }).trim()).toBe('Marie Tremblay <marie@example.com>|A plainer heading on the home page');
    expect(onRemote()).toContain('heading: Straight Answers on Business Phones');
    expect((await api<PublishState>('/api/publish')).body).toMatchObject({ changes: [], unsent: 0 });
    expect((await api<Result>('/api/publish', { message: 'again', author: AUTHOR })).body.reason).toBe('nothing');
  });

  it('explains a refused push, then brings the colleague’s version in and publishes both', async () => {
    colleaguePublishes('  phone: +1 (204) 555-0123', '  phone: +1 (204) 555-0188', 'New phone number');
    await save({ op: 'set', path: ['site', 'themeColor'], value: '#123456' });
    const refused = await api<Result>('/api/publish', { message: 'A darker theme colour', author: AUTHOR });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ ok: false, reason: 'refused', committed: true });
    expect(refused.body.message).toMatch(/published by someone else/);
    expect((await api<PublishState>('/api/publish')).body.unsent).toBe(1);
    // nothing was forced: the colleague's version is still the remote's
    expect(onRemote()).toContain('555-0188');

    const both = await api<Result>('/api/publish/bring-in', { author: AUTHOR });
    expect(both.status).toBe(200);
    expect(both.body).toMatchObject({ ok: true, pushed: true });
    const published = onRemote();
    expect(published).toContain('phone: +1 (204) 555-0188');
    expect(published).toContain("themeColor: '#123456'");
    // the editor reads the combined file at once
    await expect.poll(async () => JSON.stringify((await api<{ data: unknown }>('/api/state')).body.data), { timeout: 10_000 }).toContain('555-0188');
  });

  it('stops at a conflict losing neither side, then combines both with the person’s choice of each change both made', async () => {
    colleaguePublishes('heading: Straight Answers on Business Phones', 'heading: Phones Without the Fine Print', 'Colleague’s heading');
    colleaguePublishes('  yearsExperience: 30', '  yearsExperience: 31', 'A year more');
    const remoteBefore = execFileSync('git', ['--git-dir', remote, 'rev-parse', 'main'], { encoding: 'utf8' }).trim();
    await save(heading('Honest Advice on Business Phones'), { op: 'set', path: ['site', 'themeColor'], value: '#224466' });
    expect((await api<Result>('/api/publish', { message: 'My heading', author: AUTHOR })).body.reason).toBe('refused');
    const mine = git(site, 'rev-parse', 'HEAD');

    const conflict = await api<Result>('/api/publish/bring-in', { author: AUTHOR });
    expect(conflict.status).toBe(409);
    expect(conflict.body.reason).toBe('conflict');
    expect(conflict.body.message).toMatch(/both changed one thing\. Nothing was merged and nothing is lost\. Choose which to keep of each/);
    expect(conflict.body.ours).toContainEqual(expect.stringMatching(/› Heading: “Straight Answers on Business Phones” → “Honest Advice on Business Phones”$/));
    expect(conflict.body.theirs).toContainEqual(expect.stringMatching(/› Heading: “Straight Answers on Business Phones” → “Phones Without the Fine Print”$/));
    expect(conflict.body.collisions).toEqual([
      { id: 'pages.0.blocks.0.heading', where: expect.stringMatching(/^Transparent Business Telephony in Manitoba \(\/\) › Hero: .* › Heading$/), mine: '“Honest Advice on Business Phones”', theirs: '“Phones Without the Fine Print”', placeable: true },
    ]);
    // both kept: my commit here, theirs on the remote, no merge left half-done
    const untouched = () => {
      expect(git(site, 'rev-parse', 'HEAD')).toBe(mine);
      expect(git(site, 'status', '--porcelain', '--untracked-files=no')).toBe('');
      expect(existsSync(join(site, '.git/MERGE_HEAD'))).toBe(false);
      expect(readFileSync(join(site, 'site.yaml'), 'utf8')).toContain('heading: Honest Advice on Business Phones');
      expect(execFileSync('git', ['--git-dir', remote, 'rev-parse', 'main'], { encoding: 'utf8' }).trim()).toBe(remoteBefore);
    };
    untouched();

    // every change both made needs a choice
    const unchosen = await api<Result>('/api/publish/combine', { author: AUTHOR, choices: {} });
    expect(unchosen.status).toBe(400);
    expect(unchosen.body.message).toMatch(/^choose your version or theirs of Transparent Business Telephony in Manitoba \(\/\) › Hero: .* › Heading$/);
    untouched();

    // mine kept for the heading; my other change and theirs come along by themselves
    const combined = await api<Result>('/api/publish/combine', { author: AUTHOR, choices: { 'pages.0.blocks.0.heading': 'mine' } });
    expect(combined.body).toMatchObject({ ok: true, pushed: true });
    const published = onRemote();
    expect(published).toContain('heading: Honest Advice on Business Phones');
    expect(published).toContain("themeColor: '#224466'");
    expect(published).toContain('yearsExperience: 31');
    // a merge of both versions, so that neither side's history is rewritten
    expect(git(site, 'rev-parse', 'HEAD^1', 'HEAD^2').split('\n')).toEqual([mine, remoteBefore]);
    expect(existsSync(join(site, '.git/MERGE_HEAD'))).toBe(false);
    await expect.poll(async () => JSON.stringify((await api<{ data: unknown }>('/api/state')).body.data), { timeout: 10_000 }).toContain('Honest Advice on Business Phones');
  });

  it('refuses to publish a file that does not validate, and commits nothing', async () => {
    const headBefore = git(site, 'rev-parse', 'HEAD');
    const file = join(site, 'site.yaml');
    const good = readFileSync(file, 'utf8');
    writeFileSync(file, good.replace('  email: sales@example.com', '  email: nope'));
    const refused = await api<Result>('/api/publish', { message: 'Broken e-mail', author: AUTHOR });
    expect(refused.status).toBe(422);
    expect(refused.body.problems?.map((problem) => problem.text)).toEqual([expect.stringMatching(/^site\.yaml:\d+:10 company\.email: expected an e-mail address/)]);
    expect(git(site, 'rev-parse', 'HEAD')).toBe(headBefore);
    writeFileSync(file, good);
    await expect.poll(async () => (await api<PublishState>('/api/publish')).body.changes, { timeout: 10_000 }).toEqual([]);
  });

  it('publishes a new picture with the content that shows it', async () => {
    const upload = await fetch(new URL('/api/images?name=Team Photo.svg', editor.url), {
      method: 'POST',
      headers: { 'X-Editor-Token': token, 'Content-Type': 'image/svg+xml' },
      body: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3"/></svg>',
    });
    expect(upload.status).toBe(201);
    const { src } = (await upload.json()) as { src: string };
    await save({ op: 'set', path: ['pages', 0, 'blocks', 0, 'image'], value: { src, alt: 'The team at the office' } });
    expect((await api<PublishState>('/api/publish')).body.pictures).toEqual([`public${src}`]);
    const published = await api<Result>('/api/publish', { message: 'A team photo on the home page', author: AUTHOR });
    expect(published.body).toMatchObject({ ok: true, pushed: true });
    expect(execFileSync('git', ['--git-dir', remote, 'ls-tree', '--name-only', '-r', 'main', 'public/images'], { encoding: 'utf8' })).toContain(`public${src}`);
  });

  it('lists the published versions with who, what and the changes in words', async () => {
    const { body: versions } = await api<Version[]>('/api/history');
    expect(versions.map((version) => version.message)).toEqual([
      'A team photo on the home page',
      'Combine the versions published on origin/main meanwhile with this one',
      // children before parents, one line of history at a time, whatever second each was made in
      'A year more',
      'Colleague’s heading',
      'My heading',
      'Bring in the versions published on origin/main meanwhile',
      'New phone number',
      'A darker theme colour',
      'A plainer heading on the home page',
      'The site as it starts',
    ]);
    expect(versions[0]).toMatchObject({ author: 'Marie Tremblay', email: 'marie@example.com', sent: true });
    expect(versions[0]!.changes).toEqual([
      'Transparent Business Telephony in Manitoba (/) › Hero: Honest Advice on Business Phones › Image › Picture: “/images/hero.svg” → “/images/team-photo.svg”',
      expect.stringMatching(/› Hero: Honest Advice on Business Phones › Image › Alt text: “A cloud phone service .*…” → “The team at the office”$/),
    ]);
    // the combination, from my side: what it brought in of theirs
    expect(versions[1]!.changes).toEqual(['Company › Years experience: 30 → 31']);
    const made = (message: string) => versions.find((version) => version.message === message);
    expect(made('A darker theme colour')!.changes).toEqual(['Site › Theme color: “#0B2545” → “#123456”']);
    expect(made('New phone number')).toMatchObject({ author: 'Colleague', changes: ['Company › Phone: “+1 (204) 555-0123” → “+1 (204) 555-0188”'] });
  });

  it('restores an earlier version as a new commit on top, rewriting nothing', async () => {
    const { body: versions } = await api<Version[]>('/api/history');
    const first = versions.at(-1)!;
    const headBefore = git(site, 'rev-parse', 'HEAD');
    const restored = await api<Result>('/api/restore', { hash: first.hash, author: AUTHOR });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ ok: true, pushed: true });
    expect(readFileSync(join(site, 'site.yaml'), 'utf8')).toBe(original);
    expect(onRemote()).toBe(original);
    // the versions before are all still there, under the new one
    expect(git(site, 'rev-parse', 'HEAD~1')).toBe(headBefore);
    expect(git(site, 'log', '-1', '--format=%an|%s')).toMatch(/^Marie Tremblay\|Restore the version of \d{4}-\d\d-\d\d \d\d:\d\d: The site as it starts$/);
    const { body: after } = await api<Version[]>('/api/history');
    expect(after).toHaveLength(versions.length + 1);
    expect(after[0]!.changes).toContain(`Transparent Business Telephony in Manitoba (/) › Hero: ${HEADING} › Heading: “Honest Advice on Business Phones” → “${HEADING}”`);
  });
});

describe('a lock git left behind', () => {
  it('is said in words while it may be another program’s, and cleared once it is left over', async () => {
    await save(heading('Phones That Stay Put'));
    const lock = join(site, '.git', 'index.lock');
    writeFileSync(lock, '');
    const locked = await api<Result>('/api/publish', { message: 'A steadier heading', author: AUTHOR });
    expect(locked.body).toEqual({
      ok: false,
      reason: 'failed',
      message: 'Nothing was published: another program is working in this copy of the site’s history just now (git’s lock file index.lock is there); wait a moment and try again.',
    });
    // A minute later, no program can still be holding it: it is left over from one that stopped.
    const minuteAgo = new Date(Date.now() - 60_000);
    utimesSync(lock, minuteAgo, minuteAgo);
    const published = await api<Result>('/api/publish', { message: 'A steadier heading', author: AUTHOR });
    expect(published.body).toMatchObject({ ok: true, committed: true });
    expect(existsSync(lock)).toBe(false);
  });
});
