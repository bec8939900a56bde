import { spawn, spawnSync } from 'node:child_process';
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

const shared = globalThis as { realSiteBuild?: Promise<string>; fixtureSiteBuild?: Promise<string> };

/**
 * The real site.yaml built once per test run. The node and browser projects' global setups run in
 * the same process, so whichever comes first builds and the other reuses its output.
 */
export function realSiteBuild(): Promise<string> {
  shared.realSiteBuild ??= buildSiteAsync('.test-build/site');
  return shared.realSiteBuild;
}

/** The browser tests' fixture site (fixture-site.ts), built once per test run. */
export function fixtureSiteBuild(): Promise<string> {
  shared.fixtureSiteBuild ??= buildSiteAsync('.test-build/fixture/dist', { SITE_FILE: writeBrowserFixture() });
  return shared.fixtureSiteBuild;
}
