import type { TestProject } from 'vitest/node';
import { realSiteBuild } from '../support/build-site.ts';

/** The folder of the shared build; the browser project provides it too. */
declare module 'vitest' {
  export interface ProvidedContext {
    distDir: string;
  }
}

/** The real site, built once for the run (shared with the browser tests). */
export default async function setup(project: TestProject) {
  project.provide('distDir', await realSiteBuild());
}
