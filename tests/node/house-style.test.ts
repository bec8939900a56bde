import { describe, expect, it } from 'vitest';
import { lowerCaseWords, titleCaseNotes } from '../../core/title-case.ts';
import { blockRegistry } from '../../schema/blocks/index.ts';

/*
 * Title Case is advice on the content, given by validation and the editor (see the tests of
 * `npm run validate`); the content itself is not held to it here. What the code offers editors,
 * the examples of the block gallery, is.
 */
describe('house style', () => {
  it('finds the words a title leaves in lower case', () => {
    expect(lowerCaseWords('How We Build Websites')).toEqual([]);
    expect(lowerCaseWords('How we build websites')).toEqual(['we', 'build', 'websites']);
    expect(lowerCaseWords('Call or E-mail Us')).toEqual([]);
    expect(lowerCaseWords('Training and Follow-up')).toEqual([]);
    expect(lowerCaseWords('Set-up and e-mail')).toEqual(['e-mail']);
    expect(lowerCaseWords('Why Choose {company.name}')).toEqual([]);
    expect(lowerCaseWords('What to Look For')).toEqual([]);
    expect(lowerCaseWords('Worksheets Charting: Smart Tools')).toEqual([]);
  });

  it('looks at headings, titles and project names, in English only', () => {
    const content = {
      pages: [{ title: 'About us', blocks: [{ heading: 'Our Team', items: [{ name: 'clinic website', text: 'plain text is not a title' }] }] }],
      fr: { pages: [{ title: 'À propos de nous' }] },
    };
    expect(titleCaseNotes(content)).toEqual([
      { path: ['pages', 0, 'title'], words: ['us'] },
      { path: ['pages', 0, 'blocks', 0, 'items', 0, 'name'], words: ['clinic', 'website'] },
    ]);
  });

  it('writes the headings of every block type’s example (what editors are offered) in Title Case', () => {
    const offenders = Object.entries(blockRegistry).flatMap(([type, definition]) =>
      titleCaseNotes(definition.example).map(({ path, words }) => `${type}.${path.join('.')}: ${words.join(', ')}`),
    );
    expect(offenders).toEqual([]);
  });
});
