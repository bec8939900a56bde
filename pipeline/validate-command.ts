import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { siteSummary } from './site-summary.ts';
import { findMarkers, formatMarker, type Marker } from './markers.ts';
import { githubAnnotations, jsonReport, REPORT_FORMATS, type Report, type ReportFormat } from './report-formats.ts';
import { validateSite } from './validate.ts';
import { houseStyleAdvice } from '../schema/house-style.ts';
import { formatProblem, type Problem } from '../schema/problems.ts';

const USAGE = `usage: npm run validate -- [FILE] [--strict] [--format ${REPORT_FORMATS.join('|')}]`;

/** Where `npm run validate` prints, and the folder it runs in: FILE and public/ are found from there. */
export interface CommandIO {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  cwd: string;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

interface Arguments {
  file: string;
  strict: boolean;
  format: ReportFormat;
}

/**
 * FILE (site.yaml when not given), --strict, which fails on values still marked SAMPLE or TO
 * CONFIRM, and --format (text by default; `--format github` or `--format=github`); or what is
 * wrong with them.
 */
function parseArguments(args: readonly string[]): Arguments | { wrong: string } {
  const files: string[] = [];
  let strict = false;
  let format: string = 'text';
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === '--strict') strict = true;
    else if (arg === '--format') {
      const value = args[++index];
      if (value === undefined) return { wrong: '--format needs a value' };
      format = value;
    } else if (arg.startsWith('--format=')) format = arg.slice('--format='.length);
    else if (arg.startsWith('--')) return { wrong: `unknown option ${arg}` };
    else files.push(arg);
  }
  if (files.length > 1) return { wrong: `one file at a time, found ${files.length}` };
  if (!(REPORT_FORMATS as readonly string[]).includes(format)) return { wrong: `unknown format "${format}"` };
  return { file: files[0] ?? 'site.yaml', strict, format: format as ReportFormat };
}

/**
 * `npm run validate -- [FILE] [--strict] [--format text|github|json]`: validates FILE as the build
 * does, with the images of public/, and prints the verdict, the values still marked as samples and
 * the house-style advice. Returns the exit status: 1 when the file is invalid, or marked under
 * --strict, or the arguments are wrong.
 */
export async function runValidate(args: readonly string[], io: CommandIO): Promise<number> {
  const print = (line: string) => io.stdout.write(`${line}\n`);
  const complain = (line: string) => io.stderr.write(`${line}\n`);
  const parsed = parseArguments(args);
  if ('wrong' in parsed) {
    complain(`${parsed.wrong}; ${USAGE}`);
    return 1;
  }
  const { file, strict, format } = parsed;
  const started = performance.now();
  const path = resolve(io.cwd, file);
  const result = await validateSite({ file: path }, { publicDir: resolve(io.cwd, 'public'), displayName: file });
  // The comments are not part of the validated data, so the markers are read from the text itself.
  const text = result.ok ? readFileSync(path, 'utf8') : '';
  const markers: Marker[] = result.ok ? findMarkers(text) : [];
  // Advice on the house style never fails a run, --strict or not; nor do the notes on draft pages,
  // which are not published: a page being written must not hold back the rest of the site.
  const advice = result.ok ? houseStyleAdvice(text, file) : [];
  const drafts = result.notes ?? [];
  const failed = !result.ok || (strict && markers.length > 0);

  if (format !== 'text') {
    let summary: string;
    if (!result.ok) summary = `${plural(result.problems.length, 'problem', 'problems')} in ${file}`;
    else {
      const { routes, blocks, redirects } = siteSummary(result.site);
      summary = `${file} is valid: ${routes} routes, ${blocks} blocks, ${redirects} redirects`;
      if (markers.length > 0) summary += `; ${plural(markers.length, 'value', 'values')} still marked SAMPLE or TO CONFIRM`;
      if (advice.length > 0) summary += `; ${plural(advice.length, 'piece', 'pieces')} of house-style advice`;
      if (draftPages(drafts) > 0) summary += `; ${plural(draftPages(drafts), 'draft page', 'draft pages')} left out`;
    }
    const report: Report = { file, problems: result.ok ? [] : result.problems, markers, advice, drafts, strict, summary };
    print(format === 'json' ? jsonReport(report) : githubAnnotations(report).join('\n'));
    return failed ? 1 : 0;
  }

  if (!result.ok) {
    for (const problem of result.problems) complain(formatProblem(problem));
    complain(`${plural(result.problems.length, 'problem', 'problems')} in ${file}`);
    return 1;
  }
  const { routes, blocks, redirects, languages } = siteSummary(result.site);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  print(`${file} is valid: ${routes} routes${languages > 1 ? ' in English and French' : ''}, ${blocks} blocks, ${redirects} redirects (${seconds} s)`);

  if (advice.length > 0) {
    print(`House style (advice, the file is valid as it is):`);
    for (const item of advice) print(formatProblem(item));
  }

  if (drafts.length > 0) {
    const pages = draftPages(drafts);
    print(`${plural(pages, 'draft page is', 'draft pages are')} left out of the site until marked ready; what is unfinished in ${pages === 1 ? 'it' : 'them'}:`);
    for (const note of drafts) print(formatProblem(note));
  }

  const lines = markers.map((marker) => formatMarker(file, marker));
  if (lines.length > 0 && !strict) {
    print(`${plural(lines.length, 'value is', 'values are')} still marked SAMPLE or TO CONFIRM; confirm or replace each before publishing:`);
    for (const line of lines) print(line);
  } else if (lines.length > 0) {
    for (const line of lines) complain(line);
    complain(`${plural(lines.length, 'value', 'values')} in ${file} still marked SAMPLE or TO CONFIRM; --strict publishes none: confirm or replace each, then remove its marker`);
    return 1;
  }
  return 0;
}

/** How many draft pages the notes are about. */
const draftPages = (notes: readonly Problem[]) => notes.filter((note) => note.code === 'page-is-draft').length;
