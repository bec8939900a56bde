/**
 * The validator's command line, run the way CI and editors run it:
 *   npm run validate -- FILE   (node scripts/compiled.mjs scripts/validate.ts FILE)
 *
 * The CLI looks for images in public/ under its working directory. The base site names an image (its
 * home page's picture), and the project's own public/images is not ours to
 * fill, so runs that must find images use the fixture folder as their working directory: it has
 * public/images/sample.svg next to base.yaml. Runs whose output does not depend on images (a YAML
 * syntax error, a missing file) use the project root, as the brief asks.
 *
 * A few runs start the command as a process, for what only a process shows: its exit status, its
 * two streams, no stack trace, a reader that goes away. The others call the command's code in this
 * process, in the folder a run would start in.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BASE, BLOCK_TYPE_LIST, FIXTURES, ROOT, editBase, replace, runValidateIn } from './helpers.ts';

const temp = mkdtempSync(join(tmpdir(), 'site-validate-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** Where the started commands keep their compiled copy: a folder of the project for this file alone, made on the first start. */
const COMPILED = join(ROOT, '.test-build/validate-command');
rmSync(COMPILED, { recursive: true, force: true });

/**
 * The command line `npm run validate` runs (package.json's script), with its files found from the
 * project root and FILE after it: the command as people start it, from any folder.
 */
function commandLine(file: string): string[] {
  const script = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { validate: string } }).scripts.validate;
  const [program, ...args] = script.split(' ');
  expect(program).toBe('node');
  return [...args.map((arg) => (arg.startsWith('-') ? arg : join(ROOT, arg))), file];
}

/** The command started as a process in `cwd` on FILE. */
function validateProcess(file: string, cwd: string) {
  const run = spawnSync(process.execPath, commandLine(file), {
    cwd,
    env: { ...process.env, COMMAND_CACHE: COMPILED },
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (run.error) throw run.error;
  return { status: run.status, stdout: run.stdout, stderr: run.stderr, lines: run.stderr.split('\n').filter(Boolean) };
}

/** The command's code run in this process, as if started in `cwd` on FILE. */
async function validate(file: string, cwd: string) {
  const run = await runValidateIn(cwd, file);
  return { ...run, lines: run.stderr.split('\n').filter(Boolean) };
}

function expectNoStackTrace(output: string) {
  expect(output).not.toMatch(/^\s+at /m);
  expect(output).not.toContain('Error:');
}

/** Writes a site file into a fresh folder with its own public/images, as a real project has. */
function project(name: string, source: string): { dir: string; file: string } {
  const dir = join(temp, name);
  mkdirSync(join(dir, 'public/images'), { recursive: true });
  writeFileSync(join(dir, 'public/images/sample.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"/>');
  writeFileSync(join(dir, 'site.yaml'), source);
  return { dir, file: join(dir, 'site.yaml') };
}

/** Runs the validator on FILE with its output read by a reader that has already gone, as `| head` leaves it. */
function validateIntoClosedPipe(file: string, cwd: string): Promise<{ status: number | null; stderr: string }> {
  const child = spawn(process.execPath, commandLine(file), { cwd, env: { ...process.env, COMMAND_CACHE: COMPILED }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.destroy();
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, stderr })));
}

describe('scripts/validate.ts', () => {
  it('starts from a compiled copy, made again only when one of its sources has changed', () => {
    const copy = join(COMPILED, 'validate');
    const record = join(copy, 'sources.json');
    const run = () => {
      const { status, stdout } = validateProcess('base.yaml', FIXTURES);
      expect({ status, stdout }).toEqual({ status: 0, stdout: expect.stringMatching(/^base\.yaml is valid: 4 routes/) });
      return statSync(join(copy, 'validate.mjs')).mtimeMs;
    };
    const first = run();
    // every source of the command, each with the hash of what it held; no package
    const { sources } = JSON.parse(readFileSync(record, 'utf8')) as { sources: { file: string; hash: string }[] };
    expect(sources.map(({ file }) => file)).toEqual(expect.arrayContaining(['scripts/validate.ts', 'pipeline/validate-command.ts', 'schema/site.ts']));
    expect(sources.filter(({ file }) => file.includes('node_modules'))).toEqual([]);
    expect(run()).toBe(first);
    // A source that no longer holds what the copy was made from: the copy is made again.
    const changed = sources.map((source) => (source.file === 'schema/site.ts' ? { ...source, hash: 'a former version' } : source));
    writeFileSync(record, JSON.stringify({ sources: changed }));
    expect(run()).toBeGreaterThan(first);
    expect(JSON.parse(readFileSync(record, 'utf8'))).toEqual({ sources });
  });

  it('stops quietly when its reader stops reading, with the exit status of its verdict', async () => {
    const { status, stderr } = await validateIntoClosedPipe(join(FIXTURES, 'base.yaml'), FIXTURES);
    expect(stderr).toBe('');
    expect(status).toBe(0);
  });

  it('exits 0 on a valid site with a one-line summary', async () => {
    const run = await validate('base.yaml', FIXTURES);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^base\.yaml is valid: 4 routes, 10 blocks, 2 redirects \(\d+\.\d\d s\)\n$/);
  });

  it('exits 0 on a valid copy outside the project, run from its own folder', async () => {
    const { dir } = project('valid', BASE);
    const run = await validate('site.yaml', dir);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^site\.yaml is valid: 4 routes, 10 blocks, 2 redirects \(\d+\.\d\d s\)\n$/);
  });

  it('exits 1 on a broken copy, with every problem located on stderr and a count', () => {
    const { dir, file } = project(
      'broken',
      editBase(
        replace(15, '  email: sales@example.com', '  email: nope'),
        replace(83, '          href: /contact', '          href: /contakt'),
        replace(108, '      - type: text', '      - type: txet'),
      ),
    );
    const run = validateProcess(file, dir);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.lines).toEqual([
      `${file}:15:10 company.email: expected an e-mail address such as "sales@example.com"; found the text "nope"`,
      `${file}:83:17 pages.0.blocks.0.action.href: the link "/contakt" leads nowhere; expected the path of a page or a redirect, such as "/contact"`,
      `${file}:108:15 pages.1.blocks.1.type: unknown block type "txet"; did you mean "text"? expected one of: ${BLOCK_TYPE_LIST}`,
      `3 problems in ${file}`,
    ]);
    expectNoStackTrace(run.stdout + run.stderr);
  });

  it('exits 1 on a broken copy run from the project root, without a stack trace', async () => {
    const { file } = project('syntax', editBase(replace(29, '    title: Home', '    title: @Home')));
    const run = await validate(file, ROOT);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.lines).toEqual([
      `${file}:29:12 menu.0.title: invalid YAML: a value starting with "@" must be put in quotes`,
      `1 problem in ${file}`,
    ]);
    expectNoStackTrace(run.stdout + run.stderr);
  });

  it('locates every problem of a broken copy run from the project root', async () => {
    const { file } = project('located', editBase(replace(15, '  email: sales@example.com', '  email: nope')));
    const run = await validate(file, ROOT);
    expect(run.status).toBe(1);
    // whether the project's public/images holds sample.svg is not this test's business; the e-mail
    // problem is there either way, and every line but the count is located
    expect(run.lines).toContain(`${file}:15:10 company.email: expected an e-mail address such as "sales@example.com"; found the text "nope"`);
    const located = new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:\\d+:\\d+ \\S+: .+`);
    expect(run.lines.slice(0, -1).every((line) => located.test(line))).toBe(true);
    expect(run.lines.at(-1)).toMatch(new RegExp(`^\\d+ problems? in `));
    expectNoStackTrace(run.stdout + run.stderr);
  });

  it('reports a missing file', async () => {
    const file = join(temp, 'nowhere', 'site.yaml');
    const run = await validate(file, ROOT);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.lines).toEqual([`${file}:1:1 (document): the file does not exist`, `1 problem in ${file}`]);
    expectNoStackTrace(run.stderr);
  });

  it('reports a missing file given by a relative path as given', async () => {
    const run = await validate('no-such-site.yaml', ROOT);
    expect(run.status).toBe(1);
    expect(run.lines).toEqual(['no-such-site.yaml:1:1 (document): the file does not exist', '1 problem in no-such-site.yaml']);
  });

  it('reports a folder given instead of a file without a stack trace', async () => {
    const run = await validate(temp, ROOT);
    expect(run.status).toBe(1);
    expect(run.lines).toEqual([`${temp}:1:1 (document): this is a folder; expected a site.yaml file`, `1 problem in ${temp}`]);
    expectNoStackTrace(run.stderr);
  });
});
