/**
 * Content that used to validate and then broke the build or rendered wrong: each is now refused by
 * `validate`, at its line, so that `validate` and the build agree.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateSite } from '../../../pipeline/validate.ts';
import { formatProblem } from '../../../schema/problems.ts';
import { BASE, check, FIXTURES } from './helpers.ts';

const FRENCH = readFileSync(`${FIXTURES}french.yaml`, 'utf8');

/** base.yaml (with its French section when asked) with texts replaced, each of which must be there. */
function edited(edits: [was: string, now: string][], french = false): string {
  let source = french ? `${BASE.trimEnd()}\n${FRENCH}` : BASE;
  for (const [was, now] of edits) {
    if (!source.includes(was)) throw new Error(`no ${JSON.stringify(was)} in the source`);
    source = source.replace(was, () => now);
  }
  return source;
}

/** Each problem as its code, place and path. */
async function codes(source: string): Promise<string[]> {
  const result = await check(source);
  return result.ok ? [] : result.problems.map(({ code, line, column, path }) => `${code} ${line}:${column} ${path}`);
}

async function messages(source: string): Promise<string[]> {
  const result = await check(source);
  return result.ok ? [] : result.problems.map(formatProblem);
}

describe('the site’s address', () => {
  it('takes an https:// origin, with or without a trailing slash, and publishes it without one', async () => {
    const result = await check(edited([['url: https://example.com', 'url: https://example.com/']]));
    expect(result.ok && result.site.site.url).toBe('https://example.com');
  });

  it('refuses a path, a query or a fragment after the host, at its line', async () => {
    for (const url of ['https://example.com/about', 'https://example.com?lang=en', 'https://example.com#top', 'https://example.com//']) {
      expect(await codes(edited([['url: https://example.com', `url: ${url}`]]))).toEqual(['site-url-origin 5:8 site.url']);
    }
    expect(await messages(edited([['url: https://example.com', 'url: https://example.com/?a']]))).toEqual([
      'site.yaml:5:8 site.url: expected the address the site is published at: https:// and its host name only, such as "https://www.example.ca", with no path, query or "#"; found the text "https://example.com/?a"',
    ]);
  });
});

describe('page addresses', () => {
  /** base.yaml with one more page, at `path`; its path is on line 131. */
  const withPage = (path: string) => `${BASE.trimEnd()}\n  - path: ${path}\n    title: Extra\n    description: One more page.\n    blocks:\n      - type: page-header\n        heading: Extra\n`;

  it('refuses an address over 200 characters, or a part over 60', async () => {
    const long = `/${Array.from({ length: 12 }, () => `${'word-'.repeat(3)}end`).join('/')}`;
    expect(long.length).toBeGreaterThan(200);
    expect(await codes(withPage(long))).toEqual(['path-too-long 131:11 pages.4.path']);
    expect(await codes(withPage(`/services/${'a'.repeat(61)}`))).toEqual(['path-too-long 131:11 pages.4.path']);
    expect(await codes(withPage(`/services/${'a'.repeat(60)}`))).toEqual([]);
  });

  it('keeps /assets and /images, the folders of the site’s files, for the build', async () => {
    for (const path of ['/assets', '/assets/app', '/images/team']) expect(await codes(withPage(path))).toEqual(['path-reserved 131:11 pages.4.path']);
    expect(await codes(withPage('/assets-and-more'))).toEqual([]);
  });

  it('needs a home page in each language', async () => {
    // The menu's link to "/" leads nowhere too.
    expect(await codes(edited([['  - path: /\n', '  - path: /home\n']]))).toEqual(['link-leads-nowhere 30:11 menu.0.href', 'home-page-missing 73:1 pages']);
    const french = edited([['    - path: /fr\n', '    - path: /fr/accueil\n']], true);
    expect(await codes(french)).toContain(`home-page-missing ${french.split('\n').findIndex((line) => line.startsWith('  pages:')) + 1}:3 fr.pages`);
  });
});

describe('placeholders', () => {
  it('refuses one written with spaces, doubled braces or no closing brace, at its line', async () => {
    for (const written of ['{ company.name }', '{{company.name}}', '{company.name']) {
      expect(await messages(edited([['heading: Welcome to {company.name}', `heading: Welcome to ${written}`]]))).toEqual([
        `site.yaml:79:18 pages.0.blocks.0.heading: "${written}" is not a placeholder; write one exactly as {company.name}, with one brace on each side and no spaces, and leave other braces out`,
      ]);
    }
  });
});

describe('languages', () => {
  it('refuses a French section in another language, and English pages in French', async () => {
    const french = edited([['fr:\n', 'fr:\n  language: en-CA\n']], true);
    const line = french.slice(0, french.indexOf('  language: en-CA')).split('\n').length;
    expect(await codes(french)).toEqual([`wrong-format ${line}:13 fr.language`]);
    expect(await codes(edited([['  url: https://example.com\n', '  url: https://example.com\n  language: fr-CA\n']]))).toEqual(['wrong-format 6:13 site.language']);
  });
});

describe('numbers and short texts', () => {
  const stats = (item: string) => edited([['      - type: quote\n', `      - type: stats\n        items:\n${item}      - type: quote\n`]]);

  it('refuses a count-up number too large to be shown as digits', async () => {
    expect(await codes(stats('          - value: 1200\n            label: Phones\n'))).toEqual([]);
    expect(await codes(stats('          - value: 1e21\n            label: Phones\n'))).toEqual(['not-valid 102:20 pages.0.blocks.3.items.0.value']);
    expect(await messages(stats('          - value: 1000000000000\n            label: Phones\n'))).toEqual([
      'site.yaml:102:20 pages.0.blocks.3.items.0.value: keep the number under 1,000,000,000,000; found the number 1000000000000',
    ]);
  });

  it('limits the text around a number and the alt text of a picture', async () => {
    expect(await codes(stats(`          - value: 12\n            prefix: "${'$'.repeat(13)}"\n            label: Phones\n`))).toEqual(['text-too-long 103:21 pages.0.blocks.3.items.0.prefix']);
    const sharedWith = (alt: string) => `    description: How to reach us.\n    shareImage:\n      src: /images/sample.svg\n      alt: ${alt}\n`;
    expect(await codes(edited([['    description: How to reach us.\n', sharedWith('A blue rectangle')]]))).toEqual([]);
    expect(await codes(edited([['    description: How to reach us.\n', sharedWith('A blue rectangle. '.repeat(15))]]))).toEqual(['text-too-long 128:12 pages.3.shareImage.alt']);
  });
});

describe('the file itself', () => {
  it('refuses a device before reading from it, and a file over 25 MB', async () => {
    expect((await validateSite({ file: '/dev/zero' }, { displayName: 'site.yaml' })) as unknown).toEqual({
      ok: false,
      problems: [{ code: 'file-unreadable', file: 'site.yaml', line: 1, column: 1, path: '(document)', message: 'this is not a regular file (a device, a pipe or a socket); expected a site.yaml file' }],
    });
    const folder = mkdtempSync(join(tmpdir(), 'site-large-'));
    try {
      writeFileSync(join(folder, 'site.yaml'), `${BASE}\n# ${'x'.repeat(25_100_000)}\n`);
      const result = await validateSite({ file: join(folder, 'site.yaml') }, { displayName: 'site.yaml' });
      expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([
        'site.yaml:1:1 (document): the file is 25.1 MB; a site\'s content fits in 25 MB (a larger file is a mistake, such as a pasted photo or log)',
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
