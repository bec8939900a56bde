/**
 * How the dev server follows saves of site.yaml, with the clock under the test's control: it waits
 * for a save to settle before it validates, so a half-written file is never shown, and it never
 * misses the write that completes a save. tests/browser/dev-server.test.ts drives the same through a
 * real watcher and browser.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HmrContext, Plugin } from 'vite';
import { parse } from 'yaml';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_MS, sitePlugin } from '../../pipeline/vite-plugin-site.ts';

const original = readFileSync('site.yaml', 'utf8');
/** The home page's heading, whatever the copy says today. */
const HEADING = (parse(original) as { pages: { blocks: { heading: string }[] }[] }).pages[0]!.blocks[0]!.heading;
const withHeading = (heading: string) => original.replace(`heading: ${HEADING}`, `heading: ${heading}`);

const temp = mkdtempSync(join(tmpdir(), 'site-dev-'));
const file = join(temp, 'site.yaml');
afterAll(() => rmSync(temp, { recursive: true, force: true }));

type Sent = { type: string; err?: { message: string } };

/** The plugin as the dev server runs it, with a stand-in server that records what it sends to the page. */
function devPlugin() {
  const plugin = sitePlugin({ file });
  const sent: Sent[] = [];
  const server = {
    moduleGraph: { idToModuleMap: new Map(), invalidateModule: () => {} },
    ws: { send: (payload: Sent) => sent.push(payload) },
    config: { logger: { error: () => {} } },
  } as unknown as HmrContext['server'];
  const hook = <K extends keyof Plugin>(name: K) => plugin[name] as (this: unknown, ...args: unknown[]) => unknown;
  return {
    sent,
    /** What the watcher reports after a write (it passes on at most one event per file every 50 ms). */
    changeEvent: () => hook('handleHotUpdate').call({}, { file, server }),
    /** The home page's blocks, as the page gets them on its next load. */
    served: async () => String(await hook('load').call({ addWatchFile: () => {} }, '\0virtual:site-page:0')),
    close: () => hook('closeBundle').call({}),
  };
}

let dev: ReturnType<typeof devPlugin>;

beforeEach(async () => {
  writeFileSync(file, original);
  vi.useFakeTimers();
  dev = devPlugin();
  expect(await dev.served()).toContain(HEADING);
});

/**
 * What the page has been sent once the validation that a settled change started has finished: it
 * opens the images too, which takes real time, not the fake clock's.
 */
async function sentOnceValidated(count: number) {
  await vi.waitFor(() => expect(dev.sent).toHaveLength(count));
  return dev.sent;
}

afterEach(() => {
  dev.close();
  vi.useRealTimers();
});

describe('the dev server and in-place saves', () => {
  it('shows nothing while a truncated file is being written, then reloads once with the whole file', async () => {
    writeFileSync(file, '');
    dev.changeEvent();
    vi.advanceTimersByTime(40);
    // The write that completes the save comes within the watcher's 50 ms, so no event reports it.
    writeFileSync(file, withHeading('Saved in place'));
    vi.advanceTimersByTime(SETTLE_MS * 10);
    expect(await sentOnceValidated(1)).toEqual([{ type: 'full-reload' }]);
    expect(await dev.served()).toContain('Saved in place');
  });

  it('starts waiting again on each change, so a save in two writes is validated once, whole', async () => {
    const whole = withHeading('Written in two halves');
    writeFileSync(file, whole.slice(0, whole.length / 2));
    dev.changeEvent();
    vi.advanceTimersByTime(SETTLE_MS - 40);
    writeFileSync(file, whole);
    dev.changeEvent();
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(dev.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(await sentOnceValidated(1)).toEqual([{ type: 'full-reload' }]);
    vi.advanceTimersByTime(SETTLE_MS * 10);
    expect(await dev.served()).toContain('Written in two halves');
    expect(dev.sent).toHaveLength(1);
  });

  it('reports a file that is emptied and stays empty, once', async () => {
    writeFileSync(file, '');
    dev.changeEvent();
    vi.advanceTimersByTime(SETTLE_MS * 10);
    expect((await sentOnceValidated(1)).map((message) => message.type)).toEqual(['error']);
    expect(dev.sent[0]!.err!.message).toContain(`${file}:1:1 (document): the file is empty`);
  });

  it('keeps serving the last settled file until the next change settles, and validates it once', async () => {
    writeFileSync(file, withHeading('Settled'));
    dev.changeEvent();
    writeFileSync(file, withHeading('Being written'));
    expect(await dev.served()).toContain(HEADING);
    vi.advanceTimersByTime(SETTLE_MS * 10);
    expect(await dev.served()).toContain('Being written');
    // Without a change event the file is not read again.
    writeFileSync(file, withHeading('Not announced'));
    expect(await dev.served()).toContain('Being written');
  });
});
