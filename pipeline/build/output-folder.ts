import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/*
 * The output folder (dist/) is what gets deployed, so at every instant it is a whole site: the old
 * one or the new one. Each build works in a folder of its own beside it, named after its process;
 * the new site then takes the old one's place under a lock, by two renames (old aside, new in);
 * the old one is removed last. Whatever a killed or failed build leaves beside it, the next one
 * clears up, and puts an old site back in place if a build died between the two renames.
 */

const WORK = 'building';
const ASIDE = 'previous';

/** `dist` → `dist.building-<pid>-XXXXXX`: a new, empty folder of this process, beside the output. */
export function makeWorkFolder(outDir: string): string {
  mkdirSync(dirname(outDir), { recursive: true });
  clearLeftovers(outDir);
  return mkdtempSync(`${outDir}.${WORK}-${process.pid}-`);
}

/**
 * A new folder of this process under `parent`, named `<pid>-XXXXXX`; the folders of processes
 * that have ended (a build killed part-way) are removed first.
 */
export function makeScratchFolder(parent: string): string {
  mkdirSync(parent, { recursive: true });
  for (const name of readdirSync(parent).filter((entry) => !running(makerOf(entry)))) rmSync(join(parent, name), { recursive: true, force: true });
  return mkdtempSync(join(parent, `${process.pid}-`));
}

/** The process a folder was made by, from its name: `dist.building-<pid>-XXXXXX`, `<pid>-XXXXXX`. */
function makerOf(name: string): number | undefined {
  const pid = Number(/(?:^|-)(\d+)-[^-]*$/.exec(name)?.[1]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** Whether a process is still running: a build or a save in progress, rather than one that has ended. */
export function running(pid: number | undefined): boolean {
  if (pid === undefined) return false;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the work folders and set-aside sites of builds that have ended. If the output folder is
 * missing while a set-aside site exists, a build died between its two renames: the site goes back.
 */
export function clearLeftovers(outDir: string) {
  const folder = dirname(outDir);
  const prefix = `${basename(outDir)}.`;
  const leftovers = readdirSync(folder).filter((name) => name.startsWith(`${prefix}${WORK}-`) || name.startsWith(`${prefix}${ASIDE}-`));
  for (const name of leftovers.filter((entry) => !running(makerOf(entry)))) {
    const path = join(folder, name);
    if (name.startsWith(`${prefix}${ASIDE}-`) && !existsSync(outDir)) renameSync(path, outDir);
    else rmSync(path, { recursive: true, force: true, maxRetries: 3 });
  }
}

/** What became of the site that was there before. */
export interface Replaced {
  /** A previous site that could not be removed: it stays beside the output, for the next build to remove. */
  keptAside?: string;
}

/**
 * Puts `site` in the place of `outDir`. Two builds that finish together take turns; the later
 * one's site stays. If the new site cannot be moved in, the old one is put back.
 */
export async function replaceOutput(site: string, outDir: string, remove: (folder: string) => void = removeFolder): Promise<Replaced> {
  const release = await lock(outDir);
  let aside: string | undefined;
  try {
    if (existsSync(outDir)) {
      aside = `${outDir}.${ASIDE}-${process.pid}-${basename(site).slice(-6)}`;
      renameSync(outDir, aside);
    }
    try {
      renameSync(site, outDir);
    } catch (error) {
      if (aside) renameSync(aside, outDir);
      throw error;
    }
  } finally {
    release();
  }
  if (!aside) return {};
  try {
    remove(aside);
    return {};
  } catch {
    return { keptAside: aside };
  }
}

function removeFolder(folder: string) {
  rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
}

/** How long a build waits for another to finish moving its site in before it takes the lock anyway. */
const LOCK_PATIENCE_MS = 60_000;

/** A lock folder beside the output, holding the process that took it; one left by a process that died is taken over. */
async function lock(outDir: string): Promise<() => void> {
  const path = `${outDir}.lock`;
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(path);
      writeFileSync(join(path, 'pid'), String(process.pid));
      return () => rmSync(path, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder = '';
    try {
      holder = readFileSync(join(path, 'pid'), 'utf8');
    } catch {
      /* taken a moment ago, its holder not yet written */
    }
    const abandoned = (holder !== '' && !running(Number(holder) || undefined)) || Date.now() - started > LOCK_PATIENCE_MS;
    if (abandoned) rmSync(path, { recursive: true, force: true });
    else await sleep(25);
  }
}
