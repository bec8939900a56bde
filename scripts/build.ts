import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildSite } from '../pipeline/build-site.ts';
import { formatProblem } from '../schema/problems.ts';

/** `npm run build`. SITE_FILE, PUBLIC_DIR and OUT_DIR let tests build other content into other folders. */
const siteFile = process.env.SITE_FILE ?? 'site.yaml';
const outDir = resolve(process.env.OUT_DIR ?? 'dist');
/** BUILD_MODE=development builds with React's development runtime, which reports every hydration mismatch. */
const mode = process.env.BUILD_MODE === 'development' ? 'development' : 'production';
// Vite and React follow NODE_ENV when it is set (test runners set it to "test"); the build's own
// mode decides instead, so a build is the same whoever starts it.
process.env.NODE_ENV = mode;

const started = performance.now();
try {
  const result = await buildSite({ siteFile, publicDir: resolve(process.env.PUBLIC_DIR ?? 'public'), outDir, mode });
  if (!result.ok) {
    for (const problem of result.problems) console.error(formatProblem(problem));
    console.error(`Build stopped: ${siteFile} has ${result.problems.length} problem${result.problems.length === 1 ? '' : 's'}; the output folder was left as it was.`);
    process.exit(1);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Built ${result.pages} pages and ${result.redirects} redirects into ${outDir} in ${seconds} s`);
} catch (error) {
  console.error(`Build failed: ${(error as Error).message}`);
  console.error('the output folder was left as it was.');
  process.exitCode = 1;
}
