/**
 * The editor's container recipe. The image cannot be built here (no container engine runs in the
 * tests), so its start script is run as the container runs it, with `npm` replaced by a stand-in
 * that records how it was called: it clones the site's repository into the data folder, brings
 * it up to date at the next start, installs, and serves the editor to people who sign in, or
 * passes account commands on.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const folder = resolve('.test-build/editor-container');
const remote = join(folder, 'remote.git');
const data = join(folder, 'data');
const stubs = join(folder, 'bin');
const calls = join(folder, 'npm-calls.txt');
const START = resolve('editor/container/start.sh');

const quietGit = { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' };
const git = (cwd: string, ...args: string[]) => execFileSync('git', ['-c', 'user.name=Set Up', '-c', 'user.email=setup@example.com', ...args], { cwd, encoding: 'utf8', env: quietGit }).trim();

function start(...args: string[]) {
  return spawnSync('sh', [START, ...args], {
    encoding: 'utf8',
    env: { ...quietGit, PATH: `${stubs}:${process.env.PATH}`, EDITOR_DATA: data, SITE_REPOSITORY: remote, SITE_BRANCH: 'main', NPM_CALLS: calls },
    timeout: 60_000,
  });
}

const npmCalls = () => readFileSync(calls, 'utf8').trim().split('\n');

beforeAll(() => {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(stubs, { recursive: true });
  // The stand-in for npm: one line per call, with the accounts file it was given.
  writeFileSync(join(stubs, 'npm'), '#!/bin/sh\necho "$* | EDITOR_ACCOUNTS=${EDITOR_ACCOUNTS:-}" >> "$NPM_CALLS"\n');
  chmodSync(join(stubs, 'npm'), 0o755);
  const work = join(folder, 'work');
  mkdirSync(work);
  execFileSync('git', ['init', '--quiet', '--bare', '--initial-branch=main', remote]);
  git(work, 'init', '--quiet', '--initial-branch=main');
  writeFileSync(join(work, 'site.yaml'), 'site: {}\n');
  git(work, 'add', '.');
  git(work, 'commit', '--quiet', '-m', 'First');
  git(work, 'push', '--quiet', remote, 'main');
});

describe('editor/container/start.sh', () => {
  it('clones the site into the data folder, installs, and serves the editor to people who sign in', () => {
    const run = start();
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(readFileSync(join(data, 'site/site.yaml'), 'utf8')).toBe('site: {}\n');
    expect(execFileSync('git', ['config', '--local', 'user.name'], { cwd: join(data, 'site'), encoding: 'utf8' }).trim()).toBe('Site editor');
    expect(npmCalls()).toEqual([
      "ci --no-audit --no-fund --loglevel=error | EDITOR_ACCOUNTS=",
      `run --silent edit -- --host 0.0.0.0 --trust-proxy | EDITOR_ACCOUNTS=${data}/accounts.json`,
    ]);
  });

  it('brings the clone up to date at the next start and passes account commands on', () => {
    const work = join(folder, 'work');
    writeFileSync(join(work, 'site.yaml'), 'site: { name: x }\n');
    git(work, 'commit', '--quiet', '-am', 'Second');
    git(work, 'push', '--quiet', remote, 'main');
    rmSync(calls);
    const run = start('--add-user', 'Marie Tremblay', '--email', 'marie@example.com', '--role', 'publish');
    expect(run.status).toBe(0);
    expect(readFileSync(join(data, 'site/site.yaml'), 'utf8')).toBe('site: { name: x }\n');
    expect(npmCalls().at(-1)).toBe(`run --silent edit -- --add-user Marie Tremblay --email marie@example.com --role publish | EDITOR_ACCOUNTS=${data}/accounts.json`);
  });

  it('stops at once, saying what is missing, without a repository address', () => {
    const run = spawnSync('sh', [START], { encoding: 'utf8', env: { PATH: process.env.PATH, EDITOR_DATA: data } });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/SITE_REPOSITORY: set SITE_REPOSITORY to the address of the site's git repository/);
  });
});

describe('editor/container/Dockerfile', () => {
  const dockerfile = readFileSync('editor/container/Dockerfile', 'utf8');
  const instructions = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'));

  it('runs the start script as an ordinary user, on the Node version the project requires and the editor’s port', () => {
    const engines = (JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines.node;
    expect(instructions[0]).toBe(`FROM node:${/\d+/.exec(engines)![0]}-bookworm-slim`);
    expect(instructions).toContain('COPY start.sh /usr/local/bin/site-editor');
    expect(instructions).toContain('USER node');
    expect(instructions).toContain('ENTRYPOINT ["tini", "--", "site-editor"]');
    expect(instructions).toContain('EXPOSE 4174');
    expect(readFileSync('scripts/edit.ts', 'utf8')).toContain('process.env.PORT ?? 4174');
    expect(instructions.find((line) => line.startsWith('RUN apt-get'))).toMatch(/install -y --no-install-recommends git openssh-client ca-certificates tini/);
  });
});
