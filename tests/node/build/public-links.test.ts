/**
 * `npm run build` with links in public/ that lead nowhere or out of it: a broken link, and a link to
 * a system folder. The build reads the public/ of the folder it runs in, so it runs here in a
 * project of its own: the real project's code linked in, and a small site with that public/.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { validateSite } from '../../../pipeline/validate.ts';
import { formatProblem } from '../../../schema/problems.ts';
import { listFiles } from '../../support/dist-files.ts';

const PROJECT = resolve('.test-build/public-links');
const PUBLIC = join(PROJECT, 'public');
const OUT = join(PROJECT, 'dist');
/** What the project holds of its own: its content and what it builds. */
const OWN = new Set(['public', 'site.yaml', 'dist', '.test-build', '.git']);

/** Runs `npm run build`'s script in the project; its exit code and everything it printed. */
function build(siteFile: string) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: PROJECT,
    env: { ...process.env, CI: '1', SITE_FILE: siteFile, OUT_DIR: OUT },
    encoding: 'utf8',
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

let built: ReturnType<typeof build>;

beforeAll(() => {
  rmSync(PROJECT, { recursive: true, force: true });
  mkdirSync(PROJECT, { recursive: true });
  for (const entry of readdirSync('.').filter((name) => !OWN.has(name))) symlinkSync(resolve(entry), join(PROJECT, entry));
  cpSync('tests/fixtures/validation/public', PUBLIC, { recursive: true });
  for (const icon of ['favicon.svg', 'apple-touch-icon.png']) cpSync(join('public', icon), join(PUBLIC, icon));
  writeFileSync(join(PROJECT, 'site.yaml'), readFileSync('tests/fixtures/validation/base.yaml', 'utf8'));
  symlinkSync('missing.png', join(PUBLIC, 'images/gone.png'));
  symlinkSync('/etc', join(PUBLIC, 'images/system'));
  built = build('site.yaml');
}, 120_000);

describe('links in public/ that lead nowhere or out of it', () => {
  it('are neither followed nor copied: the build names them in its summary', () => {
    expect(built.output).not.toMatch(/^\s+at /m);
    expect(built.code).toBe(0);
    expect(built.output.split('\n')).toContain('    2 not regular files inside public/ (broken links, links out of it, devices): /images/gone.png, /images/system');
    expect(listFiles(OUT).filter((file) => file.startsWith('images/'))).toEqual(['images/sample.svg']);
  });

  it('stop the build, as `validate` does, at the line of site.yaml that names one', async () => {
    const text = readFileSync(join(PROJECT, 'site.yaml'), 'utf8');
    const named = await validateSite({ file: 'site.yaml', text: text.replace('src: /images/sample.svg', 'src: /images/gone.png') }, { publicDir: PUBLIC });
    expect(named.ok ? [] : named.problems.map(formatProblem)).toEqual([
      expect.stringMatching(/^site\.yaml:\d+:\d+ pages\.\d+\.blocks\.\d+\.image\.src: the image "\/images\/gone\.png" does not exist; expected a file at public\/images\/gone\.png$/),
    ]);
  });
});
