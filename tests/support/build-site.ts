import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { writeBrowserFixture } from './fixture-site.ts';

/** Runs the real build into a folder of its own; returns that folder or throws with the build's output. */
export function buildSite(outDir: string, env: Record<string, string> = {}): string {
  const out = resolve(outDir);
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    env: { ...process.env, ...env, OUT_DIR: out },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}\n${result.stderr}`);
  return out;
}

/** buildSite without waiting: several builds can run at once. */
export function buildSiteAsync(outDir: string, env: Record<string, string> = {}): Promise<string> {
  const out = resolve(outDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { env: { ...process.env, ...env, OUT_DIR: out } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  return new Promise((done, fail) => {
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done(out) : fail(new Error(`build failed:\n${output}`))));
  });
}

/** The environment variables the build reads, besides the folder it writes. */
const BUILD_SETTINGS = ['BUILD_MODE', 'CI', 'NODE_ENV', 'PUBLIC_DIR', 'SITE_FILE', 'SOURCE_DATE_EPOCH'];

/**
 * A digest of what a build of the project reads: the path and content of every file git has or
 * would take (what it ignores, such as node_modules/.cache and earlier builds, is no source), the
 * settings the build is given or finds in the environment, and Node's version. Undefined outside
 * a git checkout.
 */
function sourcesDigest(env: Record<string, string>): string | undefined {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' });
  if (listed.status !== 0) return undefined;
  const settings = Object.fromEntries(BUILD_SETTINGS.map((name) => [name, env[name] ?? process.env[name] ?? null]));
  const hash = createHash('sha256').update(process.version).update(JSON.stringify(settings));
  for (const name of [...new Set(listed.stdout.split('\0').filter(Boolean))].sort()) {
    hash.update(`\0${name}\0`);
    // a file git has that was deleted since
    if (existsSync(name)) hash.update(readFileSync(name));
  }
  return hash.digest('hex');
}

/**
 * buildSiteAsync, or the folder as an earlier test run left it when that run built it from the same
 * sources and settings: `npm run test:e2e` after `npm test` reuses the real site's build rather
 * than spending seconds of both cores on the same files. A stamp beside the folder, written once a
 * build has succeeded and removed before one starts, holds the digest it was built from.
 */
async function buildOnce(outDir: string, env: Record<string, string> = {}): Promise<string> {
  const stamp = `${resolve(outDir)}.sources`;
  const digest = sourcesDigest(env);
  if (digest && existsSync(outDir) && existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) return resolve(outDir);
  rmSync(stamp, { force: true });
  const out = await buildSiteAsync(outDir, env);
  if (digest) writeFileSync(stamp, digest);
  return out;
}

const shared = globalThis as { realSiteBuild?: Promise<string>; fixtureSiteBuild?: Promise<string> };

/**
 * The real site.yaml built once per test run (or reused, see buildOnce). The node and browser
 * projects' global setups run in the same process, so whichever comes first builds and the other
 * reuses its output.
 */
export function realSiteBuild(): Promise<string> {
  shared.realSiteBuild ??= buildOnce('.test-build/site');
  return shared.realSiteBuild;
}

/** The browser tests' fixture site (fixture-site.ts), built once per test run (or reused, see buildOnce). */
export function fixtureSiteBuild(): Promise<string> {
  shared.fixtureSiteBuild ??= buildOnce('.test-build/fixture/dist', { SITE_FILE: writeBrowserFixture() });
  return shared.fixtureSiteBuild;
}
