import { relative } from 'node:path';
import { defaultExclude, defineConfig, mergeConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import viteConfig from './vite.config.ts';

/**
 * Node test files that change what the files of a process share, each run in a process of its own;
 * the other node files share their workers' processes and the modules they have loaded.
 */
const ISOLATED_NODE_FILES = [
  // sets SOURCE_DATE_EPOCH
  'tests/node/build/local-sites.test.ts',
  // runs on a fake clock
  'tests/node/dev-server-saves.test.ts',
  // spies on sharp's prototype
  'tests/node/images/variants.test.ts',
  // tests/support/site-repository.ts sets git's settings in the environment
  'tests/node/editor/publish.test.ts',
  'tests/node/editor/server-mode.test.ts',
];

/** The order the node and DOM projects run in: the isolated node files, the other node files, the DOM files. */
const PROJECT_ORDER = ['node-isolated', 'node', 'dom'];

/**
 * The files that take longest (node files that build the site, or start the editor and hash
 * passwords, small as they are; the longest browser files): they start first, so that no worker
 * is left running one alone at the end.
 */
const LONGEST_FILES = [
  'tests/node/editor/server-mode.test.ts',
  'tests/node/editor/publish.test.ts',
  'tests/node/images/variants.test.ts',
  'tests/node/build/page-count.test.ts',
  'tests/node/build/publishing.test.ts',
  'tests/node/build/photos.test.ts',
  'tests/node/build/reproducible.test.ts',
  'tests/node/editor/server.test.ts',
  'tests/node/build/bad-content.test.ts',
  'tests/node/validation/cli.test.ts',
  'tests/browser/editor.test.ts',
  'tests/browser/routes.test.ts',
];

/**
 * Vitest's own order (by the timings of the last run, or by size on a fresh clone), with the
 * projects in PROJECT_ORDER and the LONGEST_FILES first in theirs; other projects keep their order.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (list: readonly string[], item: string) => (list.includes(item) ? list.indexOf(item) : list.length);
    const projectRank = (file: TestSpecification) => rank(PROJECT_ORDER, file.project.name);
    const fileRank = (file: TestSpecification) => rank(LONGEST_FILES, relative(file.project.config.root, file.moduleId));
    return (await super.sort(files)).sort((a, b) => projectRank(a) - projectRank(b) || fileRank(a) - fileRank(b));
  }
}

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Two files at a time, browser files too: a browser test spends much of its time waiting on
      // Chromium, and each file has its own browser, pages and folders under .test-build.
      maxWorkers: 2,
      sequence: { sequencer: LongestFirst },
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            include: ['tests/node/**/*.test.ts'],
            exclude: [...defaultExclude, ...ISOLATED_NODE_FILES],
            environment: 'node',
            globalSetup: ['tests/node/global-setup.ts'],
            // The files of a worker share one process and its modules rather than each loading
            // them again (about 2 s a file); setup.ts fails a file that leaves the process changed.
            isolate: false,
            setupFiles: ['tests/node/setup.ts'],
            // Several tests start a process (a build, the validate command) that a busy machine
            // may take well over the default 5 s to finish; each waits for its result, never a time.
            testTimeout: 60_000,
            hookTimeout: 120_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'node-isolated',
            include: ISOLATED_NODE_FILES,
            environment: 'node',
            // As in the node project: these start the editor, git and the edit command.
            testTimeout: 60_000,
            hookTimeout: 120_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            include: ['tests/dom/**/*.test.tsx'],
            environment: 'jsdom',
            setupFiles: ['tests/dom/setup.ts'],
            // The first test of a file pays for its imports, several seconds on a busy machine.
            testTimeout: 30_000,
            // One jsdom for all the files of a worker rather than one per file (about 1 s each):
            // setup.ts resets what a test leaves behind (the DOM, storage, stubbed globals).
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'browser',
            environment: 'node',
            // The built sites the browser files are served, each built once for the run.
            globalSetup: ['tests/browser/global-setup.ts'],
            // Time for Chromium on a busy machine.
            testTimeout: 120_000,
            hookTimeout: 120_000,
            include: ['tests/browser/**/*.test.ts'],
            // As in the node project: the files of a worker share its process and the modules it
            // has loaded (Playwright, axe, the site read and checked once) rather than each paying
            // for them again. Files start Vite in the process too (the editor's preview, the dev
            // server): the editor's keeps its optimized dependencies apart (see editor/server.ts).
            isolate: false,
          },
        },
      ],
    },
  }),
);
