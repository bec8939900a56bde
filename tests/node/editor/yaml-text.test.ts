import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { applyEdit, conflicts, type Edit } from '../../../editor/edits.ts';
import { editText } from '../../../editor/yaml-text.ts';
import { checkSiteSource, formatProblem } from '../../../schema/load.ts';
import { changedLines } from '../../support/changed-lines.ts';

const site = readFileSync('site.yaml', 'utf8');

const HERO = ['pages', 0, 'blocks', 0];

describe('edits written into the text of site.yaml', () => {
  it('changes one line for a one-field change, and the file stays valid', () => {
    const after = editText(site, [{ op: 'set', path: [...HERO, 'heading'], value: 'Phones That Fit Your Practice' }]);
    expect(changedLines(site, after)).toEqual({
      removed: ['        heading: Where Exceptional Results Meet Transparent Pricing'],
      added: ['        heading: Phones That Fit Your Practice'],
    });
    const result = checkSiteSource(after, 'site.yaml');
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
    expect(editText(source, [{ op: 'move', path: ['blocks'], from: 1, to: 0 }])).toBe(
      ['blocks:', '  # the second', '  - type: b', '    text: two', '  - type: a', '    text: one', '', '  - type: c', ''].join('\n'),
    );
    expect(editText(source, [{ op: 'move', path: ['blocks'], from: 0, to: 2 }])).toBe(
      ['blocks:', '', '  # the second', '  - type: b', '    text: two', '  - type: c', '  - type: a', '    text: one', ''].join('\n'),
    );
    expect(editText(source, [{ op: 'remove', path: ['blocks'], index: 1 }])).toBe(['blocks:', '  - type: a', '    text: one', '', '  - type: c', ''].join('\n'));
    expect(editText(source, [{ op: 'insert', path: ['blocks'], index: 1, value: { type: 'd', text: 'new' } }])).toBe(
      ['blocks:', '  - type: a', '    text: one', '', '  - type: d', '    text: new', '  # the second', '  - type: b', '    text: two', '  - type: c', ''].join('\n'),
    );
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

describe('edits that collide with a change made outside the editor', () => {
  const before = { pages: [{ title: 'A', blocks: [{ heading: 'x' }, { heading: 'y' }] }] };

  it('are those whose value or list changed, and no others', () => {
    const mine: Edit[] = [
      { op: 'set', path: ['pages', 0, 'title'], value: 'Mine' },
      { op: 'set', path: ['pages', 0, 'blocks', 1, 'heading'], value: 'z' },
    ];
    const titleChanged = { pages: [{ title: 'Theirs', blocks: before.pages[0]!.blocks }] };
    expect(conflicts(mine, before, titleChanged)).toEqual([['pages', 0, 'title']]);
    const blockRemoved = { pages: [{ title: 'A', blocks: [{ heading: 'y' }] }] };
    expect(conflicts(mine, before, blockRemoved)).toEqual([['pages', 0, 'blocks', 1, 'heading']]);
    const elsewhere = { pages: [{ title: 'A', blocks: [{ heading: 'changed' }, { heading: 'y' }] }] };
    expect(conflicts(mine, before, elsewhere)).toEqual([]);
  });
});
