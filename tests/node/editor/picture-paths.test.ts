/**
 * The picture routes keep to what the site publishes: a drawing is kept as its cleaned copy, and
 * the library touches files under public/images only (an address that climbs out, spelled in any
 * way, or a link that leads out, names no picture). The routes are called as the server calls
 * them, on a copy of the site, without starting the editor.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Route } from '../../../editor/http.ts';
import { pictureRoutes } from '../../../editor/routes/pictures.ts';
import { openSiteFile, type SiteFile } from '../../../editor/site-file.ts';
import { editorFolder, freshEditorFolder } from '../../support/editor-folder.ts';

const where = editorFolder('picture-paths');
const { publicDir } = where;
const images = join(publicDir, 'images');
const favicon = join(publicDir, 'favicon.svg');
const PLAIN_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';

let site: SiteFile;
let routes: Record<string, Route>;

/** Above the largest process number Linux gives (2^22). */
const DEAD_PROCESS = 99_999_999;
/** Uploads and replacements that an editor killed part-way left, and one under way in this process. */
const HALF_WRITTEN = [`.upload.png.${DEAD_PROCESS}-0123456789ab.tmp`, `projects/.old.jpg.${DEAD_PROCESS}-0123456789ab.tmp`, `.busy.png.${process.pid}-0123456789ab.tmp`];
/** What of them was still there once the routes were made, as the editor starts. */
let leftAtStart: string[];

beforeAll(() => {
  freshEditorFolder(where, readFileSync('site.yaml', 'utf8'));
  for (const name of HALF_WRITTEN) writeFileSync(join(images, name), 'half a picture');
  site = openSiteFile({ file: where.file, publicDir, displayName: 'site.yaml' });
  routes = pictureRoutes(site);
  leftAtStart = HALF_WRITTEN.filter((name) => existsSync(join(images, name)));
  rmSync(join(images, HALF_WRITTEN[2]!));
});

afterAll(() => site?.close());

/** A request to a route as the editor's server hands it over: its address's query, its body; the answer as the page reads it. */
async function call(route: string, { query = {}, body = '' }: { query?: Record<string, string>; body?: Buffer | string | object }) {
  const url = new URL(`http://editor${route.split(' ')[1]}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const request = Readable.from([Buffer.isBuffer(body) ? body : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body))]);
  const answer = { status: 0, body: undefined as unknown };
  const response = {
    writeHead: (status: number) => (answer.status = status),
    end: (text: string) => (answer.body = JSON.parse(text)),
  };
  await routes[route]!(request as unknown as IncomingMessage, response as unknown as ServerResponse, url);
  return answer;
}

const upload = async (name: string, svg = PLAIN_SVG) => (await call('POST /api/images', { query: { name }, body: svg })).body as { src: string };
const replace = (src: string, by = '/images/new.svg') => call('POST /api/images/replace', { body: { src, by, version: site.version(), edits: [] } });
const rename = (src: string, name: string) => call('POST /api/images/rename', { body: { src, name, version: site.version() } });
const remove = (src: string) => call('POST /api/images/delete', { body: { src } });

describe('an upload', () => {
  /** Everything in public/images, hidden files and folders included. */
  const everything = () => readdirSync(images, { recursive: true }).sort();

  it('cut short by a crash is cleared when the editor starts again, and one under way is left alone', () => {
    expect(leftAtStart).toEqual([`.busy.png.${process.pid}-0123456789ab.tmp`]);
  });

  it('that is refused leaves nothing behind', async () => {
    const before = everything();
    const cut = readFileSync('public/apple-touch-icon.png').subarray(0, 200);
    expect(await call('POST /api/images', { query: { name: 'cut.png' }, body: cut })).toEqual({ status: 422, body: { error: 'the file is cut short or damaged (libpng read error); export or copy it again from the original' } });
    expect(await call('POST /api/images', { query: { name: 'drawing.png' }, body: PLAIN_SVG })).toEqual({
      status: 422,
      body: { error: "the picture's format is SVG, but its name ends in .png; rename it to end in .svg and upload it again" },
    });
    expect(everything()).toEqual(before);
  });
});

describe('a drawing uploaded', () => {
  /** Notes a drawing program leaves in its file, which the published copy goes without. */
  const WITH_NOTES = PLAIN_SVG.replace('<rect', '<!-- exported by a drawing program --><rect xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" inkscape:label="Layer 1"');
  const CLEANED = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>\n';

  it('is kept as its cleaned copy, the one the site publishes', async () => {
    const uploaded = await call('POST /api/images', { query: { name: 'notes.svg' }, body: WITH_NOTES });
    expect(uploaded).toMatchObject({ status: 201, body: { src: '/images/notes.svg' } });
    expect(readFileSync(join(images, 'notes.svg'), 'utf8')).toBe(CLEANED);
  });
});

describe('the picture library', () => {
  it('refuses an address that climbs out of public/images, however it is spelled, and changes nothing', async () => {
    const before = readFileSync(favicon, 'utf8');
    const addresses = [
      '/images/../favicon.svg',
      '/images/%2e%2e/favicon.svg',
      '/images/%2E%2E%2Ffavicon.svg',
      '/images/..%2ffavicon.svg',
      '/images/%252e%252e/favicon.svg',
      '/images/..\\favicon.svg',
      '/images\\..\\favicon.svg',
      '/images/./../favicon.svg',
      '/images//../favicon.svg',
      '/images/hero.svg\u0000/../../favicon.svg',
      '/favicon.svg',
      'images/../favicon.svg',
    ];
    for (const src of addresses) {
      const refused = { status: 404, body: { error: `there is no picture ${src}` } };
      expect({ src, ...(await replace(src)) }).toEqual({ src, ...refused });
      expect({ src, ...(await rename(src, 'moved')) }).toEqual({ src, ...refused });
      expect({ src, ...(await remove(src)) }).toEqual({ src, ...refused });
    }
    expect(readFileSync(favicon, 'utf8')).toBe(before);
    expect(existsSync(join(images, 'moved.svg'))).toBe(false);
  });

  it('refuses a link in public/images that leads to a file outside it', async () => {
    symlinkSync(favicon, join(images, 'icon.svg'));
    expect((await remove('/images/icon.svg')).status).toBe(404);
    expect((await replace('/images/icon.svg')).status).toBe(404);
    expect(existsSync(favicon)).toBe(true);
  });

  it('keeps a renamed picture in its folder, whatever the new name says', async () => {
    writeFileSync(join(images, 'spare.svg'), PLAIN_SVG);
    const before = readFileSync(favicon, 'utf8');
    expect(await rename('/images/spare.svg', '../../favicon')).toMatchObject({ status: 200, body: { src: '/images/favicon.svg' } });
    expect(readFileSync(join(images, 'favicon.svg'), 'utf8')).toBe(PLAIN_SVG);
    expect(readFileSync(favicon, 'utf8')).toBe(before);
  });

  it('still takes a picture of an ordinary name, in a folder or with spaces, to replace or delete', async () => {
    mkdirSync(join(images, 'team'));
    const src = '/images/team/Group Photo (2).svg';
    writeFileSync(join(publicDir, src), PLAIN_SVG);
    // Found, and judged: no page shows it, so there is nothing to show another picture in, and the new one goes again.
    const { src: by } = await upload('group-photo.svg', PLAIN_SVG.replace('0 0 10 10', '0 0 20 10'));
    expect(await replace(src, by)).toMatchObject({
      status: 422,
      body: { error: `no page shows ${src}, so nothing would change; upload the new picture from the field that is to show it` },
    });
    expect(existsSync(join(publicDir, by))).toBe(false);
    expect((await remove(src)).status).toBe(200);
    expect(existsSync(join(publicDir, src))).toBe(false);
  });
});
