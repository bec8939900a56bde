import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { siteSummary } from '../pipeline/local-sites.ts';
import { validateSite } from '../pipeline/validate.ts';
import { formatProblem } from '../schema/problems.ts';
import { findMarkers, formatMarker } from '../pipeline/markers.ts';

const USAGE = 'usage: npm run validate -- [FILE] [--strict]';

// A reader that stops early (`npm run validate | head`) closes the pipe: the rest is not wanted, and
// that is no failure. The run ends with the status its verdict set, without a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(process.exitCode ?? 0);
  });
}
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** FILE (site.yaml when not given) and --strict, which fails on values still marked SAMPLE or TO CONFIRM. */
function parseArguments(args: readonly string[]): { file: string; strict: boolean } {
  const options = args.filter((arg) => arg.startsWith('--'));
  const files = args.filter((arg) => !arg.startsWith('--'));
  const unknown = options.find((option) => option !== '--strict');
  if (unknown || files.length > 1) {
    console.error(unknown ? `unknown option ${unknown}; ${USAGE}` : `one file at a time, found ${files.length}; ${USAGE}`);
    process.exit(1);
  }
  return { file: files[0] ?? 'site.yaml', strict: options.includes('--strict') };
}

const { file, strict } = parseArguments(process.argv.slice(2));
const started = performance.now();
const result = await validateSite({ file });
if (!result.ok) {
  process.exitCode = 1;
  for (const problem of result.problems) console.error(formatProblem(problem));
  console.error(`${plural(result.problems.length, 'problem', 'problems')} in ${file}`);
  process.exit(1);
}
const { routes, blocks, redirects, languages } = siteSummary(result.site);
const seconds = ((performance.now() - started) / 1000).toFixed(2);
console.log(`${file} is valid: ${routes} routes${languages > 1 ? ' in English and French' : ''}, ${blocks} blocks, ${redirects} redirects (${seconds} s)`);

// The comments are not part of the validated data, so the markers are read from the text itself.
const markers = findMarkers(readFileSync(file, 'utf8')).map((marker) => formatMarker(file, marker));
if (markers.length > 0 && !strict) {
  console.log(`${plural(markers.length, 'value is', 'values are')} still marked SAMPLE or TO CONFIRM; confirm or replace each before publishing:`);
  for (const marker of markers) console.log(marker);
} else if (markers.length > 0) {
  process.exitCode = 1;
  for (const marker of markers) console.error(marker);
  console.error(
    `${plural(markers.length, 'value', 'values')} in ${file} still marked SAMPLE or TO CONFIRM; --strict publishes none: confirm or replace each, then remove its marker`,
  );
  process.exit(1);
}
