import type { TestProject } from 'vitest/node';
import { startServer } from '../../scripts/serve.ts';
import { buildSite } from '../support/build-site.ts';
import { findChromium } from '../support/chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    distDir: string;
  }
}

/** Builds the real site once, serves it on a free localhost port as a static host would. */
export default async function setup(project: TestProject) {
  findChromium();
  const distDir = buildSite('.test-build/site');
  const { server, url } = await startServer({ root: distDir });
  project.provide('baseUrl', url);
  project.provide('distDir', distDir);
  return () => new Promise<void>((done) => server.close(() => done()));
}
