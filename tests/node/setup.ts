import { afterAll, expect, vi } from 'vitest';

/*
 * The files of a worker share one process (isolate: false), so each leaves it as it found it: its
 * environment, its working folder, the real clock. A file that cannot belongs with the isolated
 * files listed in vitest.config.ts.
 */
const environment = { ...process.env };
const folder = process.cwd();

afterAll(() => {
  const changed = [...new Set([...Object.keys(environment), ...Object.keys(process.env)])].filter((name) => environment[name] !== process.env[name]);
  expect(changed, 'environment variables this file left changed').toEqual([]);
  expect(process.cwd(), 'the working folder this file left').toBe(folder);
  expect(vi.isFakeTimers(), 'this file left the clock fake').toBe(false);
});
