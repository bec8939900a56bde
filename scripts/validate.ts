import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { siteSummary } from '../pipeline/local-sites.ts';
import { validateSite } from '../pipeline/validate.ts';
import { houseStyleAdvice } from '../schema/house-style.ts';
import { formatProblem } from '../schema/problems.ts';
import { findMarkers, formatMarker, type Marker } from '../pipeline/markers.ts';
import { githubAnnotations, jsonReport, REPORT_FORMATS, type Report, type ReportFormat } from '../pipeline/report-formats.ts';

const USAGE = `usage: npm run validate -- [FILE] [--strict] [--format ${REPORT_FORMATS.join('|')}]`;

// A reader that stops early (`npm run validate | head`) closes the pipe: the rest is not wanted, and
// that is no failure. The run ends with the status its verdict set, without a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(process.exitCode ?? 0);
  });
}
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

interface Arguments {
  file: string;
  strict: boolean;
  format: ReportFormat;
}

/**
 * FILE (site.yaml when not given), --strict, which fails on values still marked SAMPLE or TO
 * CONFIRM, and --format (text by default; `--format github` or `--format=github`).
 */
function parseArguments(args: readonly string[]): Arguments {
  const stop = (message: string): never => {
    console.error(`${message}; ${USAGE}`);
    process.exit(1);
  };
  const files: string[] = [];
  let strict = false;
  let format: string = 'text';
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === '--strict') strict = true;
    else if (arg === '--format') format = args[++index] ?? stop('--format needs a value');
    else if (arg.startsWith('--format=')) format = arg.slice('--format='.length);
    else if (arg.startsWith('--')) stop(`unknown option ${arg}`);
    else files.push(arg);
  }
  if (files.length > 1) stop(`one file at a time, found ${files.length}`);
  if (!(REPORT_FORMATS as readonly string[]).includes(format)) stop(`unknown format "${format}"`);
  return { file: files[0] ?? 'site.yaml', strict, format: format as ReportFormat };
}

const { file, strict, format } = parseArguments(process.argv.slice(2));
const started = performance.now();
const result = await validateSite({ file });
// The comments are not part of the validated data, so the markers are read from the text itself.
const text = result.ok ? readFileSync(file, 'utf8') : '';
const markers: Marker[] = result.ok ? findMarkers(text) : [];
// Advice on the house style never fails a run, --strict or not.
const advice = result.ok ? houseStyleAdvice(text, file) : [];
const failed = !result.ok || (strict && markers.length > 0);

if (format !== 'text') {
  let summary: string;
  if (!result.ok) summary = `${plural(result.problems.length, 'problem', 'problems')} in ${file}`;
  else {
    const { routes, blocks, redirects } = siteSummary(result.site);
    summary = `${file} is valid: ${routes} routes, ${blocks} blocks, ${redirects} redirects`;
    if (markers.length > 0) summary += `; ${plural(markers.length, 'value', 'values')} still marked SAMPLE or TO CONFIRM`;
    if (advice.length > 0) summary += `; ${plural(advice.length, 'piece', 'pieces')} of house-style advice`;
  }
  const report: Report = { file, problems: result.ok ? [] : result.problems, markers, advice, strict, summary };
  console.log(format === 'json' ? jsonReport(report) : githubAnnotations(report).join('\n'));
  process.exit(failed ? 1 : 0);
}

if (!result.ok) {
  process.exitCode = 1;
  for (const problem of result.problems) console.error(formatProblem(problem));
  console.error(`${plural(result.problems.length, 'problem', 'problems')} in ${file}`);
  process.exit(1);
}
const { routes, blocks, redirects, languages } = siteSummary(result.site);
const seconds = ((performance.now() - started) / 1000).toFixed(2);
console.log(`${file} is valid: ${routes} routes${languages > 1 ? ' in English and French' : ''}, ${blocks} blocks, ${redirects} redirects (${seconds} s)`);

if (advice.length > 0) {
  console.log(`House style (advice, the file is valid as it is):`);
  for (const item of advice) console.log(formatProblem(item));
}

const lines = markers.map((marker) => formatMarker(file, marker));
if (lines.length > 0 && !strict) {
  console.log(`${plural(lines.length, 'value is', 'values are')} still marked SAMPLE or TO CONFIRM; confirm or replace each before publishing:`);
  for (const line of lines) console.log(line);
} else if (lines.length > 0) {
  process.exitCode = 1;
  for (const line of lines) console.error(line);
  console.error(
    `${plural(lines.length, 'value', 'values')} in ${file} still marked SAMPLE or TO CONFIRM; --strict publishes none: confirm or replace each, then remove its marker`,
  );
  process.exit(1);
}
