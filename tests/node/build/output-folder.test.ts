/**
 * The output folder is what gets deployed: at every instant it holds a whole site, whether a build
 * fails, cannot remove the old site, dies part-way or runs beside another build.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearLeftovers, makeScratchFolder, makeWorkFolder, replaceOutput } from '../../../pipeline/build/output-folder.ts';
import { listFiles } from '../../support/dist-files.ts';

/** A process id no process has: far above Linux's largest. */
const GONE = 2 ** 30;

let folder: string;
let out: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'site-output-'));
  out = join(folder, 'dist');
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** A small "site": a folder with an index.html that says which one it is. */
function site(path: string, name: string): string {
  mkdirSync(join(path, 'about'), { recursive: true });
  writeFileSync(join(path, 'index.html'), name);
  writeFileSync(join(path, 'about/index.html'), name);
  return path;
}
const which = () => readFileSync(join(out, 'index.html'), 'utf8');
const beside = () => readdirSync(folder).sort();

describe('putting a new site in place of the old one', () => {
  it('replaces the old site whole and leaves nothing beside it', async () => {
    site(out, 'old');
    const work = makeWorkFolder(out);
    await replaceOutput(site(join(work, 'client'), 'new'), out);
    rmSync(work, { recursive: true });
    expect(which()).toBe('new');
    expect(listFiles(out).sort()).toEqual(['about/index.html', 'index.html']);
    expect(beside()).toEqual(['dist']);
  });

  it('keeps the new site when the old one cannot be removed, and says where the old one is', async () => {
    site(out, 'old');
    const failing = (path: string) => {
      rmSync(join(path, 'about'), { recursive: true });
      throw new Error('EACCES: permission denied');
    };
    const { keptAside } = await replaceOutput(site(join(folder, 'new'), 'new'), out, failing);
    expect(which()).toBe('new');
    expect(listFiles(out).sort()).toEqual(['about/index.html', 'index.html']);
    expect(keptAside).toMatch(/dist\.previous-\d+-/);
    expect(existsSync(keptAside!)).toBe(true);
  });

  it('lets two builds that finish together take turns: one whole site is left', async () => {
    site(out, 'old');
    await Promise.all(['one', 'two', 'three'].map((name) => replaceOutput(site(join(folder, `new-${name}`), name), out)));
    expect(['one', 'two', 'three']).toContain(which());
    expect(readFileSync(join(out, 'about/index.html'), 'utf8')).toBe(which());
    expect(beside()).toEqual(['dist']);
  });
});

describe('what a build that died left beside the output', () => {
  it('puts the old site back when a build died between moving it aside and moving the new one in', () => {
    site(join(folder, `dist.previous-${GONE}-abc123`), 'old');
    site(join(folder, `dist.building-${GONE}-abc123`), 'half');
    clearLeftovers(out);
    expect(which()).toBe('old');
    expect(beside()).toEqual(['dist']);
  });

  it('removes the work folders and old sites of builds that ended, and leaves those of a build still running', () => {
    site(out, 'current');
    site(join(folder, `dist.previous-${GONE}-abc123`), 'old');
    site(join(folder, `dist.building-${GONE}-def456`), 'half');
    site(join(folder, `dist.building-${process.ppid}-ghi789`), 'running');
    const work = makeWorkFolder(out);
    expect(which()).toBe('current');
    expect(beside()).toEqual(['dist', `dist.building-${process.ppid}-ghi789`, work.slice(folder.length + 1)].sort());
  });

  it('removes the scratch folders of builds that ended (their server bundles), and leaves those still in use', () => {
    const parent = join(folder, 'server-bundles');
    site(join(parent, `${GONE}-abc123`), 'ended');
    site(join(parent, `${process.ppid}-def456`), 'running');
    const own = makeScratchFolder(parent);
    expect(readdirSync(parent).sort()).toEqual([`${process.ppid}-def456`, own.slice(parent.length + 1)].sort());
  });
});
