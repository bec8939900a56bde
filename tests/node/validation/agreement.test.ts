/**
 * The editor and the build agree. The editor is modelled as the YAML language server sees a file:
 * the YAML parser (its errors and its warnings, such as an unknown tag) and then the JSON Schema.
 * Every case is run through both; they must accept and refuse the same files, except for the rules
 * only the build can check, each named in BUILD_ONLY (and in docs/checks.md).
 */
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { BASE, append, check, committedJsonSchema, editBase, replace, type LineEdit } from './helpers.ts';

const validate = committedJsonSchema();

function editorAccepts(source: string): boolean {
  const doc = parseDocument(source, { uniqueKeys: true });
  if (doc.errors.length > 0 || doc.warnings.length > 0) return false;
  return validate(doc.toJS()) === true;
}

/** Rules that need more than one file's shape: other files, other fields, or the text once placeholders are filled. */
const BUILD_ONLY = {
  links: 'internal links lead to a page or a redirect',
  redirects: 'redirects lead to pages, without chains or loops, and do not shadow a page',
  routes: 'page paths are unique',
  images: 'images are real files of their format inside public/',
  references: 'testimonial ids exist, and a block that shows every testimonial has one to show',
  ids: 'menu, testimonial, section and item ids are unique',
  menuDepth: 'the menu is at most three levels deep',
  filledLength: 'lengths of text with placeholders are checked once the placeholders are filled',
  /** The editor shows the file as its own encoding reads it; safety.test.ts covers this one. */
  encoding: 'the file is valid UTF-8',
} as const;

interface Case {
  name: string;
  edits: LineEdit[];
  /** Set when the build refuses the file for a reason the editor cannot see. */
  buildOnly?: keyof typeof BUILD_ONLY;
}

const HEADING = (value: string) => replace(79, '        heading: Welcome to {company.name}', `        heading: ${value}`);
const HREF = (value: string) => replace(83, '          href: /contact', `          href: ${value}`);
const DESCRIPTION = (value: string) => replace(76, '    description: Phones and networks for businesses across Manitoba.', `    description: ${value}`);

const ACCEPTED: Case[] = [
  { name: 'the base site', edits: [] },
  { name: 'a tel: link to the company phone', edits: [HREF('tel:{company.phone}')] },
  { name: 'a mailto: link to the company e-mail', edits: [HREF('mailto:{company.email}')] },
  { name: 'an "@" in the path of an https:// address', edits: [HREF('https://social.example/@prairie')] },
  { name: 'a placeholder in a heading', edits: [HEADING('Serving {company.city} since {company.foundedYear}')] },
  { name: 'a description over 160 characters until its placeholder is filled', edits: [DESCRIPTION(`${'x'.repeat(150)} {company.province}`)] },
  { name: 'a block that shows every testimonial', edits: [replace(100, '      - type: quote', '      - type: testimonials'), replace(101, '        testimonial: alice', null)] },
];

const REFUSED: Case[] = [
  { name: 'a heading of only spaces', edits: [HEADING('"   "')] },
  { name: 'a 10,000-character heading', edits: [HEADING('W'.repeat(10_000))] },
  { name: 'HTML in a heading', edits: [HEADING('Hello <b>there</b>')] },
  { name: 'a right-to-left override', edits: [HEADING('"Welcome \\u202Ehome"')] },
  { name: 'a zero-width space in a link', edits: [HREF('"/contact\\u200B"')] },
  { name: 'an unknown placeholder', edits: [HEADING('Welcome to {company.nmae}')] },
  { name: 'a description over 160 characters', edits: [DESCRIPTION('x'.repeat(161))] },
  { name: 'a plain http:// link', edits: [HREF('http://example.com/')] },
  { name: 'a user part in an address', edits: [HREF('https://www.linkedin.com@evil.example/')] },
  { name: 'a javascript: link', edits: [HREF('javascript:alert(1)')] },
  { name: 'an unknown block type', edits: [replace(108, '      - type: text', '      - type: txet')] },
  { name: 'an unknown field', edits: [replace(98, '        title: Help When You Need It', '        titel: Help When You Need It')] },
  { name: 'a missing field', edits: [replace(98, '        title: Help When You Need It', null)] },
  { name: 'a page without a main heading', edits: [replace(106, '      - type: page-header', '      - type: text')] },
  { name: 'a page with two main headings', edits: [replace(118, '      - type: quick-links', '      - type: page-header'), replace(119, '        heading: See Also', '        heading: Also')] },
  { name: 'a number too large to hold', edits: [replace(95, '          width: 4', '          width: 1e400')] },
  { name: 'a number that is not a number', edits: [replace(95, '          width: 4', '          width: .nan')] },
  { name: 'a merge key', edits: [replace(98, '        title: Help When You Need It', '        <<: {title: Help When You Need It}')] },
  { name: 'a second document', edits: [append('---', 'site: {}')] },
  { name: 'binary data', edits: [replace(72, '    text: They keep our tills and phones running.', '    text: !!binary aGVsbG8=')] },
  { name: 'an unknown tag', edits: [replace(113, '    title: Cloud', '    title: !include title.yaml')] },
  { name: 'a duplicate key', edits: [replace(113, '    title: Cloud', '    title: Cloud\n    title: Again')] },
  { name: 'a tab used for indentation', edits: [replace(30, '    href: /', '\thref: /')] },
  { name: 'a link that leads nowhere', edits: [HREF('/contakt')], buildOnly: 'links' },
  { name: 'a redirect to a redirect', edits: [replace(47, '    to: /services', '    to: /cloud')], buildOnly: 'redirects' },
  { name: 'a page path used twice', edits: [replace(123, '  - path: /contact', '  - path: /services')], buildOnly: 'routes' },
  { name: 'a missing image', edits: [replace(93, '          src: /images/sample.svg', '          src: /images/missing.svg')], buildOnly: 'images' },
  { name: 'an unknown testimonial', edits: [replace(101, '        testimonial: alice', '        testimonial: bob')], buildOnly: 'references' },
  { name: 'a menu id used twice', edits: [replace(31, '  - id: services', '  - id: home')], buildOnly: 'ids' },
  {
    name: 'a menu four levels deep',
    edits: [replace(41, '            href: /services/cloud#backup', ['            href: /services/cloud#backup', '            children:', '              - id: deeper', '                title: Deeper', '                href: /contact'].join('\n'))],
    buildOnly: 'menuDepth',
  },
  { name: 'a description over 160 characters once its placeholder is filled', edits: [DESCRIPTION(`${'x'.repeat(150)} {company.legalName}`)], buildOnly: 'filledLength' },
];

describe('the editor and the build', () => {
  it.each(ACCEPTED.map((item) => [item.name, item] as const))('both accept %s', async (_, { edits }) => {
    const source = editBase(...edits);
    expect((await check(source)).ok, 'build').toBe(true);
    expect(editorAccepts(source), 'editor').toBe(true);
  });

  it.each(REFUSED.map((item) => [item.name, item] as const))('refuse %s', async (_, { edits, buildOnly }) => {
    const source = editBase(...edits);
    expect((await check(source)).ok, 'build').toBe(false);
    expect(editorAccepts(source), buildOnly ? `editor (only the build checks that ${BUILD_ONLY[buildOnly]})` : 'editor').toBe(Boolean(buildOnly));
  });

  it('start from a base that both accept', async () => {
    expect((await check(BASE)).ok).toBe(true);
    expect(editorAccepts(BASE)).toBe(true);
  });
});
