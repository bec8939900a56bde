/**
 * `node scripts/compiled.mjs scripts/COMMAND.ts [ARGS…]`: runs a TypeScript command from a copy
 * compiled into plain JavaScript, compiled again only when one of its sources has changed.
 *
 * A command run after every edit (`npm run validate`) should start at once; through tsx it pays
 * for a loader thread that transpiles each of its modules on every run, about half a second.
 *
 * The copy lives in node_modules/.cache/commands/COMMAND/ (or under COMMAND_CACHE, a folder of
 * the project) with the content hash of every source it was made from. Packages are not copied:
 * they are found in node_modules, as from the sources. A module the command imports only when
 * needed (the SVG checks) stays in a chunk of its own, loaded only then.
 *
 * Plain JavaScript, since it runs before anything can compile TypeScript.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CACHE = resolve(ROOT, process.env.COMMAND_CACHE ?? 'node_modules/.cache/commands');

/** How the compiler reads each kind of source file. */
const LOADERS = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.js': 'js', '.mjs': 'js', '.cjs': 'js', '.jsx': 'jsx', '.json': 'json' };

const hashOf = (text) => createHash('sha256').update(text).digest('hex');

/** Whether every source the copy in `folder` was made from still holds what it held then. */
function upToDate(folder) {
  try {
    const { sources } = JSON.parse(readFileSync(join(folder, 'sources.json'), 'utf8'));
    return sources.every(({ file, hash }) => hashOf(readFileSync(join(ROOT, file))) === hash);
  } catch {
    return false;
  }
}

/**
 * Compiles `entry` into `folder`: written beside it first and then moved into place, so that a
 * command started meanwhile finds a whole copy or none (and makes its own), never half of one. The sources are
 * hashed as the compiler reads them, so the record matches the copy even if a file changes
 * during the compilation.
 */
async function compile(entry, folder) {
  const { build } = await import('esbuild');
  const staging = `${folder}.${process.pid}.tmp`;
  const sources = [];
  const recordSources = {
    name: 'record-sources',
    setup(compiler) {
      compiler.onLoad({ filter: /\.([cm]?[jt]sx?|json)$/ }, ({ path }) => {
        const contents = readFileSync(path);
        sources.push({ file: relative(ROOT, path), hash: hashOf(contents) });
        return { contents, loader: LOADERS[extname(path)] };
      });
    },
  };
  await build({
    absWorkingDir: ROOT,
    entryPoints: [entry],
    outdir: staging,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: `node${process.versions.node.split('.')[0]}`,
    packages: 'external',
    logLevel: 'warning',
    plugins: [recordSources],
  });
  sources.sort((a, b) => (a.file < b.file ? -1 : 1));
  writeFileSync(join(staging, 'sources.json'), `${JSON.stringify({ sources }, null, 2)}\n`);
  rmSync(folder, { recursive: true, force: true });
  try {
    renameSync(staging, folder);
  } catch {
    // Another run of the command put its copy in place first: it was made from the same sources.
    rmSync(staging, { recursive: true, force: true });
  }
}

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  process.stderr.write('usage: node scripts/compiled.mjs scripts/COMMAND.ts [ARGS…]\n');
  process.exit(1);
}
const name = basename(entry).replace(/\.tsx?$/, '');
const folder = join(CACHE, name);
if (!upToDate(folder)) {
  mkdirSync(CACHE, { recursive: true });
  await compile(resolve(entry), folder);
}
// The command reads its arguments as it would have been given them.
process.argv = [process.argv[0], resolve(entry), ...args];
await import(pathToFileURL(join(folder, `${name}.mjs`)).href);
