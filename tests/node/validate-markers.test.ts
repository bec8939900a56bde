/**
 * `npm run validate` lists the values site.yaml still marks as samples, and `--strict` fails on
 * them, for a deploy that must not publish stand-ins. The runs use the validation fixtures' folder
 * as their working directory, for the image base.yaml refers to.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BASE, editBase, replace, runValidate } from './validation/helpers.ts';

const temp = mkdtempSync(join(tmpdir(), 'site-markers-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function siteFile(name: string, source: string): string {
  const file = join(temp, name);
  writeFileSync(file, source);
  return file;
}

async function validate(...args: string[]) {
  const run = await runValidate(...args);
  const lines = (text: string) => text.split('\n').filter(Boolean);
  return { status: run.status, stdout: lines(run.stdout), stderr: lines(run.stderr) };
}

/** base.yaml with five markers, a comment that only mentions one and a "#" inside a quoted value. */
const MARKED = editBase(
  replace(14, '  phone: +1 (204) 555-0123', '  # SAMPLE: 555-01xx numbers are reserved for fiction.\n  phone: +1 (204) 555-0123'),
  replace(16, '  director: Jane Doe', '  director: Jane Doe  # SAMPLE'),
  replace(17, '  founded: 2019-04', '  # TO CONFIRM: the specification gives two dates;\n  # the owner must pick one.\n\n  founded: 2019-04'),
  replace(
    51,
    '  blurb: Phones and networks for Manitoba businesses.',
    "  # Values marked SAMPLE are stand-ins.\n  blurb: 'Phones # SAMPLE: inside a quoted value, not a comment'",
  ),
  replace(69, '  - id: alice', '  # SAMPLE: a made-up testimonial.\n  - id: alice'),
  replace(78, '      - type: hero', '      # TO CONFIRM\n      - type: hero'),
);

const markerLines = (file: string) => [
  `${file}:14: SAMPLE — company.phone: 555-01xx numbers are reserved for fiction.`,
  `${file}:17: SAMPLE — company.director`,
  `${file}:18: TO CONFIRM — company.founded: the specification gives two dates; the owner must pick one.`,
  `${file}:74: SAMPLE — testimonials.0: a made-up testimonial.`,
  `${file}:84: TO CONFIRM — pages.0.blocks.0`,
];

const SUMMARY = (file: string) => new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is valid: 4 routes, 10 blocks, 2 redirects \\(\\d+\\.\\d\\d s\\)$`);

describe('npm run validate and the SAMPLE and TO CONFIRM markers', () => {
  it('lists the marked values after the summary, with a count, and still exits 0', async () => {
    const file = siteFile('marked.yaml', MARKED);
    const run = await validate(file);
    expect(run.stderr).toEqual([]);
    expect(run.status).toBe(0);
    expect(run.stdout[0]).toMatch(SUMMARY(file));
    expect(run.stdout.slice(1)).toEqual([
      '5 values are still marked SAMPLE or TO CONFIRM; confirm or replace each before publishing:',
      ...markerLines(file),
    ]);
  });

  it('prints only the summary when nothing is marked', async () => {
    const run = await validate(siteFile('unmarked.yaml', BASE), '--strict');
    expect(run.stderr).toEqual([]);
    expect(run.status).toBe(0);
    expect(run.stdout).toHaveLength(1);
  });

  it('fails with --strict, listing the marked values on stderr', async () => {
    const file = siteFile('strict.yaml', MARKED);
    for (const args of [[file, '--strict'], ['--strict', file]]) {
      const run = await validate(...args);
      expect(run.status).toBe(1);
      expect(run.stdout).toHaveLength(1);
      expect(run.stdout[0]).toMatch(SUMMARY(file));
      expect(run.stderr).toEqual([
        ...markerLines(file),
        `5 values in ${file} still marked SAMPLE or TO CONFIRM; --strict publishes none: confirm or replace each, then remove its marker`,
      ]);
    }
  });

  it('counts a single marked value in the singular', async () => {
    const file = siteFile('one.yaml', editBase(replace(16, '  director: Jane Doe', '  director: Jane Doe # SAMPLE: a made-up name')));
    expect((await validate(file)).stdout.slice(1)).toEqual([
      '1 value is still marked SAMPLE or TO CONFIRM; confirm or replace each before publishing:',
      `${file}:16: SAMPLE — company.director: a made-up name`,
    ]);
    expect((await validate(file, '--strict')).stderr.at(-1)).toMatch(/^1 value in .* still marked SAMPLE or TO CONFIRM;/);
  });

  it('refuses an unknown option rather than ignoring it', async () => {
    const run = await validate(siteFile('typo.yaml', MARKED), '--stritc');
    expect(run.status).toBe(1);
    expect(run.stdout).toEqual([]);
    expect(run.stderr).toEqual(['unknown option --stritc; usage: npm run validate -- [FILE] [--strict] [--format text|github|json]']);
  });
});
