import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { allPages } from '../pipeline/local-sites.ts';
import { validateSite } from '../pipeline/validate.ts';
import { findChromium } from '../pipeline/chromium.ts';
import { startServer } from '../pipeline/serve-static.ts';
import { formatTable, median, summarize, type RunMetrics } from '../pipeline/bench/metrics.ts';

/**
 * Lighthouse, mobile preset with simulated throttling, N runs of every route against the built
 * site served with compression on localhost. Prints medians; raw reports go to .bench/.
 * Usage: npm run bench [-- --runs 5] [-- --routes /,/about]
 */
const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const RUNS = Number(option('runs') ?? 5);
const OUT = '.bench';

const loaded = await validateSite({ file: 'site.yaml' }, { images: false });
if (!loaded.ok) throw new Error('site.yaml is not valid; run npm run validate');
// Every page of every language, English first.
const routes = option('routes')?.split(',') ?? allPages(loaded.site).map((page) => page.path);

mkdirSync(join(OUT, 'reports'), { recursive: true });
const { server, url } = await startServer({ root: 'dist' });
const chrome = await launch({
  chromePath: findChromium(),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});

/**
 * One Lighthouse run of a route. Now and then Chromium's trace misses the navigation (NO_NAVSTART,
 * NO_FCP); such a run has no metrics, so it is repeated rather than counted as zero.
 */
async function audit(route: string, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(`${url}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
    const failure = result.lhr.runtimeError;
    if (!failure) return result;
    if (attempt === attempts) throw new Error(`Lighthouse failed on ${route} ${attempts} times in a row: ${failure.code} ${failure.message}`);
    console.log(`${route}: Lighthouse reported ${failure.code}; running it again`);
  }
}

const started = performance.now();
const results = new Map<string, RunMetrics[]>();
const total = routes.length * RUNS;
let done = 0;
try {
  for (let run = 1; run <= RUNS; run++) {
    for (const route of routes) {
      const result = await audit(route);
      const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '_');
      writeFileSync(join(OUT, 'reports', `${name}.run${run}.json`), result.report as string);
      const metrics = summarize(result.lhr);
      results.set(route, [...(results.get(route) ?? []), metrics]);
      done++;
      const eta = (((performance.now() - started) / done) * (total - done)) / 1000;
      console.log(`[${done}/${total}] ${route} run ${run}: performance ${metrics.performance}, LCP ${metrics.lcp} ms, TBT ${metrics.tbt} ms, CLS ${metrics.cls} (about ${Math.round(eta)} s left)`);
    }
  }
} finally {
  chrome.kill();
  server.close();
}

const medians = routes.map((route) => ({ route, ...median(results.get(route)!) }));
writeFileSync(join(OUT, 'summary.json'), `${JSON.stringify({ runs: RUNS, medians }, null, 2)}\n`);
console.log(`\nLighthouse mobile, simulated throttling, median of ${RUNS} runs:\n`);
console.log(formatTable(medians));
console.log(`\nRaw reports in ${OUT}/reports, medians in ${OUT}/summary.json (${((performance.now() - started) / 1000).toFixed(0)} s).`);
