import { relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildSite, type BuildProgress, type Published } from '../pipeline/build-site.ts';
import { LEFT_OUT_REASONS, type LeftOut } from '../pipeline/build/public-files.ts';
import { formatProblem } from '../schema/problems.ts';

/** `npm run build`. SITE_FILE, PUBLIC_DIR and OUT_DIR let tests build other content into other folders. */
const siteFile = process.env.SITE_FILE ?? 'site.yaml';
const outDir = resolve(process.env.OUT_DIR ?? 'dist');
/** BUILD_MODE=development builds with React's development runtime, which reports every hydration mismatch. */
const mode = process.env.BUILD_MODE === 'development' ? 'development' : 'production';
// Vite and React follow NODE_ENV when it is set (test runners set it to "test"); the build's own
// mode decides instead, so a build is the same whoever starts it.
process.env.NODE_ENV = mode;

const STEPS: Record<BuildProgress['step'], string> = {
  validating: 'Validating site.yaml and its images',
  photos: 'Encoding photos',
  cards: 'Drawing share cards',
  bundling: 'Bundling the app',
  publishing: 'Publishing public/',
  pages: 'Rendering pages',
};

/** On a terminal one line that changes as the build goes; elsewhere (CI, a log) one plain line a step. */
function progressReporter(): { report: (progress: BuildProgress) => void; done: () => void } {
  const terminal = process.stdout.isTTY === true && process.env.CI === undefined;
  let last: BuildProgress['step'] | undefined;
  let shown = false;
  return {
    report(progress) {
      const counted = 'done' in progress ? ` ${progress.done}/${progress.total}` : '';
      if (terminal) {
        process.stdout.write(`\r\x1b[2K${STEPS[progress.step]}…${counted}`);
        shown = true;
      } else if (progress.step !== last) {
        console.log(`${STEPS[progress.step]}…${'total' in progress ? ` (${progress.total})` : ''}`);
      }
      last = progress.step;
    },
    done() {
      if (shown) process.stdout.write('\r\x1b[2K');
    },
  };
}

const plural = (count: number, word: string) => `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;

function summary(published: Published, seconds: string): string {
  const { pages, redirects, photos, cards, files, bytes, leftOut, drafts, keptAside } = published;
  const lines = [
    `Built ${pages} pages and ${redirects} redirects into ${relative(process.cwd(), outDir) || '.'} in ${seconds} s`,
    `  photos: ${photos.encoded} encoded, ${photos.cached} from the cache`,
    `  share cards: ${cards.drawn} drawn, ${cards.cached} from the cache`,
    `  published: ${plural(files, 'file')}, ${(bytes / 1e6).toFixed(1)} MB`,
  ];
  if (leftOut.length > 0) {
    lines.push(`  left out of public/: ${plural(leftOut.length, 'file')}`);
    for (const reason of Object.keys(LEFT_OUT_REASONS) as LeftOut['reason'][]) {
      const paths = leftOut.filter((file) => file.reason === reason).map((file) => file.path);
      if (paths.length === 0) continue;
      // The originals of encoded photos are expected; anything else is named, for someone to look at.
      const named = reason === 'encoded' ? '' : `: ${paths.slice(0, 5).join(', ')}${paths.length > 5 ? ` and ${paths.length - 5} more` : ''}`;
      lines.push(`    ${paths.length} ${LEFT_OUT_REASONS[reason]}${named}`);
    }
  }
  if (drafts.length > 0) lines.push(`  draft pages left out until marked ready: ${drafts.join(', ')}`);
  if (keptAside) lines.push(`  the previous site could not be removed; it stays in ${keptAside} until the next build`);
  return lines.join('\n');
}

const started = performance.now();
const progress = progressReporter();
try {
  const result = await buildSite({ siteFile, publicDir: resolve(process.env.PUBLIC_DIR ?? 'public'), outDir, mode, onProgress: progress.report });
  progress.done();
  if (!result.ok) {
    for (const problem of result.problems) console.error(formatProblem(problem));
    console.error(`Build stopped: ${siteFile} has ${result.problems.length} problem${result.problems.length === 1 ? '' : 's'}; the output folder was left as it was.`);
    process.exit(1);
  }
  console.log(summary(result, ((performance.now() - started) / 1000).toFixed(1)));
} catch (error) {
  progress.done();
  console.error(`Build failed: ${(error as Error).message}`);
  console.error('The output folder was left as it was.');
  process.exitCode = 1;
}
