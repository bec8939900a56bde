/**
 * The editor served to other machines: it will not listen beyond this machine without accounts;
 * people sign in by name and password (stored as scrypt hashes); wrong passwords are limited;
 * the session cookie is HttpOnly, SameSite=Strict and Secure behind HTTPS; every change needs the
 * page's key and its own origin; a person who may only edit cannot publish; and a version carries
 * the name of whoever is signed in.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAccounts, removeAccount } from '../../../editor/accounts.ts';
import { storeTestAccount } from '../../support/accounts.ts';
import { startEditor, type RunningEditor } from '../../../editor/server.ts';
import { gitIn, siteRepository } from '../../support/site-repository.ts';

const folder = resolve('.test-build/editor-server-mode');
const accountsFile = join(folder, 'private/accounts.json');
const MARIE = { name: 'Marie Tremblay', email: 'marie@example.com', role: 'publish' as const, password: 'prairie-signal-2026' };
const PAUL = { name: 'Paul Desjardins', email: 'paul@example.com', role: 'edit' as const, password: 'assiniboine-river-7' };
const { site, remote } = siteRepository(folder);
const git = (...args: string[]) => gitIn(site, ...args);

let editor: RunningEditor;
let origin: string;

beforeAll(async () => {
  await storeTestAccount(accountsFile, MARIE);
  await storeTestAccount(accountsFile, PAUL);
  editor = await startEditor({
    file: join(site, 'site.yaml'),
    publicDir: join(site, 'public'),
    port: 0,
    displayName: 'site.yaml',
    host: '127.0.0.1',
    accounts: { accountsFile, trustProxy: true },
    publicAddresses: ['https://edit.example.com'],
  });
  origin = `http://127.0.0.1:${editor.port}`;
}, 120_000);

afterAll(async () => {
  await editor?.close();
});

/** Signs in as the login form does; the answer, unfollowed. */
const login = (name: string, password: string, headers: Record<string, string> = {}) =>
  fetch(new URL('/login', origin), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, ...headers },
    body: new URLSearchParams({ name, password }).toString(),
  });

/** A signed-in browser: its cookie and the key its page was given. */
async function signIn(person: { name: string; password: string }) {
  const answer = await login(person.name, person.password);
  expect(answer.status).toBe(303);
  const cookie = answer.headers.get('set-cookie')!.split(';')[0]!;
  const html = await (await fetch(new URL('/', origin), { headers: { Cookie: cookie } })).text();
  const key = /name="editor-token" content="([0-9a-f]+)"/.exec(html)![1]!;
  const api = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(new URL(path, origin), {
      method: body === undefined ? 'GET' : 'POST',
      headers: { Cookie: cookie, 'X-Editor-Token': key, 'Content-Type': 'application/json', ...(body === undefined ? {} : { Origin: origin }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return { cookie, key, html, api };
}

describe('starting the editor for other machines', () => {
  it('refuses to listen beyond this machine without accounts, and says how to add one', async () => {
    const empty = join(folder, 'nobody.json');
    await expect(startEditor({ file: join(site, 'site.yaml'), publicDir: join(site, 'public'), port: 0, host: '0.0.0.0' })).rejects.toThrow(
      /serves other machines \(0\.0\.0\.0\) only to people who sign in; add an account first: npm run edit -- --add-user NAME --email ADDRESS/,
    );
    await expect(startEditor({ file: join(site, 'site.yaml'), publicDir: join(site, 'public'), port: 0, host: '0.0.0.0', accounts: { accountsFile: empty } })).rejects.toThrow(/holds no account yet/);
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/edit.ts', '--host'], { encoding: 'utf8', env: { ...process.env, EDITOR_ACCOUNTS: empty }, timeout: 60_000 });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(`${empty} holds no account yet; add one first: npm run edit -- --add-user NAME --email ADDRESS`);
  });

  it('stores an account added on the command line with an scrypt hash, never the password', () => {
    const file = join(folder, 'cli-accounts.json');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/edit.ts', '--add-user', 'Ana Silva', '--email', 'ana@example.com', '--role', 'publish'], {
      input: 'red-river-valley-42\n',
      encoding: 'utf8',
      env: { ...process.env, EDITOR_ACCOUNTS: file },
      timeout: 60_000,
    });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe(`Added Ana Silva <ana@example.com>, who may edit and publish, in ${file}.`);
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain('red-river-valley-42');
    expect(readAccounts(file)).toEqual([{ name: 'Ana Silva', email: 'ana@example.com', role: 'publish', password: expect.stringMatching(/^scrypt\$32768\$8\$3\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/) }]);
  });
});

describe('signing in', () => {
  it('sends a visitor without a session to the login page and tells the page’s requests to sign in', async () => {
    const page = await fetch(new URL('/', origin), { redirect: 'manual' });
    expect([page.status, page.headers.get('location')]).toEqual([303, '/login']);
    expect(await (await fetch(new URL('/login', origin))).text()).toContain('<label for="password">Password</label>');
    expect((await fetch(new URL('/api/state', origin))).status).toBe(401);
    expect((await fetch(new URL('/images/hero.svg', origin))).status).toBe(403);
  });

  it('refuses a wrong password without a cookie, and an unknown name the same way', async () => {
    for (const [name, password] of [[MARIE.name, 'not-her-password'], ['Nobody', 'whatever-password']] as const) {
      const answer = await login(name, password);
      expect(answer.status).toBe(401);
      expect(answer.headers.get('set-cookie')).toBeNull();
      expect(await answer.text()).toContain('That name and password do not match an account.');
    }
  });

  it('opens a session in a cookie scripts cannot read and other sites cannot send, Secure behind HTTPS', async () => {
    const plain = await login(MARIE.name, MARIE.password);
    expect(plain.status).toBe(303);
    const attributes = plain.headers.get('set-cookie')!.split('; ');
    expect(attributes[0]).toMatch(/^editor-login=[A-Za-z0-9_-]{43}$/);
    expect(attributes.slice(1)).toEqual(['HttpOnly', 'SameSite=Strict', 'Path=/', 'Max-Age=432000']);
    const proxied = await login(MARIE.name, MARIE.password, { 'X-Forwarded-Proto': 'https' });
    expect(proxied.headers.get('set-cookie')!.split('; ')).toContain('Secure');
    const { html } = await signIn(MARIE);
    expect(html).toContain('<meta name="editor-person" content="{&#34;name&#34;:&#34;Marie Tremblay&#34;,&#34;role&#34;:&#34;publish&#34;}">');
  });

  it('ends a session on sign-out', async () => {
    const { api } = await signIn(PAUL);
    expect((await api('/api/state')).status).toBe(200);
    const out = await api('/api/logout', {});
    expect(out.headers.get('set-cookie')).toMatch(/^editor-login=; HttpOnly; SameSite=Strict; Path=\/; Max-Age=0/);
    expect((await api('/api/state')).status).toBe(401);
  });

  it('stops a name from one address after five wrong passwords, even with the right one, and lets its owner in from elsewhere', async () => {
    const name = 'Ana Limit';
    await storeTestAccount(accountsFile, { name, email: 'limit@example.com', role: 'edit', password: 'the-right-password' });
    const from = (address: string) => ({ 'X-Forwarded-For': address });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await login(name, `wrong-${attempt}`, from('203.0.113.5'))).status).toBe(401);
    const limited = await login(name, 'the-right-password', from('203.0.113.5'));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(await limited.text()).toContain('Too many wrong passwords. Try again in 15 minutes.');
    // the names are public: whoever guesses one does not lock its owner out
    expect((await login(name, 'the-right-password', from('198.51.100.7'))).status).toBe(303);
    expect((await login(PAUL.name, PAUL.password, from('203.0.113.5'))).status).toBe(303);
  });

  // One address guessing many names is limited the same way (tests/node/editor/sign-in-limits.test.ts).
  it('counts guesses sent all at once before checking any', async () => {
    const name = 'Ana Crowd';
    await storeTestAccount(accountsFile, { name, email: 'crowd@example.com', role: 'edit', password: 'the-right-password' });
    const statuses = async (tries: Promise<Response>[]) => (await Promise.all(tries)).map((answer) => answer.status);
    const oneName = await statuses(Array.from({ length: 40 }, (_, index) => login(name, `wrong-${index}`, { 'X-Forwarded-For': '203.0.113.40' })));
    expect(oneName.filter((status) => status === 401)).toHaveLength(5);
    expect(oneName.filter((status) => status === 429)).toHaveLength(35);
  });

  it('answers a sign-in it cannot check with an error, and goes on serving', async () => {
    const accounts = readFileSync(accountsFile, 'utf8');
    try {
      writeFileSync(accountsFile, '{"accounts": [');
      const answer = await login(MARIE.name, MARIE.password);
      expect(answer.status).toBe(500);
    } finally {
      writeFileSync(accountsFile, accounts);
    }
    expect((await fetch(new URL('/login', origin))).status).toBe(200);
    expect((await login(MARIE.name, MARIE.password)).status).toBe(303);
  });
});

describe('changes', () => {
  it('need the page’s key and a request from the editor’s own origin', async () => {
    const { cookie, api } = await signIn(PAUL);
    const { version } = (await (await api('/api/state')).json()) as { version: string };
    const edit = { version, edits: [{ op: 'set', path: ['site', 'themeColor'], value: '#223344' }] };
    const post = (headers: Record<string, string>) =>
      fetch(new URL('/api/save', origin), { method: 'POST', headers: { Cookie: cookie, 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(edit) });
    expect((await post({ Origin: origin })).status).toBe(403);
    expect((await post({ Origin: 'https://elsewhere.example', 'X-Editor-Token': 'x' })).status).toBe(403);
    expect((await api('/api/save', edit, { Origin: 'https://elsewhere.example' })).status).toBe(403);
    expect((await api('/api/save', edit, { 'X-Editor-Token': '0'.repeat(48) })).status).toBe(403);
    expect(readFileSync(join(site, 'site.yaml'), 'utf8')).not.toContain('#223344');
    expect((await api('/api/save', edit)).status).toBe(200);
    expect(readFileSync(join(site, 'site.yaml'), 'utf8')).toContain("themeColor: '#223344'");
  });

  it('are published only by people who may publish, under the name of whoever is signed in', async () => {
    const paul = await signIn(PAUL);
    const refused = await paul.api('/api/publish', { message: 'A new colour', author: { name: 'Paul', email: 'paul@example.com' } });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe('Paul Desjardins may edit and save; publishing is for people whose account allows it');
    expect((await paul.api('/api/restore', { hash: git('rev-parse', 'HEAD') })).status).toBe(403);

    const marie = await signIn(MARIE);
    // the name the page sends does not count: the version is Marie's
    const published = await marie.api('/api/publish', { message: 'A new colour', author: { name: 'Someone Else', email: 'else@example.com' } });
    expect(published.status).toBe(200);
    expect(execFileSync('git', ['--git-dir', remote, 'log', '-1', '--format=%an <%ae>|%s', 'main'], { encoding: 'utf8' }).trim()).toBe('Marie Tremblay <marie@example.com>|A new colour');
  });
});

describe('an account changed while its session is open', () => {
  const TEMP = { name: 'Tina Temp', email: 'tina@example.com', role: 'publish' as const, password: 'red-river-valley-9' };
  /** The accounts file with one account's role changed by hand, its password kept. */
  const setRole = (name: string, role: 'edit' | 'publish') =>
    writeFileSync(accountsFile, JSON.stringify({ accounts: readAccounts(accountsFile).map((account) => (account.name === name ? { ...account, role } : account)) }));

  it('ends at once when the account is removed or given a new password', async () => {
    await storeTestAccount(accountsFile, TEMP);
    const removed = await signIn(TEMP);
    expect((await removed.api('/api/state')).status).toBe(200);
    removeAccount(accountsFile, TEMP.name);
    expect((await removed.api('/api/state')).status).toBe(401);
    expect((await fetch(new URL('/', origin), { headers: { Cookie: removed.cookie }, redirect: 'manual' })).status).toBe(303);
    expect((await fetch(new URL('/images/hero.svg', origin), { headers: { Cookie: removed.cookie } })).status).toBe(403);

    await storeTestAccount(accountsFile, TEMP);
    const renewed = await signIn(TEMP);
    await storeTestAccount(accountsFile, { ...TEMP, password: 'another-long-password' });
    expect((await renewed.api('/api/state')).status).toBe(401);
  });

  it('takes the role the account has now at every request', async () => {
    await storeTestAccount(accountsFile, TEMP);
    const { api } = await signIn(TEMP);
    setRole(TEMP.name, 'edit');
    const refused = await api('/api/publish', { message: 'Still a publisher?' });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe('Tina Temp may edit and save; publishing is for people whose account allows it');
    expect((await api('/api/state')).status).toBe(200);
    removeAccount(accountsFile, TEMP.name);
  });
});

describe('host names', () => {
  /** A request under another Host name, as a page whose name was pointed at this machine sends it. */
  const asHost = (host: string, path: string, method = 'GET', headers: Record<string, string> = {}, body = '') =>
    new Promise<number>((done, fail) => {
      const url = new URL(path, origin);
      const request = httpRequest({ host: url.hostname, port: url.port, path: url.pathname, method, headers: { Host: host, ...headers } }, (answer) => {
        answer.resume();
        done(answer.statusCode!);
      });
      request.on('error', fail);
      request.end(body);
    });
  const form = new URLSearchParams({ name: PAUL.name, password: PAUL.password }).toString();
  const formHeaders = (from: string) => ({ Origin: from, 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(form.length) });

  it('answers none but its own, so a page whose name was pointed at this machine reaches nothing', async () => {
    const port = new URL(origin).port;
    const rebound = `rebound.example:${port}`;
    expect(await asHost(rebound, '/login')).toBe(403);
    expect(await asHost(rebound, '/login', 'POST', formHeaders(`http://${rebound}`), form)).toBe(403);
    expect(await asHost(rebound, '/api/state')).toBe(403);
    // the address people were given, as the proxy passes it on
    expect(await asHost('edit.example.com', '/login', 'POST', formHeaders('https://edit.example.com'), form)).toBe(303);
    expect(await asHost(`127.0.0.1:${port}`, '/login')).toBe(200);
  });
});
