import { defaultExclude, defineConfig, mergeConfig } from 'vitest/config';
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

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Two files at a time, browser files too: a browser test spends much of its time waiting on
      // Chromium, and each file has its own browser, pages and folders under .test-build.
      maxWorkers: 2,
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
            include: ['tests/browser/**/*.test.ts'],
            environment: 'node',
            globalSetup: ['tests/browser/global-setup.ts'],
            testTimeout: 120_000,
            hookTimeout: 120_000,
          },
        },
      ],
    },
  }),
);
