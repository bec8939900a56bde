import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHECKS_FILE, withChecksList } from '../../../pipeline/checks-list.ts';
import { CATALOGUE } from '../../../schema/catalogue.ts';
import { append, codesAfter, problemsAfter, replace } from './helpers.ts';

describe('the problem catalogue', () => {
  it('writes the list of checks in docs/checks.md', () => {
    const page = readFileSync(CHECKS_FILE, 'utf8');
    expect(withChecksList(page), 'run npm run schema to write the list anew').toBe(page);
    for (const code of Object.keys(CATALOGUE)) expect(page).toContain(`(\`${code}\`)`);
  });

  it('gives every kind a check to list and a hint', () => {
    for (const [code, kind] of Object.entries(CATALOGUE)) {
      expect(kind.checks, code).toMatch(/^[A-Z]/);
      expect(kind.hint, code).toMatch(/^[A-Z].*\.$/);
    }
  });
});

/* Each rule by its code and place; the wording is pinned by the golden tests below and in problems.test.ts. */
describe('problems by code and place', () => {
  it.each([
    ['yaml-duplicate-key', [replace(98, '        title: Help When You Need It', '        title: Help When You Need It\n        title: Twice')], ['yaml-duplicate-key 99:9 pages.0.blocks.2.title']],
    ['yaml-tag', [replace(113, '    title: Cloud', '    title: !include title.yaml')], ['yaml-tag 113:12 pages.2.title']],
    ['unknown-block-type', [replace(108, '      - type: text', '      - type: txet')], ['unknown-block-type 108:15 pages.1.blocks.1.type']],
    ['missing-field', [replace(98, '        title: Help When You Need It', null)], ['missing-field 91:9 pages.0.blocks.2.title']],
    ['wrong-type', [replace(98, '        title: Help When You Need It', '        title: 42')], ['wrong-type 98:16 pages.0.blocks.2.title']],
    ['unknown-field', [replace(98, '        title: Help When You Need It', '        titel: Help When You Need It')], ['missing-field 91:9 pages.0.blocks.2.title', 'unknown-field 98:9 pages.0.blocks.2.titel']],
    ['text-markup', [replace(98, '        title: Help When You Need It', '        title: Help <b>now</b>')], ['text-markup 98:16 pages.0.blocks.2.title']],
    ['wrong-format', [replace(15, '  email: sales@example.com', '  email: nope')], ['wrong-format 15:10 company.email']],
    ['link-leads-nowhere', [replace(56, '        href: /contact', '        href: /about')], ['link-leads-nowhere 56:15 footer.importantLinks.links.0.href']],
    ['redirect-loop', [replace(49, '    to: /services/cloud', '    to: /cloud')], ['redirect-loop 49:9 redirects.1.to']],
    ['redirect-chain', [replace(49, '    to: /services/cloud', '    to: /old-services')], ['redirect-chain 49:9 redirects.1.to']],
    ['redirect-from-page', [replace(48, '  - from: /cloud', '  - from: /contact')], ['redirect-from-page 48:11 redirects.1.from']],
    ['section-id-taken', [replace(108, '      - type: text', '      - type: text\n        id: main')], ['section-id-taken 109:13 pages.1.blocks.1.id']],
    ['image-missing', [replace(93, '          src: /images/sample.svg', '          src: /images/none.svg')], ['image-missing 93:16 pages.0.blocks.2.image.src']],
    ['unknown-placeholder', [replace(113, '    title: Cloud', '    title: Cloud by {company.foo}')], ['unknown-placeholder 113:12 pages.2.title']],
    ['hidden-character', [replace(113, '    title: Cloud', '    title: "Cloud\u202E"')], ['hidden-character 113:12 pages.2.title']],
  ] as const)('%s', async (_, edits, expected) => {
    expect(await codesAfter(...edits)).toEqual(expected);
  });

  it('no-main-heading and route-twice', async () => {
    expect(await codesAfter(append('  - path: /contact', '    title: Contact again', '    description: Another way to reach us.', '    blocks:', '      - type: text', '        heading: Hello', '        paragraphs:', '          - Hello.'))).toEqual([
      'route-twice 131:11 pages.4.path',
      'no-main-heading 134:5 pages.4.blocks',
    ]);
  });
});

/* A few messages word for word: the catalogue's message functions as an editor reads them. */
describe('golden wording', () => {
  it('says what is wrong, what was expected and what was found', async () => {
    expect(await problemsAfter(replace(98, '        title: Help When You Need It', '        title: 42'))).toEqual([
      'site.yaml:98:16 pages.0.blocks.2.title: expected text, found the number 42; put it in quotes ("42") to keep it as text',
    ]);
  });

  it('suggests the page a dead link most likely meant', async () => {
    expect(await problemsAfter(replace(56, '        href: /contact', '        href: /contct'))).toEqual([
      'site.yaml:56:15 footer.importantLinks.links.0.href: the link "/contct" leads nowhere; expected the path of a page or a redirect, such as "/contact"',
    ]);
  });
});
