import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

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

const shared = globalThis as { realSiteBuild?: string };

/**
 * The real site.yaml built once per test run. The node and browser projects' global setups run in
 * the same process, so whichever comes first builds and the other reuses its output.
 */
export function realSiteBuild(): string {
  shared.realSiteBuild ??= buildSite('.test-build/site');
  return shared.realSiteBuild;
}
