import { performance } from 'node:perf_hooks';
import { formatProblem, loadSite, siteSummary } from '../schema/load.ts';

const file = process.argv[2] ?? 'site.yaml';
const started = performance.now();
const result = loadSite(file);
if (!result.ok) {
  for (const problem of result.problems) console.error(formatProblem(problem));
  console.error(`${result.problems.length} problem${result.problems.length === 1 ? '' : 's'} in ${file}`);
  process.exit(1);
}
const { routes, blocks, redirects } = siteSummary(result.site);
const seconds = ((performance.now() - started) / 1000).toFixed(2);
console.log(`${file} is valid: ${routes} routes, ${blocks} blocks, ${redirects} redirects (${seconds} s)`);
