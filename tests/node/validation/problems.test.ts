/**
 * Each test breaks base.yaml (../../fixtures/validation/base.yaml) with a small textual edit and
 * pins every problem the validator reports: `site.yaml:LINE:COLUMN path: message`. Line numbers
 * are those of base.yaml; an edit that inserts lines says so.
 */
import { describe, expect, it } from 'vitest';
import {
  BLOCK_TYPE_LIST,
  LINK_RULE,
  TOKEN_LIST,
  append,
  problemsAfter,
  problemsIn,
  replace,
} from './helpers.ts';

const EMPTY = 'the file is empty; expected the site’s sections: site, company, menu, footer and pages';

describe('YAML syntax', () => {
  it('reports a syntax error at its line and column', async () => {
    expect(await problemsAfter(replace(29, '    title: Home', '    title: @Home'))).toEqual([
      'site.yaml:29:12 menu.0.title: invalid YAML: a value starting with "@" must be put in quotes',
    ]);
  });

  it('reports a quote that is closed on a later line where the parser gives up', async () => {
    expect(await problemsAfter(replace(29, '    title: Home', '    title: "Home'), replace(30, '    href: /', '    href: /"x'))).toEqual([
      'site.yaml:29:12 menu.0.title: invalid YAML: the quote opened here is never closed',
    ]);
  });

  it('reports an unclosed quote where the quote opens, not at the end of the file', async () => {
    expect(await problemsAfter(replace(29, '    title: Home', '    title: "Home'))).toEqual([
      'site.yaml:29:12 menu.0.title: invalid YAML: the quote opened here is never closed',
    ]);
  });

  it('names the field a parser error is in, not a fragment of the broken value', async () => {
    expect(await problemsAfter(replace(29, '    title: Home', '    title: Home: Start'))).toEqual([
      'site.yaml:29:12 menu.0.title: invalid YAML: a value containing ": " must be put in quotes',
    ]);
  });

  it('names the duplicated key', async () => {
    expect(await problemsAfter(replace(29, '    title: Home', '    title: Home\n    title: Start'))).toEqual([
      'site.yaml:30:5 menu.0.title: duplicate key "title"; each key may appear only once in a map',
    ]);
  });


  it('explains a second document in plain words', async () => {
    expect(await problemsAfter(append('---', 'site: {}'))).toEqual([
      'site.yaml:131:1 (document): invalid YAML: the file holds more than one document (a second "---" line); expected a single document',
    ]);
  });
});

describe('empty and non-map documents', () => {
  it('reports an empty file', async () => {
    expect(await problemsIn('')).toEqual([`site.yaml:1:1 (document): ${EMPTY}`]);
  });

  it('reports a file of blank lines as empty', async () => {
    expect(await problemsIn('\n\n  \n')).toEqual([`site.yaml:1:1 (document): ${EMPTY}`]);
  });

  it('reports a file with only comments as empty', async () => {
    expect(await problemsIn('# The site content goes here.\n# Nothing yet.\n')).toEqual([`site.yaml:1:1 (document): ${EMPTY}`]);
  });

  it('reports a file with only "---" and comments as empty', async () => {
    expect(await problemsIn('---\n# Nothing yet.\n')).toEqual([`site.yaml:1:1 (document): ${EMPTY}`]);
  });

  it('reports a list where the sections belong', async () => {
    expect(await problemsIn('- site\n- company\n')).toEqual([
      'site.yaml:1:1 (document): expected a map of the site’s sections (site, company, menu, footer, pages), found a list',
    ]);
  });

  it('reports a single value where the sections belong', async () => {
    expect(await problemsIn('hello\n')).toEqual([
      'site.yaml:1:1 (document): expected a map of the site’s sections (site, company, menu, footer, pages), found a single value',
    ]);
  });
});

describe('alias bomb', () => {
  it('refuses a billion-laughs document at its first alias, quickly', async () => {
    const names = 'abcdefghi';
    const lines = ['a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]'];
    for (let level = 1; level < names.length; level++) {
      const name = names[level]!;
      const previous = names[level - 1]!;
      lines.push(`${name}: &${name} [${Array.from({ length: 9 }, () => `*${previous}`).join(', ')}]`);
    }
    const started = performance.now();
    expect(await problemsIn(`${lines.join('\n')}\n`)).toEqual([
      'site.yaml:2:8 (document): too many aliases: the document would expand past 100 alias uses (an "alias bomb"); expected content written out or a few anchors reused',
    ]);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('schema problems', () => {
  it('reports an unknown block type with a suggestion and the valid types', async () => {
    expect(await problemsAfter(replace(108, '      - type: text', '      - type: txet'))).toEqual([
      `site.yaml:108:15 pages.1.blocks.1.type: unknown block type "txet"; did you mean "text"? expected one of: ${BLOCK_TYPE_LIST}`,
    ]);
  });

  it('reports an unknown block type without a suggestion when none is close', async () => {
    expect(await problemsAfter(replace(108, '      - type: text', '      - type: paragraph'))).toEqual([
      `site.yaml:108:15 pages.1.blocks.1.type: unknown block type "paragraph"; expected one of: ${BLOCK_TYPE_LIST}`,
    ]);
  });

  it('reports a block without a type at the block', async () => {
    expect(await problemsAfter(replace(108, '      - type: text', '      - tpye: text'))).toEqual([
      `site.yaml:108:9 pages.1.blocks.1.type: the block has no "type"; expected one of: ${BLOCK_TYPE_LIST}`,
    ]);
  });

  it('reports a block type that is not text in plain words', async () => {
    expect(await problemsAfter(replace(108, '      - type: text', '      - type: 42'))).toEqual([
      `site.yaml:108:15 pages.1.blocks.1.type: unknown block type 42; expected one of: ${BLOCK_TYPE_LIST}`,
    ]);
  });

  it('reports a missing required field at its parent map, naming the field', async () => {
    expect(await problemsAfter(replace(98, '        title: Help When You Need It', null))).toEqual([
      'site.yaml:91:9 pages.0.blocks.2.title: the required field "title" is missing; expected text',
    ]);
  });

  it('reports a missing company fact at the company map', async () => {
    expect(await problemsAfter(replace(16, '  director: Jane Doe', null))).toEqual([
      'site.yaml:12:3 company.director: the required field "director" is missing; expected text',
    ]);
  });

  it('reports a number where text is expected', async () => {
    expect(await problemsAfter(replace(109, '        heading: Phones', '        heading: 42'))).toEqual([
      'site.yaml:109:18 pages.1.blocks.1.heading: expected text, found the number 42; put it in quotes ("42") to keep it as text',
    ]);
  });

  it('reports true where text is expected', async () => {
    expect(await problemsAfter(replace(109, '        heading: Phones', '        heading: true'))).toEqual([
      'site.yaml:109:18 pages.1.blocks.1.heading: expected text, found true; put it in quotes ("true") to keep it as text',
    ]);
  });

  it('reports a field left empty', async () => {
    expect(await problemsAfter(replace(109, '        heading: Phones', '        heading:'))).toEqual([
      'site.yaml:109:17 pages.1.blocks.1.heading: expected text, found an empty value',
    ]);
  });

  it('reports empty text', async () => {
    expect(await problemsAfter(replace(109, '        heading: Phones', '        heading: ""'))).toEqual([
      'site.yaml:109:18 pages.1.blocks.1.heading: text must not be empty; found empty text',
    ]);
  });

  it('reports a string where a list is expected', async () => {
    expect(
      await problemsAfter(
        replace(110, '        paragraphs:', '        paragraphs: We install phones.'),
        replace(111, '          - We install and look after business phones.', null),
      ),
    ).toEqual(['site.yaml:110:21 pages.1.blocks.1.paragraphs: expected a list, found the text "We install phones."']);
  });

  it('reports a map where text is expected', async () => {
    expect(await problemsAfter(replace(26, '    - Manitoba', '    - {name: Manitoba}'))).toEqual([
      'site.yaml:26:7 company.areaServed.0: expected text, found a map with name',
    ]);
  });

  it('reports an empty list that needs items', async () => {
    expect(await problemsAfter(replace(25, '  areaServed:', '  areaServed: []'), replace(26, '    - Manitoba', null))).toEqual([
      'site.yaml:25:15 company.areaServed: expected at least 1 item; found 0 items',
    ]);
  });

  it('reports a misspelt field with a did-you-mean, and the field it leaves missing', async () => {
    expect(await problemsAfter(replace(109, '        heading: Phones', '        heding: Phones'))).toEqual([
      'site.yaml:108:9 pages.1.blocks.1.heading: the required field "heading" is missing; expected text',
      'site.yaml:109:9 pages.1.blocks.1.heding: unknown field "heding"; did you mean "heading"? expected one of: type, id, heading, paragraphs, list, facts, tone, image',
    ]);
  });

  it('reports an unknown field in a nested menu item with a did-you-mean', async () => {
    expect(await problemsAfter(replace(40, '            title: Backup', '            titel: Backup'))).toEqual([
      'site.yaml:39:13 menu.1.children.0.children.0.title: the required field "title" is missing; expected text',
      'site.yaml:40:13 menu.1.children.0.children.0.titel: unknown field "titel"; did you mean "title"? expected one of: id, title, href, children',
    ]);
  });

  it('reports a misspelt section with a did-you-mean', async () => {
    expect(await problemsAfter(replace(50, 'footer:', 'fotter:'))).toEqual([
      'site.yaml:4:1 footer: the required field "footer" is missing; expected a map of fields',
      'site.yaml:50:1 fotter: unknown field "fotter"; did you mean "footer"? expected one of: site, company, menu, menuAction, redirects, announcement, footer, testimonials, pages, ui, fr',
    ]);
  });

  it('reports an extra field with no close match without a suggestion', async () => {
    // inserts line 100
    expect(await problemsAfter(replace(99, '        subtitle: Call us any weekday.', '        subtitle: Call us any weekday.\n        colour: blue'))).toEqual([
      'site.yaml:100:9 pages.0.blocks.2.colour: unknown field "colour"; expected one of: type, id, image, tag, title, subtitle, link, reverse, tone',
    ]);
  });

  it('offers no suggestion for a short unknown field unlike any allowed one', async () => {
    // inserts line 30
    expect(await problemsAfter(replace(29, '    title: Home', '    title: Home\n    to: /contact'))).toEqual([
      'site.yaml:30:5 menu.0.to: unknown field "to"; expected one of: id, title, href, children',
    ]);
  });

  it('reports a value outside a fixed set', async () => {
    // inserts line 89
    expect(await problemsAfter(replace(88, '            text: Your files, backed up.', '            text: Your files, backed up.\n            tone: red'))).toEqual([
      'site.yaml:89:19 pages.0.blocks.1.items.0.tone: expected one of "teal", "navy", "wheat", "sky", "mint", "rose"; found the text "red"',
    ]);
  });

  it('reports a column count outside 1–4 with the allowed values', async () => {
    // inserts line 85
    expect(await problemsAfter(replace(85, '        items:', '        columns: 5\n        items:'))).toEqual([
      'site.yaml:85:18 pages.0.blocks.1.columns: expected one of 1, 2, 3, 4; found the number 5',
    ]);
  });

  it('reports a number below its minimum', async () => {
    expect(await problemsAfter(replace(67, '    year: 2025', '    year: 1999'))).toEqual([
      'site.yaml:67:11 footer.copyright.year: expected at least 2000; found the number 1999',
    ]);
  });

  it('reports a fraction where a whole number is expected', async () => {
    expect(await problemsAfter(replace(18, '  yearsExperience: 25', '  yearsExperience: 2.5'))).toEqual([
      'site.yaml:18:20 company.yearsExperience: expected a whole number, found the number 2.5',
    ]);
  });

  it('reports zero where a positive number is expected', async () => {
    expect(await problemsAfter(replace(95, '          width: 4', '          width: 0'))).toEqual([
      'site.yaml:95:18 pages.0.blocks.2.image.width: expected more than 0; found the number 0',
    ]);
  });

  it('reports text that is too long with a correctly pluralised unit', async () => {
    // inserts a stats block at lines 131-136
    expect(
      await problemsAfter(
        replace(
          130,
          '        heading: Talk to Us',
          ['        heading: Talk to Us', '      - type: stats', '        separator: ",,"', '        items:', '          - value: 10', '            label: Years'].join('\n'),
        ),
      ),
    ).toEqual(['site.yaml:132:20 pages.3.blocks.2.separator: expected at most 1 character; found 2 characters']);
  });

  it('accepts a description of 160 characters', async () => {
    expect(await problemsAfter(replace(104, '    description: What we do.', `    description: ${'x'.repeat(160)}`))).toEqual([]);
  });

  it('reports a description that is too long', async () => {
    expect(await problemsAfter(replace(104, '    description: What we do.', `    description: ${'x'.repeat(161)}`))).toEqual([
      `site.yaml:104:18 pages.1.description: keep the description to 160 characters or fewer; search engines cut longer ones off; found 161 characters`,
    ]);
  });

  it('reports a last-updated date that is no calendar date, at the date', async () => {
    const documentWith = (updated: string) => [
      replace(129, '      - type: contact', '      - type: document'),
      replace(130, '        heading: Talk to Us', `        updated: ${updated}\n        sections: [{ id: a, heading: About Us, paragraphs: [Hello.] }]`),
    ];
    expect(await problemsAfter(...documentWith('2026-11-23'))).toEqual([]);
    expect(await problemsAfter(...documentWith('2026-13-40'))).toEqual([
      'site.yaml:130:18 pages.3.blocks.1.updated: expected a date written YYYY-MM-DD, e.g. 2026-11-23; found the text "2026-13-40"',
    ]);
    expect(await problemsAfter(...documentWith('November 2026'))).toEqual([
      'site.yaml:130:18 pages.3.blocks.1.updated: expected a date written YYYY-MM-DD, e.g. 2026-11-23; found the text "November 2026"',
    ]);
  });

  it('reports a bad e-mail address', async () => {
    expect(await problemsAfter(replace(15, '  email: sales@example.com', '  email: sales(at)example.com'))).toEqual([
      'site.yaml:15:10 company.email: expected an e-mail address such as "sales@example.com"; found the text "sales(at)example.com"',
    ]);
  });

  it('reports a bad phone number', async () => {
    expect(await problemsAfter(replace(14, '  phone: +1 (204) 555-0123', '  phone: call us'))).toEqual([
      'site.yaml:14:10 company.phone: expected a phone number such as "+1 (204) 555-0123" (digits, spaces, brackets, dots and dashes); found the text "call us"',
    ]);
  });

  it('reports a phone number YAML reads as a number', async () => {
    expect(await problemsAfter(replace(14, '  phone: +1 (204) 555-0123', '  phone: 2045550123'))).toEqual([
      'site.yaml:14:10 company.phone: expected text, found the number 2045550123; put it in quotes ("2045550123") to keep it as text',
    ]);
  });

  it('reports a bad founding date', async () => {
    expect(await problemsAfter(replace(17, '  founded: 2019-04', '  founded: 2019-13'))).toEqual([
      'site.yaml:17:12 company.founded: expected a year ("2024") or a year and month ("2024-11"); found the text "2019-13"',
    ]);
  });

  it('reports a province that is not a two-letter code', async () => {
    expect(await problemsAfter(replace(21, '    region: MB', '    region: Manitoba'))).toEqual([
      'site.yaml:21:13 company.address.region: expected a two-letter province code such as "MB"; found the text "Manitoba"',
    ]);
  });

  it('reports HTML in a text field', async () => {
    expect(await problemsAfter(replace(98, '        title: Help When You Need It', '        title: Help <b>now</b>'))).toEqual([
      'site.yaml:98:16 pages.0.blocks.2.title: text must be plain text; remove the "<" or ">" (HTML and markup are not allowed); found the text "Help <b>now</b>"',
    ]);
  });

  it('reports an image path outside /images/', async () => {
    expect(await problemsAfter(replace(93, '          src: /images/sample.svg', '          src: images/sample.svg'))).toEqual([
      'site.yaml:93:16 pages.0.blocks.2.image.src: expected an image path under /images/ ending in .svg, .png, .jpg, .webp or .avif; found the text "images/sample.svg"',
    ]);
  });

  it('refuses an image path that climbs out of /images/', async () => {
    expect(await problemsAfter(replace(93, '          src: /images/sample.svg', '          src: /images/../../secret.svg'))).toEqual([
      'site.yaml:93:16 pages.0.blocks.2.image.src: expected an image path under /images/ ending in .svg, .png, .jpg, .webp or .avif; found the text "/images/../../secret.svg"',
    ]);
  });

  it('reports an external address where only one is allowed', async () => {
    expect(await problemsAfter(replace(65, '      href: https://www.linkedin.com/company/example', '      href: /contact'))).toEqual([
      'site.yaml:65:13 footer.social.0.href: expected an external address starting with https://; found the text "/contact"',
    ]);
  });
});

describe('link targets', () => {
  it('refuses a javascript: link', async () => {
    expect(await problemsAfter(replace(83, '          href: /contact', '          href: javascript:alert(1)'))).toEqual([
      `site.yaml:83:17 pages.0.blocks.0.action.href: ${LINK_RULE}; found the text "javascript:alert(1)"`,
    ]);
  });

  it('refuses a javascript: link in the menu, whatever its case', async () => {
    expect(await problemsAfter(replace(44, '    href: /contact', '    href: JavaScript:void(0)'))).toEqual([
      `site.yaml:44:11 menu.2.href: ${LINK_RULE}; found the text "JavaScript:void(0)"`,
    ]);
  });

  it('refuses a data: link', async () => {
    expect(await problemsAfter(replace(83, '          href: /contact', '          href: data:text/html,hi'))).toEqual([
      `site.yaml:83:17 pages.0.blocks.0.action.href: ${LINK_RULE}; found the text "data:text/html,hi"`,
    ]);
  });

  it('refuses a protocol-relative link', async () => {
    expect(await problemsAfter(replace(56, '        href: /contact', '        href: //evil.example/'))).toEqual([
      `site.yaml:56:15 footer.importantLinks.links.0.href: ${LINK_RULE}; found the text "//evil.example/"`,
    ]);
  });

  it('accepts a link with a query and a fragment to an existing page', async () => {
    expect(await problemsAfter(replace(83, '          href: /contact', '          href: /contact?from=home#form'))).toEqual([]);
  });

  it('accepts a link to a redirect', async () => {
    expect(await problemsAfter(replace(83, '          href: /contact', '          href: /old-services'))).toEqual([]);
  });
});

describe('cross-reference rules', () => {
  it('reports a dead internal link in a button, with a suggestion', async () => {
    expect(await problemsAfter(replace(83, '          href: /contact', '          href: /contakt'))).toEqual([
      'site.yaml:83:17 pages.0.blocks.0.action.href: the link "/contakt" leads nowhere; expected the path of a page or a redirect, such as "/contact"',
    ]);
  });

  it('reports a dead internal link in a card', async () => {
    expect(await problemsAfter(replace(90, '              href: /services/cloud', '              href: /services/clod'))).toEqual([
      'site.yaml:90:21 pages.0.blocks.1.items.0.link.href: the link "/services/clod" leads nowhere; expected the path of a page or a redirect, such as "/services/cloud"',
    ]);
  });

  it('reports a dead link in the menu, at the third level', async () => {
    expect(await problemsAfter(replace(41, '            href: /services/cloud#backup', '            href: /services/backup'))).toEqual([
      'site.yaml:41:19 menu.1.children.0.children.0.href: the link "/services/backup" leads nowhere; expected the path of a page or a redirect, such as "/services/cloud"',
    ]);
  });

  it('reports a dead link in the footer, without a suggestion when none is close', async () => {
    expect(await problemsAfter(replace(56, '        href: /contact', '        href: /about'))).toEqual([
      'site.yaml:56:15 footer.importantLinks.links.0.href: the link "/about" leads nowhere; expected the path of a page or a redirect',
    ]);
  });

  it('reports a redirect loop on each redirect of the loop', async () => {
    expect(await problemsAfter(replace(47, '    to: /services', '    to: /cloud'), replace(49, '    to: /services/cloud', '    to: /old-services'))).toEqual([
      'site.yaml:47:9 redirects.0.to: redirect loop: /old-services → /cloud → /old-services; point each redirect at a page',
      'site.yaml:49:9 redirects.1.to: redirect loop: /cloud → /old-services → /cloud; point each redirect at a page',
    ]);
  });

  it('reports a redirect to itself without repeating the path', async () => {
    expect(await problemsAfter(replace(49, '    to: /services/cloud', '    to: /cloud'))).toEqual([
      'site.yaml:49:9 redirects.1.to: redirect loop: /cloud → /cloud; point each redirect at a page',
    ]);
  });

  it('reports a redirect chain with the page to point at', async () => {
    expect(await problemsAfter(replace(49, '    to: /services/cloud', '    to: /old-services'))).toEqual([
      'site.yaml:49:9 redirects.1.to: redirect chain: /cloud → /old-services → /services; point "/cloud" straight at "/services"',
    ]);
  });

  it('reports a redirect to a path that is not a page', async () => {
    expect(await problemsAfter(replace(49, '    to: /services/cloud', '    to: /services/clud'))).toEqual([
      'site.yaml:49:9 redirects.1.to: the redirect target "/services/clud" is not a page; expected the path of a page, such as "/services/cloud"',
    ]);
  });

  it('reports a redirect from a path that is a page', async () => {
    expect(await problemsAfter(replace(48, '  - from: /cloud', '  - from: /contact'))).toEqual([
      'site.yaml:48:11 redirects.1.from: "/contact" is a page, so it cannot also be redirected; remove the redirect or the page',
    ]);
  });

  it('reports a duplicate route at the second page', async () => {
    expect(
      await problemsAfter(
        append('  - path: /contact', '    title: Contact again', '    description: Another way to reach us.', '    blocks:', '      - type: page-header', '        heading: Contact'),
      ),
    ).toEqual(['site.yaml:131:11 pages.4.path: the route "/contact" is defined twice; the first is pages.3.path']);
  });

  it('reports a malformed route path', async () => {
    expect(
      await problemsAfter(append('  - path: /About-Us/', '    title: About', '    description: Who we are.', '    blocks:', '      - type: page-header', '        heading: About')),
    ).toEqual([
      'site.yaml:131:11 pages.4.path: expected a path such as "/services/nextcloud": lower-case words and dashes, a leading "/", no trailing "/"; found the text "/About-Us/"',
    ]);
  });

  it('reports a malformed redirect source', async () => {
    expect(await problemsAfter(replace(46, '  - from: /old-services', '  - from: old services'))).toEqual([
      'site.yaml:46:11 redirects.0.from: expected a path such as "/services/nextcloud": lower-case words and dashes, a leading "/", no trailing "/"; found the text "old services"',
    ]);
  });

  it('reports a page path change with every link it breaks', async () => {
    expect(await problemsAfter(replace(112, '  - path: /services/cloud', '  - path: /services/backup'))).toEqual([
      'site.yaml:37:15 menu.1.children.0.href: the link "/services/cloud" leads nowhere; expected the path of a page or a redirect, such as "/services/backup"',
      'site.yaml:41:19 menu.1.children.0.children.0.href: the link "/services/cloud#backup" leads nowhere; expected the path of a page or a redirect, such as "/services/backup"',
      'site.yaml:49:9 redirects.1.to: the redirect target "/services/cloud" is not a page; expected the path of a page, such as "/services/backup"',
      'site.yaml:90:21 pages.0.blocks.1.items.0.link.href: the link "/services/cloud" leads nowhere; expected the path of a page or a redirect, such as "/services/backup"',
    ]);
  });

  it('reports a menu nested four levels deep at the fourth level', async () => {
    // inserts lines 42-45
    expect(
      await problemsAfter(
        replace(
          41,
          '            href: /services/cloud#backup',
          ['            href: /services/cloud#backup', '            children:', '              - id: restore', '                title: Restore', '                href: /services/cloud'].join('\n'),
        ),
      ),
    ).toEqual([
      'site.yaml:42:13 menu.1.children.0.children.0.children: the menu is nested 4 levels deep here; at most 3 levels are allowed, so move these items up a level',
    ]);
  });

  it('reports a menu id used twice', async () => {
    expect(await problemsAfter(replace(42, '  - id: contact', '  - id: home'))).toEqual([
      'site.yaml:42:9 menu.2.id: the menu id "home" is used twice; ids must be unique',
    ]);
  });

  it('reports a missing image', async () => {
    expect(await problemsAfter(replace(93, '          src: /images/sample.svg', '          src: /images/missing.svg'))).toEqual([
      'site.yaml:93:16 pages.0.blocks.2.image.src: the image "/images/missing.svg" does not exist; expected a file at public/images/missing.svg',
    ]);
  });

  it('reports a missing share picture of a page', async () => {
    const shared = ['    description: How to reach us.', '    shareImage:', '      src: /images/share.png', '      alt: Our office'].join('\n');
    expect(await problemsAfter(replace(125, '    description: How to reach us.', shared))).toEqual([
      'site.yaml:127:12 pages.3.shareImage.src: the image "/images/share.png" does not exist; expected a file at public/images/share.png',
    ]);
  });

  it('reports an unknown testimonial id in a quote', async () => {
    expect(await problemsAfter(replace(101, '        testimonial: alice', '        testimonial: bob'))).toEqual([
      'site.yaml:101:22 pages.0.blocks.3.testimonial: no testimonial has the id "bob"; expected one of: "alice"',
    ]);
  });

  it('reports an unknown testimonial id in a carousel', async () => {
    // inserts lines 102-104
    expect(
      await problemsAfter(
        replace(101, '        testimonial: alice', ['        testimonial: alice', '      - type: carousel', '        heading: Clients', '        testimonials: [alice, bob]'].join('\n')),
      ),
    ).toEqual(['site.yaml:104:31 pages.0.blocks.4.testimonials.1: no testimonial has the id "bob"; expected one of: "alice"']);
  });

  it('reports a page without a hero or page-header at its blocks', async () => {
    expect(await problemsAfter(replace(106, '      - type: page-header', '      - type: text'))).toEqual([
      'site.yaml:105:5 pages.1.blocks: the page has no main heading; expected one "hero" or "page-header" block',
    ]);
  });

  it('reports a second main heading on a page', async () => {
    expect(
      await problemsAfter(
        replace(118, '      - type: quick-links', '      - type: page-header'),
        replace(120, '        links:', null),
        replace(121, '          - label: Contact', null),
        replace(122, '            href: /contact', null),
      ),
    ).toEqual(['site.yaml:118:15 pages.2.blocks.1.type: the page already has a main heading; expected one "hero" or "page-header" block per page']);
  });
});

describe('placeholders', () => {
  it('reports an unknown {company.foo} placeholder with the known ones', async () => {
    expect(await problemsAfter(replace(80, '        pitch: Serving {company.province} since {company.founded}.', '        pitch: Call {company.foo} today.'))).toEqual([
      `site.yaml:80:16 pages.0.blocks.0.pitch: unknown placeholder {company.foo}; expected one of: ${TOKEN_LIST}`,
    ]);
  });

  it('reports a placeholder from another section', async () => {
    expect(await problemsAfter(replace(79, '        heading: Welcome to {company.name}', '        heading: Welcome to {site.url}'))).toEqual([
      `site.yaml:79:18 pages.0.blocks.0.heading: unknown placeholder {site.url}; expected one of: ${TOKEN_LIST}`,
    ]);
  });
});

describe('placeholders filled before checking', () => {
  const statsWith = (value: string) =>
    replace(
      130,
      '        heading: Talk to Us',
      ['        heading: Talk to Us', '      - type: stats', '        items:', `          - value: ${value}`, '            label: Years'].join('\n'),
    );

  it('accepts a placeholder that holds a number as a stats value', async () => {
    expect(await problemsAfter(statsWith('"{company.yearsExperience}"'))).toEqual([]);
  });

  it('reports a stats value that is not a number with the expected forms', async () => {
    expect(await problemsAfter(statsWith('many'))).toEqual([
      'site.yaml:133:20 pages.3.blocks.2.items.0.value: expected a number, or a placeholder such as {company.yearsExperience} that holds one; found the text "many"',
    ]);
  });

  it('reports a stats placeholder whose value is not a number', async () => {
    // the editor wrote {company.name}; the message shows what it became
    expect(await problemsAfter(statsWith('"{company.name}"'))).toEqual([
      'site.yaml:133:20 pages.3.blocks.2.items.0.value: expected a number, or a placeholder such as {company.yearsExperience} that holds one; found the text "Prairie Comms"',
    ]);
  });

  it('reports an unknown placeholder as a stats value once', async () => {
    expect(await problemsAfter(statsWith('"{company.foo}"'))).toEqual([
      `site.yaml:133:20 pages.3.blocks.2.items.0.value: unknown placeholder {company.foo}; expected one of: ${TOKEN_LIST}`,
    ]);
  });

  it('shows the filled text when a text with a placeholder holds HTML', async () => {
    expect(await problemsAfter(replace(98, '        title: Help When You Need It', '        title: Help from <b>{company.name}</b>'))).toEqual([
      'site.yaml:98:16 pages.0.blocks.2.title: text must be plain text; remove the "<" or ">" (HTML and markup are not allowed); found the text "Help from <b>Prairie Comms</b>"',
    ]);
  });

  it('counts the length of a description once its placeholders are filled', async () => {
    // 160 characters as written, 168 once {company.legalName} becomes "Prairie Communications Ltd."
    const written = `${'x'.repeat(140)} {company.legalName}`;
    expect(written).toHaveLength(160);
    expect(await problemsAfter(replace(104, '    description: What we do.', `    description: ${written}`))).toEqual([
      `site.yaml:104:18 pages.1.description: keep the description to 160 characters or fewer; search engines cut longer ones off; found 168 characters`,
    ]);
  });
});

describe('several problems', () => {
  it('reports two problems together, sorted by line', async () => {
    // the edits are given bottom first; the problems come top first
    expect(
      await problemsAfter(replace(98, '        title: Help When You Need It', '        title: Help <b>now</b>'), replace(15, '  email: sales@example.com', '  email: nope')),
    ).toEqual([
      'site.yaml:15:10 company.email: expected an e-mail address such as "sales@example.com"; found the text "nope"',
      'site.yaml:98:16 pages.0.blocks.2.title: text must be plain text; remove the "<" or ">" (HTML and markup are not allowed); found the text "Help <b>now</b>"',
    ]);
  });

  it('reports schema, rule and placeholder problems in one pass, sorted by line', async () => {
    expect(
      await problemsAfter(
        replace(101, '        testimonial: alice', '        testimonial: bob'),
        replace(80, '        pitch: Serving {company.province} since {company.founded}.', '        pitch: Since {company.start}.'),
        replace(44, '    href: /contact', '    href: /kontakt'),
        replace(15, '  email: sales@example.com', '  email: nope'),
      ),
    ).toEqual([
      'site.yaml:15:10 company.email: expected an e-mail address such as "sales@example.com"; found the text "nope"',
      'site.yaml:44:11 menu.2.href: the link "/kontakt" leads nowhere; expected the path of a page or a redirect, such as "/contact"',
      `site.yaml:80:16 pages.0.blocks.0.pitch: unknown placeholder {company.start}; expected one of: ${TOKEN_LIST}`,
      'site.yaml:101:22 pages.0.blocks.3.testimonial: no testimonial has the id "bob"; expected one of: "alice"',
    ]);
  });

  it('reports two problems of one field, the placeholder first', async () => {
    expect(await problemsAfter(replace(83, '          href: /contact', '          href: /{company.foo}'))).toEqual([
      `site.yaml:83:17 pages.0.blocks.0.action.href: unknown placeholder {company.foo}; expected one of: ${TOKEN_LIST}`,
      'site.yaml:83:17 pages.0.blocks.0.action.href: the link "/{company.foo}" leads nowhere; expected the path of a page or a redirect',
    ]);
  });
});
