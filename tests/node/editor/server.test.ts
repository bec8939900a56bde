/**
 * The editor's server as its page uses it: a save never writes over a change made to the file
 * outside the editor, only images are served from public/ (and never as the editor's own page),
 * an SVG that could run code is refused, and a growing list of edits costs one edit per request.
 */
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Edit } from '../../../editor/edits.ts';
import { editedTexts } from '../../../editor/edited-texts.ts';
import { editorKey } from '../../../editor/key-file.ts';
import { namedImagePaths } from '../../../schema/images.ts';
import { startEditor, type RunningEditor } from '../../../editor/server.ts';
import { keyOf } from '../../support/editor-folder.ts';

const folder = resolve('.test-build/editor-server');
const file = join(folder, 'site.yaml');
const publicDir = join(folder, 'public');
const original = readFileSync('site.yaml', 'utf8');
const THEME_COLOR: Edit = { op: 'set', path: ['site', 'themeColor'], value: '#123456' };
const SCRIPTED_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>fetch("/")</script><rect width="10" height="10"/></svg>';
const PLAIN_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';

/** Above the largest process number Linux gives (2^22). */
const DEAD_PROCESS = 99_999_999;

let editor: RunningEditor;
/** What was beside site.yaml once the editor had started. */
let leftAtStart: string[];
let token: string;
let pictureKey: string;
let originalVersion: string;

beforeAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  cpSync('public', publicDir, { recursive: true });
  writeFileSync(file, original);
  // What a save cut short by a killed editor left: its process (a number no process has) is gone.
  writeFileSync(join(folder, `.site.yaml.${DEAD_PROCESS}-0123456789ab.tmp`), original.slice(0, 1000));
  writeFileSync(join(folder, `.site.yaml.${process.pid}-0123456789ab.tmp`), 'a save under way in this process');
  editor = await startEditor({ file, publicDir, port: 0, displayName: 'site.yaml' });
  leftAtStart = readdirSync(folder).filter((name) => name.endsWith('.tmp'));
  rmSync(join(folder, `.site.yaml.${process.pid}-0123456789ab.tmp`));
  token = keyOf(editor.url);
  const start = (await (await api('/api/state')).json()) as State & { pictureKey: string };
  originalVersion = start.version;
  pictureKey = start.pictureKey;
}, 120_000);

afterAll(async () => {
  await editor?.close();
});

interface State {
  version: string;
}

/** A request as the editor's page makes it. */
function api(path: string, body?: unknown): Promise<Response> {
  return fetch(new URL(path, editor.url), {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'X-Editor-Token': token, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A picture as the editor's page asks for it: its address carrying the picture key. */
const get = (path: string) => fetch(new URL(`${path}?key=${pictureKey}`, editor.url));

const stateNow = async () => (await (await api('/api/state')).json()) as State;

/** Puts the original file back and waits until the editor has read it. */
async function restore() {
  writeFileSync(file, original);
  await expect.poll(async () => (await stateNow()).version, { timeout: 10_000 }).toBe(originalVersion);
}

describe('saving', () => {
  beforeEach(restore, 30_000);

  it('saves a change elsewhere while a draft page is unfinished, and draws the draft in the preview', async () => {
    const { version } = await stateNow();
    const pages = (parse(original) as { pages: unknown[] }).pages;
    // Started on Monday: no description, no French version; on Tuesday, the phone number changes.
    const draft = { op: 'insert', path: ['pages'], index: pages.length, value: { draft: true, path: '/security-audits', title: 'Security Audits', description: '', blocks: [{ type: 'page-header', heading: 'Security Audits' }] } };
    const phone = { op: 'set', path: ['company', 'phone'], value: '+1 (204) 555-0199' };
    const preview = (await (await api('/api/preview', { version, edits: [draft], language: 'en', page: pages.length })).json()) as { html: string; problems: unknown[]; draft?: { notes: { path: string }[] } };
    expect(preview.problems).toEqual([]);
    expect(preview.html).toContain('Security Audits');
    expect(preview.draft?.notes.map((note) => note.path)).toEqual([`pages.${pages.length}.description`, `pages.${pages.length}.path`]);
    const response = await api('/api/save', { version, edits: [draft, phone] });
    expect(response.status).toBe(200);
    const written = parse(readFileSync(file, 'utf8')) as { company: { phone: string }; pages: { path: string; draft?: boolean }[] };
    expect(written.company.phone).toBe('+1 (204) 555-0199');
    expect(written.pages.at(-1)).toMatchObject({ path: '/security-audits', draft: true });
    // A page after a draft is drawn as itself, not as the one after it.
    const first = { ...draft, index: 0 };
    const home = (await (await api('/api/preview', { version, edits: [first], language: 'en', page: 1 })).json()) as { html: string };
    const [homeTitle, nextTitle] = (pages as { blocks: { type: string; heading?: string }[] }[]).slice(0, 2).map((page) => page.blocks.find((block) => block.heading)!.heading!);
    expect(home.html).toContain(homeTitle);
    expect(home.html).not.toContain(nextTitle);
  });

  it('clears a field with a set that carries no value, as the page sends it', async () => {
    const { version } = await stateNow();
    const response = await api('/api/save', { version, edits: [{ op: 'set', path: ['footer', 'blurb'] }] });
    expect(response.status).toBe(200);
    expect((parse(readFileSync(file, 'utf8')) as { footer: { blurb?: string } }).footer.blurb).toBeUndefined();
  });

  it('refuses a save made on a file changed on disk before the editor has read the change, and keeps that change', async () => {
    const { version } = await stateNow();
    const outside = `${original}# changed outside the editor\n`;
    // Written just before the save, so the editor has not yet read it (the file settles first).
    writeFileSync(file, outside);
    const response = await api('/api/save', { version, edits: [THEME_COLOR] });

    expect(response.status).toBe(409);
    expect(readFileSync(file, 'utf8')).toBe(outside);
    const refused = (await response.json()) as State & { error: string };
    expect(refused.error).toBe('site.yaml was changed outside the editor');
    expect(refused.version).not.toBe(version);

    // The page, given the file as it now is, saves on it: both changes are kept, the file written whole.
    const saved = await api('/api/save', { version: refused.version, edits: [THEME_COLOR] });
    expect(saved.status).toBe(200);
    const written = readFileSync(file, 'utf8');
    expect(parse(written).site.themeColor).toBe('#123456');
    expect(written.endsWith('# changed outside the editor\n')).toBe(true);
    expect(readdirSync(folder).filter((name) => name.includes('site.yaml'))).toEqual(['site.yaml']);
  });

  it('refuses a request its page would never send, saying which part is wrong, and writes nothing', async () => {
    const { version } = await stateNow();
    const refusals = [
      ['/api/save', { version, edits: [{ op: 'set', path: 'site.themeColor', value: '#123456' }] }],
      ['/api/save', { version, edits: [{ op: 'swap', path: ['pages'] }] }],
      ['/api/save', { version }],
      ['/api/preview', { version, edits: [], language: 'de', page: 0 }],
      ['/api/preview', { version, edits: [], language: 'en', page: -1 }],
      ['/api/images/delete', { src: 7 }],
    ] as const;
    const answers = [];
    for (const [path, body] of refusals) {
      const response = await api(path, body);
      answers.push({ path, status: response.status, error: ((await response.json()) as { error: string }).error });
    }
    expect(answers).toEqual([
      { path: '/api/save', status: 400, error: expect.stringMatching(/^the request is not one the editor makes: edits\.0\.path: /) },
      { path: '/api/save', status: 400, error: expect.stringMatching(/^the request is not one the editor makes: edits\.0\.op: /) },
      { path: '/api/save', status: 400, error: expect.stringMatching(/^the request is not one the editor makes: edits: /) },
      { path: '/api/preview', status: 400, error: expect.stringMatching(/^the request is not one the editor makes: language: /) },
      { path: '/api/preview', status: 400, error: expect.stringMatching(/^the request is not one the editor makes: page: /) },
      { path: '/api/images/delete', status: 400, error: expect.stringMatching(/^the request is not one the editor makes: src: /) },
    ]);
    const notJson = await fetch(new URL('/api/save', editor.url), { method: 'POST', headers: { 'X-Editor-Token': token, 'Content-Type': 'application/json' }, body: '{"version":' });
    expect({ status: notJson.status, body: await notJson.json() }).toEqual({ status: 400, body: { error: 'the request is not JSON' } });
    expect(readFileSync(file, 'utf8')).toBe(original);
  });
});

describe('edits that name places the file does not have', () => {
  it('are refused as requests the page never sends, before anything is built from them', async () => {
    const { version } = await stateNow();
    const count = (parse(original) as { testimonials: unknown[] }).testimonials.length;
    const refusals = [
      ['/api/preview', { version, edits: [{ op: 'set', path: ['testimonials', 5_000_000, 'name'], value: 'Priya' }], language: 'en', page: 0 }],
      ['/api/save', { version, edits: [{ op: 'set', path: ['testimonials', 5_000_000, 'name'], value: 'Priya' }] }],
      ['/api/save', { version, edits: [{ op: 'insert', path: ['testimonials'], index: count + 1, value: {} }] }],
      ['/api/save', { version, edits: [{ op: 'remove', path: ['testimonials'], index: count }] }],
      ['/api/save', { version, edits: [{ op: 'move', path: ['testimonials'], from: 0, to: count }] }],
      ['/api/save', { version, edits: [{ op: 'set', path: Array.from({ length: 30 }, () => 'deeper'), value: 1 }] }],
      ['/api/save', { version, edits: [{ op: 'set', path: ['site', '__proto__', 'polluted'], value: 1 }] }],
      ['/api/save', { version, edits: [{ op: 'set', path: ['testimonials', 'name'], value: 'Priya' }] }],
    ] as const;
    for (const [path, body] of refusals) {
      const response = await api(path, body);
      const { error } = (await response.json()) as { error: string };
      expect({ edits: body.edits, status: response.status, error }).toEqual({ edits: body.edits, status: 400, error: expect.stringMatching(/^the request is not one the editor makes: edit 1 \((set|insert|remove|move)\): /) });
    }
    expect(readFileSync(file, 'utf8')).toBe(original);
  });

  it('takes an item added just after the last one, and one edit that builds on another', async () => {
    const { version } = await stateNow();
    const count = (parse(original) as { testimonials: { name: string }[] }).testimonials.length;
    const first = (parse(original) as { testimonials: unknown[] }).testimonials[0];
    const edits = [
      { op: 'insert', path: ['testimonials'], index: count, value: { ...(first as object), id: 'one-more' } },
      { op: 'set', path: ['testimonials', count, 'name'], value: 'One More' },
    ];
    const answer = await api('/api/preview', { version, edits, language: 'en', page: 0 });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { error?: string }).error).toBeUndefined();
  });
});

describe('files from public/', () => {
  beforeAll(() => {
    writeFileSync(join(publicDir, 'evil.svg'), SCRIPTED_SVG);
    writeFileSync(join(publicDir, 'page.html'), '<script>fetch("/")</script>');
    writeFileSync(join(publicDir, 'images', 'page.js'), 'fetch("/")');
    writeFileSync(join(publicDir, 'images', 'photo.JPG'), 'a photo');
    writeFileSync(join(folder, 'outside.svg'), PLAIN_SVG);
  });


  it('serves images only, each with a policy that keeps its scripts from running', async () => {
    const svg = await get('/evil.svg');
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(svg.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await svg.text()).toBe(SCRIPTED_SVG);

    const photo = await get('/images/photo.JPG');
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(photo.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");

    for (const path of ['/page.html', '/images/page.js', '/..%2Foutside.svg', '/images/%E0%A4%A.svg', '/%']) {
      expect({ path, status: (await get(path)).status }).toEqual({ path, status: 404 });
    }
  });

  it('refuses to upload an SVG that could run code, saying why, and writes nothing', async () => {
    const before = readdirSync(join(publicDir, 'images'));
    const response = await fetch(new URL('/api/images?name=evil.svg', editor.url), {
      method: 'POST',
      headers: { 'X-Editor-Token': token },
      body: SCRIPTED_SVG,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error:
        'the SVG could run code or load files in the browser of anyone who opens it: it has a <script> element; export it again as a plain drawing (no scripts, event handlers, embedded HTML, links or files from elsewhere)',
    });
    expect(readdirSync(join(publicDir, 'images'))).toEqual(before);
  });
});

describe('its own page', () => {
  it('is the production build even where NODE_ENV says otherwise, its script kept by the browser', async () => {
    expect(process.env.NODE_ENV).toBe('test');
    const page = await (await fetch(new URL('/', editor.url))).text();
    const address = /<script type="module" crossorigin src="(\/assets\/index-[\w-]+\.js)">/.exec(page)?.[1];
    expect(address).toBeDefined();
    const script = await fetch(new URL(address!, editor.url));
    expect(script.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const code = await script.text();
    // React's development builds: the JSX runtime that records where each element was written,
    // and the warnings about a component's props.
    expect([code.includes('jsxDEV'), code.includes('Each child in a list should have a unique')]).toEqual([false, false]);
    // The page itself is never kept: it carries the key of a signed-in session.
    expect((await fetch(new URL('/', editor.url))).headers.get('cache-control')).toBe('no-store');
  });
});

describe('pictures uploaded', () => {
  const upload = async (name: string) => {
    const response = await fetch(new URL(`/api/images?name=${name}`, editor.url), {
      method: 'POST',
      headers: { 'X-Editor-Token': token, 'Content-Type': 'image/png' },
      body: readFileSync('public/apple-touch-icon.png'),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { src: string }).src;
  };

  it('are removed by a save that names them nowhere (undone, or never used), and kept by one that names them', async () => {
    const unused = await upload('unused.png');
    expect(existsSync(join(publicDir, unused))).toBe(true);
    expect((await api('/api/save', { version: (await stateNow()).version, edits: [THEME_COLOR] })).status).toBe(200);
    expect(existsSync(join(publicDir, unused))).toBe(false);

    const used = await upload('used.png');
    const shared: Edit = { op: 'set', path: ['pages', 0, 'shareImage'], value: { src: used, alt: 'Our office' } };
    expect((await api('/api/save', { version: (await stateNow()).version, edits: [shared] })).status).toBe(200);
    expect(readFileSync(file, 'utf8')).toContain(`src: ${used}`);
    expect(existsSync(join(publicDir, used))).toBe(true);
    await restore();
    rmSync(join(publicDir, used));
  });
});

describe('saves cut short', () => {
  it('leave nothing beside site.yaml once the editor starts again, and a save under way is left alone', () => {
    expect(leftAtStart).toEqual([`.site.yaml.${process.pid}-0123456789ab.tmp`]);
  });
});

describe('who gets in', () => {
  it('prints an address whose key is never sent to the server, and keeps no key in any cookie or page', async () => {
    expect(editor.url).toMatch(/^http:\/\/localhost:\d+\/#key=[0-9a-f]{48}$/);
    for (const address of ['/', '/index.html', `/?token=${token}`]) {
      const page = await fetch(new URL(address, editor.url));
      expect({ address, status: page.status, cookie: page.headers.get('set-cookie'), holdsKey: (await page.text()).includes(token) }).toEqual({ address, status: 200, cookie: null, holdsKey: false });
    }
    // What another program on localhost could have had: a cookie naming the key opens nothing.
    const withCookie = { headers: { Cookie: `editor-session-${new URL(editor.url).port}=${token}` } };
    expect((await fetch(new URL('/api/state', editor.url), withCookie)).status).toBe(403);
    expect((await fetch(new URL('/images/hero.svg', editor.url), withCookie)).status).toBe(403);
  });

  it('answers the page’s requests that carry the key as a header, and none that do not', async () => {
    expect((await api('/api/state')).status).toBe(200);
    // a key one character off: the last one changed (a fixed "0" would be the key itself one time in sixteen)
    const wrong = `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`;
    for (const headers of [{}, { 'X-Editor-Token': wrong }, { 'X-Editor-Token': pictureKey }] as Record<string, string>[]) {
      expect((await fetch(new URL('/api/state', editor.url), { headers })).status).toBe(403);
    }
  });

  it('shows a picture only at an address that carries the picture key, which opens nothing else', async () => {
    expect((await fetch(new URL('/images/hero.svg', editor.url))).status).toBe(403);
    expect((await fetch(new URL(`/images/hero.svg?token=${token}`, editor.url))).status).toBe(403);
    const shown = await get('/images/hero.svg');
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect((await fetch(new URL(`/api/state?token=${pictureKey}`, editor.url))).status).toBe(403);
  });

  it('keeps its key across a restart in a file only its user can read', async () => {
    const keyFile = join(folder, 'private', 'key');
    const started = await startEditor({ file, publicDir, port: 0, keyFile });
    await started.close();
    const key = keyOf(started.url);
    expect(readFileSync(keyFile, 'utf8')).toBe(`${key}\n`);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(statSync(join(folder, 'private')).mode & 0o777).toBe(0o700);
    expect(editorKey(keyFile)).toBe(key);
    // A key file others could read holds a key others may have: a new key replaces it.
    chmodSync(keyFile, 0o644);
    expect(editorKey(keyFile)).not.toBe(key);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
  });

  it('follows no link out of public/, even for a picture’s name', async () => {
    symlinkSync('/etc/passwd', join(publicDir, 'images', 's.png'));
    writeFileSync(join(publicDir, 'images', 'inside.png'), readFileSync('public/apple-touch-icon.png'));
    symlinkSync(join(publicDir, 'images', 'inside.png'), join(publicDir, 'images', 'link-inside.png'));
    try {
      expect((await get('/images/s.png')).status).toBe(404);
      expect((await get('/images/link-inside.png')).status).toBe(200);
    } finally {
      rmSync(join(publicDir, 'images', 's.png'));
      rmSync(join(publicDir, 'images', 'link-inside.png'));
      rmSync(join(publicDir, 'images', 'inside.png'));
    }
  });
});

describe('the texts edits make', () => {
  /** Edits that append their value to the text, counted as they are applied. */
  function counting(limit?: number) {
    const applied: Edit[] = [];
    const apply = (text: string, edits: readonly Edit[]) => {
      applied.push(...edits);
      return text + edits.map((edit) => `|${String((edit as { value: unknown }).value)}`).join('');
    };
    return { applied, edited: editedTexts(apply, limit) };
  }
  const set = (value: string): Edit => ({ op: 'set', path: ['a'], value });
  const numbered = (count: number) => Array.from({ length: count }, (_, index) => set(String(index + 1)));

  it('costs one edit for a list one edit longer than the last', () => {
    const { applied, edited } = counting();
    const edits = numbered(60);
    for (let length = 1; length <= edits.length; length += 1) {
      expect(edited('v1', 'base', edits.slice(0, length))).toBe(['base', ...edits.slice(0, length).map((edit) => (edit as { value: string }).value)].join('|'));
    }
    expect(applied).toHaveLength(60);
  });

  it('costs one edit for a changed last edit, however many came before and however long the typing goes on', () => {
    const { applied, edited } = counting();
    const before = numbered(30);
    edited('v1', 'base', [...before, set('H')]);
    applied.length = 0;
    const words = 'Hello, and welcome to our new office phones';
    for (let length = 2; length <= words.length; length += 1) {
      const typed = words.slice(0, length);
      expect(edited('v1', 'base', [...before, set(typed)]).endsWith(`|30|${typed}`)).toBe(true);
    }
    expect(applied).toHaveLength(words.length - 1);
  });

  it('works a list out again from the start once its texts are forgotten, and keeps each version apart', () => {
    const { applied, edited } = counting(4);
    const edits = numbered(3);
    expect(edited('v1', 'one', edits)).toBe('one|1|2|3');
    expect(edited('v2', 'two', edits)).toBe('two|1|2|3');
    expect(edited('v3', 'three', edits)).toBe('three|1|2|3');
    applied.length = 0;
    expect(edited('v1', 'one', edits)).toBe('one|1|2|3');
    expect(applied).toHaveLength(3);
  });

  it('passes on an edit that cannot be written, and goes on from the edits before it', () => {
    const applied: Edit[] = [];
    const edited = editedTexts((text, edits) => {
      applied.push(...edits);
      if (edits.some((edit) => (edit as { value: unknown }).value === 'bad')) throw new Error('cannot be written');
      return `${text}+`;
    });
    expect(() => edited('v1', 'base', [set('1'), set('bad')])).toThrow('cannot be written');
    applied.length = 0;
    expect(edited('v1', 'base', [set('1'), set('2')])).toBe('base++');
    expect(applied).toEqual([set('2')]);
  });
});

describe('the picture library', () => {
  beforeEach(restore, 30_000);
  const images = join(publicDir, 'images');

  it('renames a picture and every place that shows it, in one save, and refuses a stale or taken name', async () => {
    const stale = await api('/api/images/rename', { src: '/images/avaya.svg', name: 'avaya-logo', version: 'an older version' });
    expect(stale.status).toBe(409);
    const taken = await api('/api/images/rename', { src: '/images/avaya.svg', name: 'care', version: originalVersion });
    expect(((await taken.json()) as { error: string }).error).toBe('there is already a picture /images/care.svg');

    const renamed = await api('/api/images/rename', { src: '/images/avaya.svg', name: 'Avaya Logo', version: originalVersion });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as { src: string }).src).toBe('/images/avaya-logo.svg');
    expect(existsSync(join(images, 'avaya.svg'))).toBe(false);
    const written = readFileSync(file, 'utf8');
    const { removed, added } = { removed: original.split('\n').filter((line) => !written.split('\n').includes(line)), added: written.split('\n').filter((line) => !original.split('\n').includes(line)) };
    // Only the lines that name the picture change.
    expect(removed.map((line) => line.trim())).toEqual(removed.map(() => 'src: /images/avaya.svg'));
    expect(added.map((line) => line.trim())).toEqual(removed.map(() => 'src: /images/avaya-logo.svg'));
    expect(removed.length).toBe(original.split('src: /images/avaya.svg').length - 1);
    renameSync(join(images, 'avaya-logo.svg'), join(images, 'avaya.svg'));
  });

  it('deletes a picture no page shows, and keeps one that a page shows', async () => {
    writeFileSync(join(images, 'draft.svg'), PLAIN_SVG);
    const used = await api('/api/images/delete', { src: '/images/care.svg' });
    expect(used.status).toBe(409);
    expect(((await used.json()) as { error: string }).error).toMatch(/^\/images\/care\.svg is still shown in \d+ places? of site\.yaml$/);
    expect(existsSync(join(images, 'care.svg'))).toBe(true);
    const unused = await api('/api/images/delete', { src: '/images/draft.svg' });
    expect(unused.status).toBe(200);
    expect(existsSync(join(images, 'draft.svg'))).toBe(false);
    expect((await api('/api/images/delete', { src: '/images/../site.yaml' })).status).toBe(404);
  });

  /** A picture added as the library's Replace adds one, under the name of the picture it replaces. */
  const upload = async (name: string, bytes: Uint8Array<ArrayBuffer>) => {
    const response = await fetch(new URL(`/api/images?name=${name}`, editor.url), { method: 'POST', headers: { 'X-Editor-Token': token }, body: bytes });
    return ((await response.json()) as { src: string }).src;
  };
  const CLINIC = '/images/projects/clinic-website.jpg';
  /** The edits the page makes to show `by` wherever the content shows `src`. */
  const showing = (src: string, by: string): Edit[] =>
    namedImagePaths(parse(original)).flatMap(({ src: named, path }) => (named === src ? [{ op: 'set', path, value: by }] : []));
  /** Everything in public/images, hidden files and folders included. */
  const everything = () => readdirSync(images, { recursive: true }).sort();

  it('refuses a replacement too small for a place that shows the picture, naming the place, and changes nothing', async () => {
    const before = everything();
    const clinic = readFileSync(join(publicDir, CLINIC));
    const small = new Uint8Array(await sharp({ create: { width: 120, height: 120, channels: 3, background: '#808080' } }).jpeg().toBuffer());
    const replace = async (src: string, edits: Edit[] = []) => {
      const response = await api('/api/images/replace', { src, by: await upload('clinic-website.jpg', small), version: originalVersion, edits });
      return { status: response.status, error: ((await response.json()) as { error?: string }).error };
    };

    expect(await replace(CLINIC)).toEqual({
      status: 422,
      error:
        '“Community Clinic Website” in the projects on Web Development (/services/web-development) shows it 959 px wide: this picture is 120 × 120 px; choose one at least 959 × 600 px. ' +
        '“Site Web d\'une clinique communautaire” in the projects on Développement Web (/fr/services/developpement-web) shows it 959 px wide: this picture is 120 × 120 px; choose one at least 959 × 600 px.',
    });
    expect(everything()).toEqual(before);
    expect(readFileSync(join(publicDir, CLINIC)).equals(clinic)).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe(original);

    // The founder's portrait is shown 112 px wide: 120 px is enough, but not where an unsaved edit also shows it as a project's picture.
    const founder = '/images/people/founder.jpg';
    const [card] = showing(CLINIC, founder);
    expect(await replace(founder, [card!])).toMatchObject({ status: 422, error: expect.stringMatching(/^“Community Clinic Website” in the projects on Web Development \(\/services\/web-development\) shows it 959 px wide/) });
    expect(everything()).toEqual(before);
  });

  it('shows a replacement as an edit of each place, which Undo takes back, and keeps the old file until a save', async () => {
    const clinic = readFileSync(join(publicDir, CLINIC));
    const by = await upload('clinic-website.jpg', new Uint8Array(readFileSync(join(publicDir, 'images', 'projects', 'services-refresh.jpg'))));
    const replaced = await api('/api/images/replace', { src: CLINIC, by, version: originalVersion, edits: [] });
    expect(replaced.status).toBe(200);
    expect(((await replaced.json()) as { src: string }).src).toBe('/images/clinic-website.jpg');
    expect(readFileSync(file, 'utf8')).toBe(original);

    // The page shows it through edits of its own: with them the preview shows the new picture, undone the old one.
    const edits = showing(CLINIC, by);
    expect(edits).toHaveLength(2);
    const webDevelopment = (parse(original) as { pages: { path: string }[] }).pages.findIndex((page) => page.path === '/services/web-development');
    const preview = async (edits: Edit[]) => ((await (await api('/api/preview', { version: originalVersion, edits, language: 'en', page: webDevelopment })).json()) as { html: string }).html;
    const withReplacement = await preview(edits);
    expect(withReplacement).toContain('/images/clinic-website');
    expect(withReplacement).not.toContain('/images/projects/clinic-website');
    expect(await preview([])).toContain('/images/projects/clinic-website');
    expect(readFileSync(join(publicDir, CLINIC)).equals(clinic)).toBe(true);

    // Undone, then another change saved: the file names the old picture, and the new one is gone again.
    expect((await api('/api/save', { version: originalVersion, edits: [THEME_COLOR] })).status).toBe(200);
    expect(readFileSync(file, 'utf8')).toContain(`src: ${CLINIC}\n`);
    expect(readFileSync(join(publicDir, CLINIC)).equals(clinic)).toBe(true);
    expect(existsSync(join(publicDir, by))).toBe(false);
  });
});
