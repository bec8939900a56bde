/**
 * What the build publishes from public/, tried with a public/ as a careless contributor leaves it
 * (a page's share picture straight from a phone, drafts, a .env, a .git folder, links to a system
 * file and folder, a broken link), built twice at the same time into one folder outside the
 * project, then once more and killed part-way.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearLeftovers } from '../../../pipeline/build/output-folder.ts';
import { listFiles } from '../../support/dist-files.ts';
import { writeFixtureSite } from '../../support/fixture-site.ts';

const ROOT = mkdtempSync(join(tmpdir(), 'site-publishing-'));
afterAll(() => rmSync(ROOT, { recursive: true, force: true }));
const PUBLIC = join(ROOT, 'public');
const OUT = join(ROOT, 'dist');
const SITE = join(ROOT, 'site.yaml');
/** The address of a draft page of the site built. */
const DRAFT = '/security-audits';

/** Runs `npm run build`'s script; resolves with its exit code and output, or with the process to kill. */
function startBuild() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { env: { ...process.env, CI: '1', SITE_FILE: SITE, PUBLIC_DIR: PUBLIC, OUT_DIR: OUT } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const done = new Promise<{ code: number | null; output: string }>((resolve) => child.on('close', (code) => resolve({ code, output })));
  return { child, done };
}

let builds: { code: number | null; output: string }[];

beforeAll(async () => {
  cpSync('public', PUBLIC, { recursive: true });
  // The contact page's share picture straight from a phone: its maker, model and where it was taken.
  const exif = { IFD0: { Make: 'PhoneMaker', Model: 'Pocket 7' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '49/1 53/1 1234/100', GPSLongitudeRef: 'W', GPSLongitude: '97/1 8/1 5678/100' } };
  const photo = { width: 1200, height: 630, channels: 3, background: '#0e7c7b' } as const;
  await sharp({ create: photo }).withExif(exif).png().toFile(join(PUBLIC, 'images/share.png'));
  writeFixtureSite(SITE, (doc) => {
    const { pages } = doc.toJS() as { pages: { path: string }[] };
    doc.setIn(['pages', pages.findIndex((page) => page.path === '/contact'), 'shareImage'], doc.createNode({ src: '/images/share.png', alt: 'Our office' }));
    // A page being written, with a menu item to it: neither goes out.
    doc.addIn(['pages'], doc.createNode({ path: DRAFT, draft: true, title: 'Security Audits', blocks: [{ type: 'hero', heading: 'Security Audits' }] }));
    doc.addIn(['menu'], doc.createNode({ id: 'audits', title: 'Security Audits', href: DRAFT }));
  });
  // A drawing with its drawing program's notes and a comment.
  const hero = readFileSync('public/images/hero.svg', 'utf8').replace(/<svg\b([^>]*)>/, '<svg$1 xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"><!-- draft for Bob --><sodipodi:namedview id="view"/>');
  writeFileSync(join(PUBLIC, 'images/hero.svg'), hero);
  writeFileSync(join(PUBLIC, '.env'), 'DEPLOY_TOKEN=secret\n');
  mkdirSync(join(PUBLIC, '.git'));
  writeFileSync(join(PUBLIC, '.git/config'), '[remote "origin"]\n');
  writeFileSync(join(PUBLIC, 'images/.DS_Store'), 'x');
  mkdirSync(join(PUBLIC, 'images/drafts'));
  cpSync('public/images/people/founder.jpg', join(PUBLIC, 'images/drafts/founder-old.jpg'));
  // Links that lead nowhere or out of public/: to a system file, to nothing, to a system folder.
  symlinkSync('/etc/passwd', join(PUBLIC, 'images/passwd.png'));
  symlinkSync('missing.png', join(PUBLIC, 'images/gone.png'));
  symlinkSync('/etc', join(PUBLIC, 'images/system'));

  builds = await Promise.all([startBuild().done, startBuild().done]);
}, 300_000);

/** Every address a page of the output asks for: links, scripts, styles, images, srcsets. */
function localReferences(): Set<string> {
  const pages = listFiles(OUT).filter((file) => file.endsWith('.html'));
  const found = new Set<string>();
  for (const page of pages) {
    const html = readFileSync(join(OUT, page), 'utf8');
    for (const [, value] of html.matchAll(/(?:src|href|content)="(\/[^"]*)"/g)) found.add(value!.split(/[?#]/)[0]!);
    for (const [, srcset] of html.matchAll(/srcset="([^"]*)"/g)) for (const candidate of srcset!.split(', ')) found.add(candidate.split(' ')[0]!);
  }
  return found;
}

describe('two builds at once into one folder', () => {
  it('both finish, and leave one whole site and nothing beside it', () => {
    expect(builds.map(({ code, output }) => ({ code, output: code === 0 ? '' : output }))).toEqual([
      { code: 0, output: '' },
      { code: 0, output: '' },
    ]);
    expect(readdirSync(ROOT).sort()).toEqual(['dist', 'public', 'site.yaml']);
    const files = new Set(listFiles(OUT).map((file) => `/${file}`));
    const missing = [...localReferences()].filter((path) => !files.has(path) && !files.has(`${path.replace(/\/$/, '')}/index.html`));
    expect(missing).toEqual([]);
    expect([...files].filter((file) => file.startsWith('/assets/images/')).length).toBeGreaterThan(20);
  });
});

describe('a draft page', () => {
  it('is not published, nor linked from any page, nor in the sitemap, and the summary says it was left out', () => {
    const files = listFiles(OUT);
    expect(files.filter((file) => file.includes('security-audits'))).toEqual([]);
    expect(readFileSync(join(OUT, 'sitemap.xml'), 'utf8')).not.toContain(DRAFT);
    const linking = files.filter((file) => file.endsWith('.html') && readFileSync(join(OUT, file), 'utf8').includes(`href="${DRAFT}"`));
    expect(linking).toEqual([]);
    expect(builds[0]!.output.split('\n')).toContain(`  draft pages left out until marked ready: ${DRAFT}`);
  });
});

describe('what is published from public/', () => {
  it('is the images site.yaml names and the site’s icons, and nothing else', () => {
    const fromPublic = listFiles(OUT).filter((file) => !file.startsWith('assets/') && !file.endsWith('.html') && !/^(_headers|_redirects|robots\.txt|sitemap\.xml|site\.webmanifest|without-scripts\.css)$/.test(file));
    // The pictures site.yaml names that go out as they are (drawings, and the contact page's share
    // picture, cleaned); its photos go out encoded, under assets/.
    const named = new Set<string>();
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') {
        for (const [key, item] of Object.entries(value)) {
          if (key === 'src' && typeof item === 'string') named.add(item);
          else collect(item);
        }
      }
    };
    collect(parse(readFileSync(SITE, 'utf8')));
    const asIs = [...named].filter((src) => /\.(svg|png)$/.test(src)).map((src) => src.slice(1));
    expect(asIs).toEqual(expect.arrayContaining(['images/hero.svg', 'images/share.png']));
    // Nothing else: not the .env, the .git folder, the drafts, .DS_Store or the links.
    expect(fromPublic).toEqual(['apple-touch-icon.png', 'favicon.svg', ...asIs].sort());
  });

  it('sends images without their camera metadata, and drawings without their program’s notes', async () => {
    expect((await sharp(join(PUBLIC, 'images/share.png')).metadata()).exif).toBeDefined();
    const share = readFileSync(join(OUT, 'images/share.png'));
    expect((await sharp(share).metadata()).exif).toBeUndefined();
    expect(share.includes('PhoneMaker')).toBe(false);
    expect(await sharp(share).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    const hero = readFileSync(join(OUT, 'images/hero.svg'), 'utf8');
    expect(hero).toMatch(/^<svg /);
    expect(hero).not.toMatch(/draft for Bob|namedview|sodipodi/);
  });

  it('says in its summary what it left out and why', () => {
    const lines = builds[0]!.output.split('\n');
    expect(lines).toContain('  left out of public/: 12 files');
    expect(lines).toContain('    5 originals of photos published encoded, under /assets/images');
    expect(lines).toContain('    1 named neither by site.yaml nor by the pages themselves: /images/drafts/founder-old.jpg');
    expect(lines).toContain('    3 not regular files inside public/ (broken links, links out of it, devices): /images/gone.png, /images/passwd.png, /images/system');
    expect(lines).toContain('    3 hidden (a name or a folder starting with a dot): /.env, /.git/config, /images/.DS_Store');
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}photos: \d+ encoded, \d+ from the cache$/));
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}share cards: \d+ drawn, \d+ from the cache$/));
  });
});

describe('a build killed part-way', () => {
  it('leaves the previous site as it was, and the next build clears what it left', async () => {
    const before = listFiles(OUT).map((file) => [file, readFileSync(join(OUT, file)).length]);
    const { child, done } = startBuild();
    // Killed once it is bundling: photos encoded, the app half-built.
    await new Promise<void>((resolve) => child.stdout.on('data', (chunk: Buffer) => String(chunk).includes('Bundling') && resolve()));
    child.kill('SIGKILL');
    await done;
    expect(listFiles(OUT).map((file) => [file, readFileSync(join(OUT, file)).length])).toEqual(before);
    expect(readdirSync(ROOT).filter((name) => name.startsWith('dist.building-'))).toHaveLength(1);
    clearLeftovers(OUT);
    expect(readdirSync(ROOT).sort()).toEqual(['dist', 'public', 'site.yaml']);
  });
});
