import { describe, expect, it } from 'vitest';
import { capitalisedFigureWord, figureLabelNotes, lowerCaseWords, titleCaseNotes } from '../../core/title-case.ts';
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

  it('finds a French figure’s words that start with a capital, but not a name’s', () => {
    const names = ['Avaya Cloud Office', 'Santé Manitoba'];
    expect(capitalisedFigureWord("Ans d'expérience", names)).toBe('Ans');
    expect(capitalisedFigureWord("ans d'expérience", names)).toBeUndefined();
    expect(capitalisedFigureWord('Avaya Cloud Office dans plus de pays', names)).toBeUndefined();
    expect(capitalisedFigureWord('RingCentral : intégrations', names)).toBeUndefined();
    expect(capitalisedFigureWord('CARE en service', names)).toBeUndefined();
    expect(capitalisedFigureWord('{company.name} en chiffres', names)).toBeUndefined();
  });

  it('looks at the labels of French stats blocks only', () => {
    const stats = (label: string) => ({ type: 'stats', items: [{ value: 30, label }] });
    const content = {
      company: { name: 'Harbour Line', productNames: ['Cloud Calling'] },
      pages: [{ blocks: [stats('Years of experience')] }],
      fr: { pages: [{ blocks: [{ type: 'cards', items: [{ label: 'Appels' }] }, stats('Ans d’expérience'), stats('Cloud Calling en service')] }] },
    };
    expect(figureLabelNotes(content)).toEqual([{ path: ['fr', 'pages', 0, 'blocks', 1, 'items', 0, 'label'], word: 'Ans' }]);
  });

  it('writes the headings of every block type’s example (what editors are offered) in Title Case', () => {
    const offenders = Object.entries(blockRegistry).flatMap(([type, definition]) =>
      titleCaseNotes(definition.example).map(({ path, words }) => `${type}.${path.join('.')}: ${words.join(', ')}`),
    );
    expect(offenders).toEqual([]);
  });
});
