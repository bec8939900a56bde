import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The machine's own git settings (signing, hooks, a default branch) are not the tests' business.
process.env.GIT_CONFIG_GLOBAL = '/dev/null';
process.env.GIT_CONFIG_NOSYSTEM = '1';

/** Runs git in a folder as someone who set the repository up; its output, trimmed. */
export const gitIn = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Set Up', '-c', 'user.email=setup@example.com', ...args], { cwd, encoding: 'utf8' }).trim();

/**
 * A clone of the site, with the project's site.yaml and public/, whose remote is a bare repository
 * beside it on this machine: `folder/site` follows `origin/main` at `folder/remote.git`.
 */
export function siteRepository(folder: string): { site: string; remote: string } {
  const [site, remote] = [join(folder, 'site'), join(folder, 'remote.git')];
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(site, { recursive: true });
  execFileSync('git', ['init', '--quiet', '--bare', '--initial-branch=main', remote]);
  gitIn(site, 'init', '--quiet', '--initial-branch=main');
  writeFileSync(join(site, 'site.yaml'), readFileSync('site.yaml', 'utf8'));
  cpSync('public', join(site, 'public'), { recursive: true });
  gitIn(site, 'add', '.');
  gitIn(site, 'commit', '--quiet', '-m', 'The site as it starts');
  gitIn(site, 'remote', 'add', 'origin', remote);
  gitIn(site, 'push', '--quiet', '--set-upstream', 'origin', 'main');
  return { site, remote };
}
