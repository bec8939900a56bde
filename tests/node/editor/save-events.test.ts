/**
 * Every save reaches every other open editor at once, through its stream of events: the file as
 * saved and who saved it (another tab, or a colleague by name where people sign in). The page that
 * saved is not told of its own save, and a save refused because another page saved first says so.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeTestAccount } from '../../support/accounts.ts';
import type { Edit } from '../../../editor/edits.ts';
import type { FileChange } from '../../../editor/protocol.ts';
import { startEditor, type RunningEditor } from '../../../editor/server.ts';
import { editorFolder, freshEditorFolder, keyOf } from '../../support/editor-folder.ts';

const original = readFileSync('site.yaml', 'utf8');
const THEME_COLOR: Edit = { op: 'set', path: ['site', 'themeColor'], value: '#123456' };
const HEADING: Edit = { op: 'set', path: ['pages', 0, 'blocks', 0, 'heading'], value: 'Phones That Stay Put' };
const MARIE = { name: 'Marie Tremblay', email: 'marie@example.com', role: 'publish' as const, password: 'prairie-signal-2026' };
const PAUL = { name: 'Paul Desjardins', email: 'paul@example.com', role: 'edit' as const, password: 'assiniboine-river-7' };

interface Saved {
  version: string;
  error?: string;
  origin?: FileChange['origin'];
  data: { site: { themeColor: string }; pages: { blocks: { heading: string }[] }[] };
}

/** One tab of the editor: its requests, as its page makes them, and the events its stream has brought so far. */
interface Tab {
  events: FileChange[];
  save: (version: string, edits: Edit[]) => Promise<{ status: number; body: Saved }>;
  close: () => Promise<void>;
}

/** A tab's requests: its headers (the key, and the cookie when signed in) on every one, its id on its stream and its saves. */
async function openTab(origin: string, tab: string, headers: Record<string, string>): Promise<Tab> {
  const stream = await fetch(new URL(`/api/events?tab=${tab}`, origin), { headers });
  expect(stream.status).toBe(200);
  const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: FileChange[] = [];
  void (async () => {
    let buffer = '';
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      buffer += read.value;
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop()!;
      for (const block of blocks) if (block.startsWith('data: ')) events.push(JSON.parse(block.slice('data: '.length)) as FileChange);
    }
  })().catch(() => undefined);
  // The stream opens with the file as it is now.
  await expect.poll(() => events.length).toBe(1);
  return {
    events,
    async save(version, edits) {
      const response = await fetch(new URL('/api/save', origin), { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json', Origin: origin }, body: JSON.stringify({ version, edits, tab }) });
      return { status: response.status, body: (await response.json()) as Saved };
    },
    close: () => reader.cancel(),
  };
}

describe('on a machine of one’s own', () => {
  const where = editorFolder('editor-save-events');
  let editor: RunningEditor;
  let origin: string;

  beforeAll(async () => {
    freshEditorFolder(where, original);
    editor = await startEditor({ file: where.file, publicDir: where.publicDir, port: 0, displayName: 'site.yaml' });
    origin = new URL(editor.url).origin;
  }, 120_000);

  afterAll(async () => {
    await editor?.close();
  });

  it('sends each tab’s save to the other tab at once, as a save in another tab, and not back to the tab that saved', async () => {
    const headers = { 'X-Editor-Token': keyOf(editor.url) };
    const [first, second] = [await openTab(origin, 'first', headers), await openTab(origin, 'second', headers)];
    const start = first.events[0]!.file.version;
    expect(second.events[0]!.file.version).toBe(start);

    const one = await first.save(start, [THEME_COLOR]);
    expect(one.status).toBe(200);
    await expect.poll(() => second.events.length).toBe(2);
    expect(second.events[1]).toEqual({ file: { version: one.body.version, data: one.body.data }, origin: { from: 'save' } });
    expect(second.events[1]!.file.data?.site).toMatchObject({ themeColor: '#123456' });

    // The second tab saves on what it was sent: both saves are in the file. The first tab hears of
    // that save, and its stream holds nothing between: it was never told of its own.
    const two = await second.save(one.body.version, [HEADING]);
    expect(two.status).toBe(200);
    await expect.poll(() => first.events.length).toBe(2);
    expect(first.events[1]).toEqual({ file: { version: two.body.version, data: two.body.data }, origin: { from: 'save' } });
    expect([two.body.data.site.themeColor, two.body.data.pages[0]!.blocks[0]!.heading]).toEqual(['#123456', 'Phones That Stay Put']);
    expect(second.events).toHaveLength(2);

    // A save still on the version before is refused, saying another tab saved first, with the file as it is now.
    const stale = await first.save(one.body.version, [{ ...THEME_COLOR, value: '#654321' }]);
    expect([stale.status, stale.body.error, stale.body.origin, stale.body.version]).toEqual([409, 'site.yaml was saved in another tab meanwhile', { from: 'save' }, two.body.version]);
    await Promise.all([first.close(), second.close()]);
  });
});

describe('where people sign in', () => {
  const where = editorFolder('editor-save-events-accounts');
  const accountsFile = join(where.folder, 'private/accounts.json');
  let editor: RunningEditor;
  let origin: string;

  beforeAll(async () => {
    freshEditorFolder(where, original);
    await storeTestAccount(accountsFile, MARIE);
    await storeTestAccount(accountsFile, PAUL);
    editor = await startEditor({ file: where.file, publicDir: where.publicDir, port: 0, displayName: 'site.yaml', host: '127.0.0.1', accounts: { accountsFile } });
    origin = `http://127.0.0.1:${editor.port}`;
  }, 120_000);

  afterAll(async () => {
    await editor?.close();
  });

  /** The headers of a browser signed in as `person`: its session's cookie and the key its page was given. */
  async function signedIn(person: { name: string; password: string }) {
    const answer = await fetch(new URL('/login', origin), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
      body: new URLSearchParams({ name: person.name, password: person.password }).toString(),
    });
    const cookie = answer.headers.get('set-cookie')!.split(';')[0]!;
    const html = await (await fetch(new URL('/', origin), { headers: { Cookie: cookie } })).text();
    return { Cookie: cookie, 'X-Editor-Token': /name="editor-token" content="([0-9a-f]+)"/.exec(html)![1]! };
  }

  it('names the colleague who saved, and not oneself saving in another tab', async () => {
    const [marie, paul] = [await signedIn(MARIE), await signedIn(PAUL)];
    const [marieHere, marieThere, paulsTab] = [await openTab(origin, 'marie-1', marie), await openTab(origin, 'marie-2', marie), await openTab(origin, 'paul-1', paul)];
    const start = marieHere.events[0]!.file.version;

    const saved = await marieHere.save(start, [THEME_COLOR]);
    expect(saved.status).toBe(200);
    await expect.poll(() => [marieThere.events.length, paulsTab.events.length]).toEqual([2, 2]);
    expect([marieThere.events[1]!.origin, paulsTab.events[1]!.origin]).toEqual([{ from: 'save' }, { from: 'save', by: 'Marie Tremblay' }]);

    const refused = await paulsTab.save(start, [HEADING]);
    expect([refused.status, refused.body.error, refused.body.origin]).toEqual([409, 'site.yaml was saved by Marie Tremblay meanwhile', { from: 'save', by: 'Marie Tremblay' }]);
    const again = await paulsTab.save(refused.body.version, [HEADING]);
    expect(again.status).toBe(200);
    await expect.poll(() => [marieHere.events.length, marieThere.events.length]).toEqual([2, 3]);
    expect([marieHere.events[1]!.origin, marieThere.events[2]!.origin]).toEqual([{ from: 'save', by: 'Paul Desjardins' }, { from: 'save', by: 'Paul Desjardins' }]);
    expect(paulsTab.events).toHaveLength(2);
    await Promise.all([marieHere.close(), marieThere.close(), paulsTab.close()]);
  });
});
