import type { TestProject } from 'vitest/node';
import { startServer } from '../../pipeline/serve-static.ts';
import { fixtureSiteBuild, realSiteBuild } from '../support/build-site.ts';
import { findChromium } from '../../pipeline/chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    fixtureUrl: string;
  }
}

/**
 * Serves the real site and the fixture site (each built once for the run, at the same time) on
 * free localhost ports, as a static host would.
 */
export default async function setup(project: TestProject) {
  findChromium();
  const [distDir, fixtureDir] = await Promise.all([realSiteBuild(), fixtureSiteBuild()]);
  const [real, fixture] = await Promise.all([startServer({ root: distDir }), startServer({ root: fixtureDir })]);
  project.provide('baseUrl', real.url);
  project.provide('distDir', distDir);
  project.provide('fixtureUrl', fixture.url);
  // Sockets the browser opened ahead of requests it never sent would each hold close() for a minute.
  return () => Promise.all([real.server, fixture.server].map((server) => new Promise<void>((done) => (server.close(() => done()), server.closeAllConnections()))));
}
