import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { applyEdit, rebase, type Edit } from '../../../editor/edits.ts';
import { EditError, editText } from '../../../editor/yaml-text.ts';
import { validateSite } from '../../../pipeline/validate.ts';
import { formatProblem } from '../../../schema/problems.ts';
import { changedLines } from '../../support/changed-lines.ts';

const site = readFileSync('site.yaml', 'utf8');

const HERO = ['pages', 0, 'blocks', 0];
/** The home page's heading as site.yaml has it today. */
const HEADING = (parse(site) as { pages: { blocks: { heading: string }[] }[] }).pages[0]!.blocks[0]!.heading;

describe('edits written into the text of site.yaml', () => {
  it('changes one line for a one-field change, and the file stays valid', async () => {
    const after = editText(site, [{ op: 'set', path: [...HERO, 'heading'], value: 'Phones That Fit Your Practice' }]);
    expect(changedLines(site, after)).toEqual({
      removed: [`        heading: ${HEADING}`],
      added: ['        heading: Phones That Fit Your Practice'],
    });
    const result = await validateSite({ file: 'site.yaml', text: after });
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([]);
  });

  it('keeps a folded text folded, and a quoted one quoted', () => {
    const pitch = 'One sentence. '.repeat(12).trim();
    const folded = editText(site, [{ op: 'set', path: [...HERO, 'pitch'], value: pitch }]);
    // The key's line ("pitch: >-") stays; the folded lines under it change, none past 100 characters.
    const { removed, added } = changedLines(site, folded);
    expect([...removed, ...added].some((line) => line.includes('pitch:'))).toBe(false);
    expect(added.length).toBeGreaterThan(1);
    expect(added.every((line) => line.startsWith('          ') && line.length <= 100)).toBe(true);
    expect(parse(folded).pages[0].blocks[0].pitch).toBe(pitch);

    const quoted = editText(site, [{ op: 'set', path: ['site', 'themeColor'], value: '#123456' }]);
    expect(changedLines(site, quoted)).toEqual({ removed: ["  themeColor: '#0B2545'"], added: ["  themeColor: '#123456'"] });

    // An empty text is quoted because it must be; the words written into it later need no quotes.
    const filled = editText('page:\n  title: New\n  description: ""\n', [{ op: 'set', path: ['page', 'description'], value: 'One sentence, with a comma.' }]);
    expect(filled).toBe('page:\n  title: New\n  description: One sentence, with a comma.\n');
  });

  it('changes only the lines of a folded paragraph whose words changed', () => {
    const testimonial = ['testimonials', 0, 'text'];
    const text = (parse(site) as { testimonials: { text: string }[] }).testimonials[0]!.text;
    const word = editText(site, [{ op: 'set', path: testimonial, value: text.replace('every option', 'each option') }]);
    expect(changedLines(site, word)).toEqual({
      removed: ['      from home. {company.name} explained every option in plain language, set everything up around'],
      added: ['      from home. {company.name} explained each option in plain language, set everything up around'],
    });

    // A sentence that no longer fits its line is wrapped onto the next; the lines above and below stay.
    const longer = text.replace('Patients get through', 'Patients and suppliers alike get through');
    const grown = editText(site, [{ op: 'set', path: testimonial, value: longer }]);
    const { removed, added } = changedLines(site, grown);
    expect(removed).toEqual(['      Patients get through on the first try, and our staff can answer from any treatment room or']);
    expect(added).toEqual([
      '      Patients and suppliers alike get through on the first try, and our staff can answer from any',
      '      treatment room or',
    ]);
    expect((parse(grown) as { testimonials: { text: string }[] }).testimonials[0]!.text).toBe(longer);

    // Words taken out of a line leave the other lines as they were.
    const shorter = editText(site, [{ op: 'set', path: testimonial, value: text.replace(' with no surprises', '') }]);
    expect(changedLines(site, shorter)).toEqual({
      removed: ['      our schedule, and our bill comes straight from the vendor with no surprises.'],
      added: ['      our schedule, and our bill comes straight from the vendor.'],
    });
  });

  it('adds a missing field where the schema orders it, and removes one with its lines only', () => {
    const source = 'block:\n  type: hero\n  # the heading\n  heading: Hi\n  pitch: Text\n';
    const order = ['type', 'eyebrow', 'heading', 'pitch'];
    expect(editText(source, [{ op: 'set', path: ['block', 'eyebrow'], value: 'Hello', order }])).toBe(
      'block:\n  type: hero\n  eyebrow: Hello\n  # the heading\n  heading: Hi\n  pitch: Text\n',
    );
    expect(editText(source, [{ op: 'set', path: ['block', 'pitch'], value: undefined }])).toBe('block:\n  type: hero\n  # the heading\n  heading: Hi\n');
    expect(editText(source, [{ op: 'set', path: ['block', 'action'], value: { label: 'Go', href: '/contact' } }])).toBe(
      'block:\n  type: hero\n  # the heading\n  heading: Hi\n  pitch: Text\n  action:\n    label: Go\n    href: /contact\n',
    );
  });

  it('inserts, removes and moves list items with their comments, leaving the other lines alone', () => {
    const source = ['blocks:', '  - type: a', '    text: one', '', '  # the second', '  - type: b', '    text: two', '  - type: c', ''].join('\n');
    // The items trade places; the blank line between the first two stays between the first two.
    expect(editText(source, [{ op: 'move', path: ['blocks'], from: 1, to: 0 }])).toBe(
      ['blocks:', '  # the second', '  - type: b', '    text: two', '', '  - type: a', '    text: one', '  - type: c', ''].join('\n'),
    );
    expect(editText(source, [{ op: 'move', path: ['blocks'], from: 0, to: 2 }])).toBe(
      ['blocks:', '  # the second', '  - type: b', '    text: two', '', '  - type: c', '  - type: a', '    text: one', ''].join('\n'),
    );
    expect(editText(source, [{ op: 'remove', path: ['blocks'], index: 1 }])).toBe(['blocks:', '  - type: a', '    text: one', '', '  - type: c', ''].join('\n'));
    // No blank line is left doubled, or at the start or the end of the list.
    const spaced = ['blocks:', '  - type: a', '', '  - type: b', '', '  - type: c', '', 'next: 1', ''].join('\n');
    expect(editText(spaced, [{ op: 'remove', path: ['blocks'], index: 0 }])).toBe(['blocks:', '  - type: b', '', '  - type: c', '', 'next: 1', ''].join('\n'));
    expect(editText(spaced, [{ op: 'remove', path: ['blocks'], index: 1 }])).toBe(['blocks:', '  - type: a', '', '  - type: c', '', 'next: 1', ''].join('\n'));
    expect(editText(spaced, [{ op: 'remove', path: ['blocks'], index: 2 }])).toBe(['blocks:', '  - type: a', '', '  - type: b', '', 'next: 1', ''].join('\n'));
    expect(editText(source, [{ op: 'insert', path: ['blocks'], index: 1, value: { type: 'd', text: 'new' } }])).toBe(
      ['blocks:', '  - type: a', '    text: one', '', '  - type: d', '    text: new', '  # the second', '  - type: b', '    text: two', '  - type: c', ''].join('\n'),
    );
  });

  it('moves a comment written at the end of an item with the item', () => {
    const source = 'l:\n  - id: a\n    t: A\n    # about A\n  - id: b\n    t: B\n';
    expect(editText(source, [{ op: 'move', path: ['l'], from: 0, to: 1 }])).toBe('l:\n  - id: b\n    t: B\n  - id: a\n    t: A\n    # about A\n');
  });

  it('removes the comment lines right above a field with it, and not a heading set apart by a blank line', () => {
    const source = 'contact:\n  # Reaching us\n\n  # SAMPLE: a made-up number\n  # for development\n  phone: 555-0123\n  email: a@example.com\n';
    expect(editText(source, [{ op: 'set', path: ['contact', 'phone'], value: undefined }])).toBe('contact:\n  # Reaching us\n\n  email: a@example.com\n');
    // Between two blank lines, one stays.
    const spaced = 'fr:\n  menu: a\n\n  # TO CONFIRM\n  announcement:\n    id: b\n\n  footer: c\n';
    expect(editText(spaced, [{ op: 'set', path: ['fr', 'announcement'], value: undefined }])).toBe('fr:\n  menu: a\n\n  footer: c\n');
  });

  it('removes a field of site.yaml with its SAMPLE note, and leaves the next field its own', () => {
    expect(changedLines(site, editText(site, [{ op: 'set', path: ['company', 'phone'], value: undefined }]))).toEqual({
      removed: ["  # SAMPLE: 555-01xx numbers are reserved for fiction; 204 is Manitoba's area code.", '  phone: +1 (204) 555-0123'],
      added: [],
    });
    expect(changedLines(site, editText(site, [{ op: 'set', path: ['testimonials', 0, 'image'], value: undefined }]))).toEqual({
      removed: [
        "    # SAMPLE: a drawn stand-in portrait (no real person); use the client's own photo, with permission.",
        '    image:',
        '      src: /images/people/clinic-owner.jpg',
        '      # Empty: the name is written beside the portrait, so a screen reader need not say it twice.',
        "      alt: ''",
      ],
      added: [],
    });
  });

  it('empties a list or a map whose only entry is removed, on its key\'s line', () => {
    const list = 'a:\n  l: # kept\n    # the only one\n    - x: 1\n      y: 2\n  b: 2\n';
    expect(editText(list, [{ op: 'remove', path: ['a', 'l'], index: 0 }])).toBe('a:\n  l: [] # kept\n  b: 2\n');
    expect(editText('l:\n  - one\n', [{ op: 'remove', path: ['l'], index: 0 }])).toBe('l: []\n');
    expect(editText('l:\n  - id: a\n  - id: b\n', [{ op: 'set', path: ['l', 0, 'id'], value: undefined }])).toBe('l:\n  - {}\n  - id: b\n');
    expect(editText('a:\n  # the only one\n  x: 1\nb: 2\n', [{ op: 'set', path: ['a', 'x'], value: undefined }])).toBe('a: {}\nb: 2\n');

    const after = editText(site, [{ op: 'remove', path: ['testimonials'], index: 0 }]);
    const lines = site.split('\n');
    const start = lines.indexOf('testimonials:');
    const end = lines.indexOf('', start);
    expect(changedLines(site, after)).toEqual({ removed: lines.slice(start, end), added: ['testimonials: []'] });
  });

  it('fills an emptied list or map a line an entry, as the rest of the file is written, but keeps a list written in brackets in them', () => {
    // a hero taking the place of a page's only block: the list is emptied, then filled again
    const page = 'pages:\n  - path: /new\n    blocks:\n      - type: page-header\n        heading: New\n';
    const hero = { type: 'hero', heading: 'New', button: { label: 'Call', href: '/contact' } };
    expect(editText(page, [{ op: 'remove', path: ['pages', 0, 'blocks'], index: 0 }, { op: 'insert', path: ['pages', 0, 'blocks'], index: 0, value: hero }])).toBe(
      'pages:\n  - path: /new\n    blocks:\n      - type: hero\n        heading: New\n        button:\n          label: Call\n          href: /contact\n',
    );
    expect(editText('a: {}\n', [{ op: 'set', path: ['a', 'x'], value: 1 }])).toBe('a:\n  x: 1\n');
    expect(editText('l: [one, two]\n', [{ op: 'insert', path: ['l'], index: 2, value: 'three' }])).toBe('l: [one, two, three]\n');
  });

  it('swaps two blocks of a page and keeps the blank lines between blocks where they were', () => {
    // A page as site.yaml lays one out, on its own: the real file's comments come and go with its content.
    const page = [
      'pages:',
      '  - path: /',
      '    title: Home',
      '    blocks:',
      '      - type: hero',
      '        heading: One',
      '        pitch: >-',
      '          A pitch on two',
      '          lines.',
      '',
      '      - type: text',
      '        heading: Two',
      '        paragraphs: [A paragraph.]',
      '',
      '      - type: call-to-action',
      '        heading: Three',
      '',
    ].join('\n');
    const after = editText(page, [{ op: 'move', path: ['pages', 0, 'blocks'], from: 0, to: 1 }]);
    const lines = page.split('\n');
    const [first, second, third] = [4, 10, 14];
    expect([lines[first], lines[second], lines[third]]).toEqual(['      - type: hero', '      - type: text', '      - type: call-to-action']);
    const swapped = [...lines.slice(0, first), ...lines.slice(second, third - 1), '', ...lines.slice(first, second - 1), ...lines.slice(third - 1)];
    expect(after).toBe(swapped.join('\n'));
  });

  it('refuses to remove or move an item that is not there, and says which', () => {
    const source = 'l:\n  - a\n  - b\nf: [a, b]\n';
    const message = 'l has no item 2: its items are numbered from 0 to 1';
    expect(() => editText(source, [{ op: 'remove', path: ['l'], index: 2 }])).toThrow(new EditError(message));
    expect(() => editText(source, [{ op: 'move', path: ['l'], from: 2, to: 0 }])).toThrow(new EditError(message));
    expect(() => editText(source, [{ op: 'move', path: ['l'], from: 0, to: 2 }])).toThrow(new EditError(message));
    expect(() => editText(source, [{ op: 'remove', path: ['f'], index: -1 }])).toThrow(new EditError('f has no item -1: its items are numbered from 0 to 1'));
    expect(() => editText('l: []\n', [{ op: 'remove', path: ['l'], index: 0 }])).toThrow(new EditError('l has no item 0: it is empty'));
  });

  it('puts a comment at the end of a line above its key when the new value needs more lines', () => {
    const source = 'tier:\n  badge: Popular # TO CONFIRM: the plan most offices start from.\n  name: Advanced\n';
    const long = 'Recommended for most offices that want phones, video meetings, fax and a contact centre in one place, with support from people who answer the phone in Winnipeg';
    const after = editText(source, [{ op: 'set', path: ['tier', 'badge'], value: long }]);
    expect(after.split('\n').slice(0, 3)).toEqual(['tier:', '  # TO CONFIRM: the plan most offices start from.', '  badge: >-']);
    expect(parse(after)).toEqual({ tier: { badge: long, name: 'Advanced' } });
    // A short value keeps the comment where it was.
    expect(editText(source, [{ op: 'set', path: ['tier', 'badge'], value: 'Best' }])).toBe(source.replace('Popular', 'Best'));
  });

  it('rewrites a collection in brackets on its own line', () => {
    const source = 'link: { label: A, href: /a } # keep\nother: 1\n';
    expect(editText(source, [{ op: 'set', path: ['link', 'label'], value: 'B' }])).toBe('link: { label: B, href: /a } # keep\nother: 1\n');
  });

  it('reorders two blocks of a real page and adds one from its example, and the file stays valid', () => {
    const edits: Edit[] = [
      { op: 'move', path: ['pages', 0, 'blocks'], from: 1, to: 2 },
      { op: 'insert', path: ['pages', 0, 'blocks'], index: 1, value: { type: 'quote', text: 'Plain words, fair prices.', name: 'A client' } },
    ];
    const after = editText(site, edits);
    const expected = edits.reduce(applyEdit, parse(site) as unknown);
    expect(parse(after)).toEqual(expected);
    expect(after.split('\n').filter((line) => line.trimStart().startsWith('#'))).toEqual(site.split('\n').filter((line) => line.trimStart().startsWith('#')));
  });
});

describe('unsaved edits carried onto a change made outside the editor', () => {
  const before = { pages: [{ title: 'A', blocks: [{ heading: 'x' }, { heading: 'y' }] }] };
  const mine: Edit[] = [
    { op: 'set', path: ['pages', 0, 'title'], value: 'Mine' },
    { op: 'set', path: ['pages', 0, 'blocks', 1, 'heading'], value: 'z' },
  ];

  it('collide where the same value was changed outside', () => {
    const titleChanged = { pages: [{ title: 'Theirs', blocks: before.pages[0]!.blocks }] };
    expect(rebase(mine, before, titleChanged).conflicts).toEqual([['pages', 0, 'title']]);
  });

  it('go on where other values of the same page changed', () => {
    const elsewhere = { pages: [{ title: 'A', blocks: [{ heading: 'changed' }, { heading: 'y' }] }] };
    expect(rebase(mine, before, elsewhere)).toEqual({ edits: mine, conflicts: [] });
  });

  it('follow an item that moved or whose neighbour went, and collide with one that is gone', () => {
    const blockRemoved = { pages: [{ title: 'A', blocks: [{ heading: 'y' }] }] };
    expect(rebase(mine, before, blockRemoved)).toEqual({ edits: [mine[0], { ...mine[1], path: ['pages', 0, 'blocks', 0, 'heading'] }], conflicts: [] });
    const moved = { pages: [{ title: 'A', blocks: [{ heading: 'y' }, { heading: 'x' }] }] };
    expect(rebase(mine, before, moved).edits[1]!.path).toEqual(['pages', 0, 'blocks', 0, 'heading']);
    const gone = { pages: [{ title: 'A', blocks: [{ heading: 'x' }] }] };
    expect(rebase(mine, before, gone).conflicts).toEqual([['pages', 0, 'blocks', 1, 'heading']]);
  });

  it('keep a link added in one tab on the card it was added to, after another tab moved that card', () => {
    const cards = { items: [{ title: 'Tailored Solutions' }, { title: 'Direct Vendor Support' }, { title: 'No Hidden Fees' }] };
    const link: Edit = { op: 'set', path: ['items', 0, 'link'], value: { label: 'More', href: '/services' } };
    const movedByA = { items: [cards.items[1]!, cards.items[0]!, cards.items[2]!] };
    const { edits, conflicts } = rebase([link], cards, movedByA);
    expect(conflicts).toEqual([]);
    expect(applyEdit(movedByA, edits[0]!).items.map((item) => ('link' in item ? item.title : '-'))).toEqual(['-', 'Tailored Solutions', '-']);
  });

  it('carry inserts and moves of a list to where their neighbours are now', () => {
    const list = { list: ['a', 'b', 'c'] };
    const grown = { list: ['new', 'a', 'b', 'c'] };
    const mineToo: Edit[] = [
      { op: 'insert', path: ['list'], index: 2, value: 'b2' },
      { op: 'move', path: ['list'], from: 0, to: 1 },
    ];
    const { edits, conflicts } = rebase(mineToo, list, grown);
    expect(conflicts).toEqual([]);
    expect(edits.reduce(applyEdit, grown as unknown)).toEqual({ list: ['new', 'b', 'a', 'b2', 'c'] });
  });
});
