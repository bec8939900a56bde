import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildSite } from '../pipeline/build-site.ts';
import { largeSiteText, pageJavaScript } from '../pipeline/bench/large-site.ts';

/**
 * How the build grows with the site: generates site.yaml with N more pages (half in English, half
 * their French versions), builds
 * it in a process of its own, and prints the time, the process's peak memory and the JavaScript a
 * page loads (the home page and one of the new pages), beside the same figures for today's site.
 * Usage: npm run bench:large [-- --pages 5000]
 */
const args = process.argv.slice(2);
const FOLDER = resolve('.bench/large');

if (args[0] === '--child') {
  // The build itself, measured from inside: the peak resident memory of this process.
  const [, siteFile, outDir] = args;
  process.env.NODE_ENV = 'production';
  const started = performance.now();
  const result = await buildSite({ siteFile: siteFile!, publicDir: resolve('public'), outDir: outDir!, mode: 'production' });
  if (!result.ok) throw new Error(`the generated site is not valid:\n${result.problems.map((problem) => problem.message).join('\n')}`);
  console.log(JSON.stringify({ pages: result.pages, seconds: (performance.now() - started) / 1000, peakMegabytes: process.resourceUsage().maxRSS / 1024 }));
} else {
  const index = args.indexOf('--pages');
  const extra = index >= 0 ? Number(args[index + 1]) : 5000;
  if (!Number.isInteger(extra) || extra < 0 || extra % 2 !== 0) throw new Error('expected --pages and an even number (half English, half French), such as --pages 5000');
  rmSync(FOLDER, { recursive: true, force: true });
  mkdirSync(FOLDER, { recursive: true });
  const rows: string[] = [];
  for (const pages of [0, extra]) {
    const siteFile = join(FOLDER, `site-${pages}.yaml`);
    const outDir = join(FOLDER, `dist-${pages}`);
    writeFileSync(siteFile, largeSiteText(readFileSync('site.yaml', 'utf8'), pages / 2));
    const child = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-large.ts', '--child', siteFile, outDir], { encoding: 'utf8', maxBuffer: 1e8 });
    if (child.status !== 0) throw new Error(`the build of ${pages} extra pages failed:\n${child.stderr}`);
    const measured = JSON.parse(child.stdout.trim().split('\n').at(-1)!) as { pages: number; seconds: number; peakMegabytes: number };
    const home = pageJavaScript(outDir, '/');
    const article = pages > 0 ? pageJavaScript(outDir, '/library/article-00001') : undefined;
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    rows.push(
      `| +${pages} | ${measured.pages} | ${measured.seconds.toFixed(1)} s | ${Math.round(measured.peakMegabytes)} MB | ${kb(home.gzip)} | ${article ? kb(article.gzip) : '–'} |`,
    );
  }
  console.log(['| extra pages | pages in all | build time | peak memory | JS and data of / (gzip) | JS and data of a new page (gzip) |', '| --- | --- | --- | --- | --- | --- |', ...rows].join('\n'));
  rmSync(FOLDER, { recursive: true, force: true });
}
