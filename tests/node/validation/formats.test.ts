/**
 * `npm run validate -- --format github` and `--format json`: the same verdict as the default
 * output, printed for a CI rather than a person. GitHub shows each `::error file=…,line=…,col=…::`
 * line as an annotation on that line of the pull request.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { githubAnnotations } from '../../../pipeline/report-formats.ts';
import { BLOCK_TYPE_LIST, editBase, replace, runValidate } from './helpers.ts';

const temp = mkdtempSync(join(tmpdir(), 'site-formats-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function siteFile(name: string, source: string): string {
  const file = join(temp, name);
  writeFileSync(file, source);
  return file;
}

const BROKEN = editBase(
  replace(15, '  email: sales@example.com', '  email: nope'),
  replace(83, '          href: /contact', '          href: /contakt'),
  replace(108, '      - type: text', '      - type: txet'),
);

const MARKED = editBase(
  replace(14, '  phone: +1 (204) 555-0123', '  # SAMPLE: 555-01xx numbers are reserved for fiction.\n  phone: +1 (204) 555-0123'),
  replace(16, '  director: Jane Doe', '  director: Jane Doe  # TO CONFIRM'),
);

describe('npm run validate -- --format github', () => {
  it('prints each problem as an error annotation at its file, line and column, and exits 1', async () => {
    const file = siteFile('broken.yaml', BROKEN);
    const run = await runValidate(file, '--format', 'github');
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('');
    // `:` and `,` inside a property are percent-encoded, as GitHub's workflow commands require
    const at = file.replace(/:/g, '%3A').replace(/,/g, '%2C');
    expect(run.stdout.split('\n').filter(Boolean)).toEqual([
      `::error file=${at},line=15,col=10,title=company.email::company.email: expected an e-mail address such as "sales@example.com"; found the text "nope"`,
      `::error file=${at},line=83,col=17,title=pages.0.blocks.0.action.href::pages.0.blocks.0.action.href: the link "/contakt" leads nowhere; expected the path of a page or a redirect, such as "/contact"`,
      `::error file=${at},line=108,col=15,title=pages.1.blocks.1.type::pages.1.blocks.1.type: unknown block type "txet"; did you mean "text"? expected one of: ${BLOCK_TYPE_LIST}`,
      `3 problems in ${file}`,
    ]);
  });

  it('shows the values still marked as samples as warnings, and as errors with --strict', async () => {
    const file = siteFile('marked.yaml', MARKED);
    const relaxed = await runValidate('--format=github', file);
    expect(relaxed.status).toBe(0);
    const lines = relaxed.stdout.split('\n').filter(Boolean);
    expect(lines).toEqual([
      `::warning file=${file},line=14,title=Confirm or replace before publishing::company.phone is still marked SAMPLE — 555-01xx numbers are reserved for fiction.`,
      `::warning file=${file},line=17,title=Confirm or replace before publishing::company.director is still marked TO CONFIRM`,
      `${file} is valid: 4 routes, 10 blocks, 2 redirects; 2 values still marked SAMPLE or TO CONFIRM`,
    ]);
    const strict = await runValidate(file, '--strict', '--format', 'github');
    expect(strict.status).toBe(1);
    expect(strict.stdout.split('\n').filter(Boolean).slice(0, 2).map((line) => line.split(' ')[0])).toEqual(['::error', '::error']);
  });

  it('cannot be made to end an annotation early or start another by what a message holds', () => {
    const [line] = githubAnnotations({
      file: 'site.yaml',
      strict: false,
      markers: [],
      advice: [],
      drafts: [],
      summary: '',
      problems: [{ code: 'yaml-syntax', file: 'a,b:c.yaml', line: 3, column: 4, path: 'x', message: '100% sure\n::error::forged\r' }],
    });
    expect(line).toBe('::error file=a%2Cb%3Ac.yaml,line=3,col=4,title=x::x: 100%25 sure%0A::error::forged%0D');
  });
});

describe('npm run validate -- --format json', () => {
  it('prints one document with every problem, its code and place, and exits 1', async () => {
    const file = siteFile('broken.yaml', BROKEN);
    const run = await runValidate(file, '--format', 'json');
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('');
    const report = JSON.parse(run.stdout) as { ok: boolean; problems: { code: string; line: number; column: number; path: string }[]; summary: string };
    expect(report.ok).toBe(false);
    expect(report.summary).toBe(`3 problems in ${file}`);
    expect(report.problems.map(({ code, line, column, path }) => ({ code, line, column, path }))).toEqual([
      { code: 'wrong-format', line: 15, column: 10, path: 'company.email' },
      { code: 'link-leads-nowhere', line: 83, column: 17, path: 'pages.0.blocks.0.action.href' },
      { code: 'unknown-block-type', line: 108, column: 15, path: 'pages.1.blocks.1.type' },
    ]);
  });

  it('passes a marked file, and fails it with --strict, listing the markers either way', async () => {
    const file = siteFile('marked.yaml', MARKED);
    const relaxed = await runValidate(file, '--format', 'json');
    const strict = await runValidate(file, '--format', 'json', '--strict');
    expect([relaxed.status, strict.status]).toEqual([0, 1]);
    for (const [run, ok] of [[relaxed, true], [strict, false]] as const) {
      const report = JSON.parse(run.stdout) as { ok: boolean; problems: unknown[]; markers: { line: number; kind: string; path: string }[] };
      expect(report.ok).toBe(ok);
      expect(report.problems).toEqual([]);
      expect(report.markers.map(({ line, kind, path }) => `${line} ${kind} ${path}`)).toEqual(['14 SAMPLE company.phone', '17 TO CONFIRM company.director']);
    }
  });

  it('refuses a format it does not know', async () => {
    const run = await runValidate('--format', 'xml');
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe('unknown format "xml"; usage: npm run validate -- [FILE] [--strict] [--format text|github|json]\n');
  });
});

/** base.yaml with a heading and a page title that leave the house style's Title Case. */
const LOWER_CASE = editBase(replace(119, '        heading: See Also', '        heading: See also'), replace(75, '    title: Home', '    title: home page'));

describe('house-style advice', () => {
  const ADVICE = 'house style writes headings in Title Case';

  it('is printed at its place under a valid verdict, and never fails a run, --strict or not', async () => {
    const file = siteFile('lower-case.yaml', LOWER_CASE);
    for (const strict of [[], ['--strict']]) {
      const run = await runValidate(file, ...strict);
      expect(run.status).toBe(0);
      expect(run.stderr).toBe('');
      const lines = run.stdout.split('\n').filter(Boolean);
      expect(lines[0]).toMatch(/ is valid: /);
      expect(lines.slice(1)).toEqual([
        'House style (advice, the file is valid as it is):',
        `${file}:75:12 pages.0.title: ${ADVICE}: "home" and "page" would start with a capital letter (small words such as "a", "and", "of", "to" stay lower case inside a heading)`,
        `${file}:119:18 pages.2.blocks.1.heading: ${ADVICE}: "also" would start with a capital letter (small words such as "a", "and", "of", "to" stay lower case inside a heading)`,
      ]);
    }
  });

  it('is a notice in GitHub and a list of its own in JSON', async () => {
    const file = siteFile('lower-case.yaml', LOWER_CASE);
    const github = await runValidate(file, '--format', 'github', '--strict');
    expect(github.status).toBe(0);
    expect(github.stdout.split('\n').filter(Boolean).map((line) => line.split('::').slice(0, 2).join('::'))).toEqual([
      `::notice file=${file},line=75,col=12,title=House style`,
      `::notice file=${file},line=119,col=18,title=House style`,
      `${file} is valid: 4 routes, 10 blocks, 2 redirects; 2 pieces of house-style advice`,
    ]);
    const json = JSON.parse((await runValidate(file, '--format', 'json')).stdout) as { ok: boolean; advice: { code: string; line: number; path: string }[] };
    expect(json.ok).toBe(true);
    expect(json.advice.map(({ code, line, path }) => `${code} ${line} ${path}`)).toEqual(['style-title-case 75 pages.0.title', 'style-title-case 119 pages.2.blocks.1.heading']);
  });
});
