/**
 * Content that validates must be safe for visitors and render right: each case here was accepted,
 * or reported misleadingly, before these checks. Line numbers are those of base.yaml.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { validateSite } from '../../../pipeline/validate.ts';
import { formatProblem } from '../../../schema/problems.ts';
import { BASE, BASE_LAST_LINE, PUBLIC_DIR, append, codesAfter, editBase, problemsAfter, problemsIn, replace } from './helpers.ts';

/** A folder of its own for a test, removed once the test is over. */
const folders: string[] = [];
const tempFolder = (prefix: string) => {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const HERO_HEADING = replace(79, '        heading: Welcome to {company.name}', '');
const withHeading = (value: string) => replace(HERO_HEADING.line, HERO_HEADING.was, `        heading: ${value}`);

describe('blank text', () => {
  it('refuses a heading of only spaces', async () => {
    expect(await problemsAfter(withHeading('"   "'))).toEqual([
      'site.yaml:79:18 pages.0.blocks.0.heading: text must have visible characters, not only spaces; found the text "   "',
    ]);
  });

  it('refuses a button label of only spaces', async () => {
    expect(await problemsAfter(replace(82, '          label: Get Started', "          label: ' '"))).toEqual([
      'site.yaml:82:18 pages.0.blocks.0.action.label: text must have visible characters, not only spaces; found the text " "',
    ]);
  });
});

describe('length limits a page can hold', () => {
  it('refuses a 10,000-character heading, saying the limit', async () => {
    expect(await problemsAfter(withHeading('W'.repeat(10_000)))).toEqual([
      'site.yaml:79:18 pages.0.blocks.0.heading: keep a heading to 100 characters or fewer; found 10000 characters',
    ]);
  });

  it('refuses a long button label and a long name', async () => {
    expect(await problemsAfter(replace(82, '          label: Get Started', `          label: ${'Go '.repeat(25)}now`), replace(70, '    name: Alice Smith', `    name: ${'A'.repeat(81)}`))).toEqual([
      'site.yaml:70:11 testimonials.0.name: keep a name to 80 characters or fewer; found 81 characters',
      'site.yaml:82:18 pages.0.blocks.0.action.label: keep a label to 60 characters or fewer; found 78 characters',
    ]);
  });
});

describe('deceptive links', () => {
  it('refuses a user part that hides where a link goes', async () => {
    expect(await problemsAfter(replace(65, '      href: https://www.linkedin.com/company/example', '      href: https://www.linkedin.com@evil.example/'))).toEqual([
      'site.yaml:65:13 footer.social.0.href: the address has a user name before "@", which hides where the link really goes; remove the part up to "@"; found the text "https://www.linkedin.com@evil.example/"',
    ]);
    expect(await problemsAfter(replace(83, '          href: /contact', '          href: https://admin:secret@example.com/'))).toEqual([
      'site.yaml:83:17 pages.0.blocks.0.action.href: the address has a user name before "@", which hides where the link really goes; remove the part up to "@"; found the text "https://admin:secret@example.com/"',
    ]);
  });

  it('refuses plain http:// links', async () => {
    expect(await problemsAfter(replace(83, '          href: /contact', '          href: http://example.com/'))).toEqual([
      'site.yaml:83:17 pages.0.blocks.0.action.href: plain http:// links are not allowed; use the https:// address; found the text "http://example.com/"',
    ]);
  });

  it('keeps an "@" in the path of an https:// address, mailto: and a tel: link to the company phone', async () => {
    expect(
      await problemsAfter(
        replace(65, '      href: https://www.linkedin.com/company/example', '      href: https://social.example/@prairie'),
        replace(83, '          href: /contact', '          href: tel:{company.phone}'),
        replace(122, '            href: /contact', '            href: mailto:{company.email}'),
      ),
    ).toEqual([]);
  });
});

describe('hidden characters', () => {
  it('refuses a right-to-left override in a name, naming the character', async () => {
    expect(await problemsAfter(replace(12, '  name: Prairie Comms', '  name: "Prairie \\u202ECommsX"'))).toEqual([
      'site.yaml:12:9 company.name: the text holds a hidden character: character 9 is U+202E RIGHT-TO-LEFT OVERRIDE, which reverses the direction of the text after it; remove it (retype the text if you cannot see where it is)',
    ]);
  });

  it('refuses zero-width and control characters in text and addresses', async () => {
    expect(await problemsAfter(replace(88, '            text: Your files, backed up.', '            text: "Your\u200Bfiles"'), replace(83, '          href: /contact', '          href: "/contact\\x07"'))).toEqual([
      'site.yaml:83:17 pages.0.blocks.0.action.href: the text holds a hidden character: character 9 is U+0007 a control character, which is invisible; remove it (retype the text if you cannot see where it is)',
      'site.yaml:88:19 pages.0.blocks.1.items.0.text: the text holds a hidden character: character 5 is U+200B ZERO WIDTH SPACE, which is invisible; remove it (retype the text if you cannot see where it is)',
    ]);
  });
});

describe('images', () => {
  /** A public folder with the sample image, a folder named like an image, a link out of the project and a file that only wears an image name. */
  function publicFolder(): string {
    const root = tempFolder('public-');
    cpSync(PUBLIC_DIR, join(root, 'public'), { recursive: true });
    mkdirSync(join(root, 'public/images/folder.svg'));
    writeFileSync(join(root, 'outside.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    symlinkSync(join(root, 'outside.svg'), join(root, 'public/images/linked.svg'));
    writeFileSync(join(root, 'public/images/fake.png'), 'not a picture');
    return join(root, 'public');
  }
  const messages = async (src: string) => {
    const text = editBase(replace(93, '          src: /images/sample.svg', `          src: ${src}`));
    const result = await validateSite({ file: 'site.yaml', text }, { publicDir: publicFolder() });
    return result.ok ? [] : result.problems.map(formatProblem);
  };

  it('refuses a folder', async () => {
    expect(await messages('/images/folder.svg')).toEqual([
      'site.yaml:93:16 pages.0.blocks.2.image.src: the image "/images/folder.svg" is a folder, not a file; expected an image file at public/images/folder.svg',
    ]);
  });

  it('refuses a symbolic link to a file outside public/', async () => {
    expect(await messages('/images/linked.svg')).toEqual([
      'site.yaml:93:16 pages.0.blocks.2.image.src: the image "/images/linked.svg" is a link to a file outside public/; copy the image into public/images instead',
    ]);
  });

  it('refuses a file that is not the image its name says', async () => {
    expect(await messages('/images/fake.png')).toEqual([
      'site.yaml:93:16 pages.0.blocks.2.image.src: the file public/images/fake.png is not a PNG image, whatever its name says; expected a real .png file',
    ]);
  });
});

describe('section ids', () => {
  it('refuses two sections with one id on a page, and an id the page itself uses', async () => {
    expect(
      await problemsAfter(
        replace(84, '      - type: cards', '      - type: cards\n        id: help'),
        replace(91, '      - type: banner', '      - type: banner\n        id: help'),
        replace(108, '      - type: text', '      - type: text\n        id: main'),
      ),
    ).toEqual([
      'site.yaml:93:13 pages.0.blocks.2.id: the section id "help" is used twice; ids must be unique on this page',
      'site.yaml:111:13 pages.1.blocks.1.id: the section id "main" is taken by the page itself; choose another',
    ]);
  });

  it('refuses two items with one id in a list', async () => {
    expect(await problemsAfter(replace(91, '      - type: banner', ['          - id: cloud', '            title: Cloud again', '            text: Twice.', '      - type: banner'].join('\n')))).toEqual([
      'site.yaml:91:17 pages.0.blocks.1.items.1.id: the item id "cloud" is used twice; ids must be unique',
    ]);
  });
});

describe('the file itself', () => {
  it('reports a byte that is not UTF-8 at its line and column', async () => {
    const folder = tempFolder('latin1-');
    const file = join(folder, 'site.yaml');
    const source = Buffer.from(editBase(replace(70, '    name: Alice Smith', '    name: Ren\u00e9e Smith')), 'utf8');
    const latin1 = Buffer.from(source.toString('utf8').replace('Ren\u00e9e', 'Ren\u0000e'), 'utf8');
    latin1[latin1.indexOf(0)] = 0xe9;
    writeFileSync(file, latin1);
    const result = await validateSite({ file }, { publicDir: PUBLIC_DIR, displayName: 'site.yaml' });
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([
      'site.yaml:70:14 (document): the file is not valid UTF-8: the byte 0xE9 here is not part of any character; save the file as UTF-8 (a Latin-1 or Windows-1252 "é" looks like this)',
    ]);
  });

  it('says that unknown and binary YAML tags are not supported, at their line', async () => {
    expect(await problemsAfter(replace(72, '    text: They keep our tills and phones running.', '    text: !!js/function "function () {}"'), replace(113, '    title: Cloud', '    title: !include title.yaml'))).toEqual([
      'site.yaml:72:11 testimonials.0.text: the YAML tag "!!js/function" is not supported; write the value itself, as text, a number, true/false, a list or a map',
      'site.yaml:113:12 pages.2.title: the YAML tag "!include" is not supported; write the value itself, as text, a number, true/false, a list or a map',
    ]);
    expect(await problemsAfter(replace(72, '    text: They keep our tills and phones running.', '    text: !!binary aGVsbG8='))).toEqual([
      'site.yaml:72:11 testimonials.0.text: binary data ("!!binary") is not supported; write the value itself, as text, a number, true/false, a list or a map',
    ]);
  });

  it('says that a number too large to hold is not a number the site can use', async () => {
    expect(await problemsAfter(replace(95, '          width: 4', '          width: 1e400'), replace(96, '          height: 3', '          height: .nan'))).toEqual([
      'site.yaml:95:18 pages.0.blocks.2.image.width: "1e400" is not a number the site can use; expected a finite number such as 1200',
      'site.yaml:96:19 pages.0.blocks.2.image.height: ".nan" is not a number the site can use; expected a finite number such as 1200',
    ]);
  });

  it('says that merge keys are not supported', async () => {
    expect(await problemsAfter(replace(98, '        title: Help When You Need It', '        <<: {title: Help When You Need It}'))).toEqual([
      'site.yaml:98:9 pages.0.blocks.2.<<: merge keys ("<<") are not supported; write the fields out (an anchor and alias "*name" can still repeat a whole value)',
    ]);
  });

  it('reports nesting thousands of levels deep in words, not as a stack overflow', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    expect(await problemsAfter(append(`extra: ${deep}`))).toEqual([
      'site.yaml:131:8 extra: the document is nested too deeply to read (thousands of levels of brackets or indentation); a site file needs only a few levels',
    ]);
    expect(await problemsAfter(append(`extra: ${'['.repeat(80)}${']'.repeat(80)}`))).toEqual([
      'site.yaml:131:71 extra: the document is nested more than 64 levels deep here; a site file needs only a few levels',
    ]);
  });

  it('names the field of a tab-indented line, not the key above it', async () => {
    expect(await problemsAfter(replace(30, '    href: /', '\thref: /'))).toEqual([
      'site.yaml:30:1 menu.0.href: invalid YAML: a tab is used for indentation; indent with spaces',
    ]);
  });
});

it('the base fixture stays valid', async () => {
  expect(await problemsIn(BASE)).toEqual([]);
});

describe('testimonials', () => {
  const listAll = replace(100, '      - type: quote', '      - type: testimonials');
  const noId = replace(101, '        testimonial: alice', null);

  it('shows every testimonial from a block that names none', async () => {
    expect(await problemsAfter(listAll, noId)).toEqual([]);
  });

  it('reports such a block when there is no testimonial to show', async () => {
    expect(
      await problemsAfter(
        listAll,
        noId,
        replace(68, 'testimonials:', 'testimonials: []'),
        replace(69, '  - id: alice', null),
        replace(70, '    name: Alice Smith', null),
        replace(71, '    company: Owner, Smith Bakery', null),
        replace(72, '    text: They keep our tills and phones running.', null),
      ),
    ).toEqual(['site.yaml:96:15 pages.0.blocks.3.type: the testimonials list is empty, so this block has nothing to show; add testimonials or remove the block']);
  });
});

describe('plans', () => {
  const plan = (title: string, highlight: boolean) => [`          - title: ${title}`, `            highlight: ${highlight}`, '            features: [Calling]'];
  it('sets at most one plan of a block apart', async () => {
    expect(await problemsAfter(append('      - type: tiers', '        heading: Plans', '        tiers:', ...plan('Core', true), ...plan('Advanced', false), ...plan('Ultra', true)))).toEqual([
      'site.yaml:141:24 pages.3.blocks.2.tiers.2.highlight: only one plan of a block can be highlighted; tiers.0 already is',
    ]);
  });
});

describe('comparisons', () => {
  it('wants one value in each row for every plan, and names the row that has another count', async () => {
    const table = ['      - type: comparison', '        heading: Plans', '        plans: [Core, Advanced]', '        rows:'];
    const row = (feature: string, values: string) => [`          - feature: ${feature}`, `            values: ${values}`];
    expect(await codesAfter(append(...table, ...row('Calling', '[true, true]'), ...row('Recording', '[false, true, true]'), ...row('Fax', '[true]')))).toEqual([
      `comparison-values ${BASE_LAST_LINE + 8}:21 pages.3.blocks.2.rows.1.values`,
      `comparison-values ${BASE_LAST_LINE + 10}:21 pages.3.blocks.2.rows.2.values`,
    ]);
  });

  it('highlights only a plan it compares, by the name it gives it', async () => {
    const table = (highlight: string) => ['      - type: comparison', '        heading: Plans', '        plans: [Core, Advanced]', `        highlight: ${highlight}`, '        rows:', '          - { feature: Calling, values: [true, true] }', '          - { feature: Fax, values: [false, true] }'];
    expect(await problemsAfter(append(...table('Advanced')))).toEqual([]);
    expect(await problemsAfter(append(...table('Advance')))).toEqual([
      `site.yaml:${BASE_LAST_LINE + 4}:20 pages.3.blocks.2.highlight: "Advance" is not one of the plans compared; expected one of: "Core", "Advanced"`,
    ]);
  });
});
