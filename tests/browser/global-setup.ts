import type { TestProject } from 'vitest/node';
import { startServer } from '../../pipeline/serve-static.ts';
import { realSiteBuild } from '../support/build-site.ts';
import { findChromium } from '../../pipeline/chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Serves the real site (built once for the run) on a free localhost port, as a static host would. */
export default async function setup(project: TestProject) {
  findChromium();
  const distDir = realSiteBuild();
  const { server, url } = await startServer({ root: distDir });
  project.provide('baseUrl', url);
  project.provide('distDir', distDir);
  return () => new Promise<void>((done) => server.close(() => done()));
}
