import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../../schema/blocks/index.ts';
import { realSite } from '../support/real-site.ts';

/* Words that stay lower case inside a title (Chicago style), unless they open or close it. */
const MINOR_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'but', 'by', 'for', 'in', 'nor', 'of', 'on', 'or', 'per', 'the', 'to', 'via', 'vs']);

/** The words of a title that should start with a capital and do not. */
export function lowerCaseWords(title: string): string[] {
  const words = title.replace(/\{[^}]*\}/g, 'X').split(/\s+/).filter(Boolean);
  return words.filter((word, index) => {
    const bare = word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (!/^\p{L}/u.test(bare)) return false;
    const inner = index > 0 && index < words.length - 1;
    if (inner && MINOR_WORDS.has(bare.toLowerCase())) return false;
    /* a hyphenated compound capitalizes its first part only: "E-mail", "Follow-up" */
    return /^\p{Ll}/u.test(bare);
  });
}

/** Every heading-like string of the content, with where it sits. */
function headings(value: unknown, path: string, found: { path: string; text: string }[]) {
  if (Array.isArray(value)) value.forEach((item, index) => headings(item, `${path}[${index}]`, found));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (typeof child === 'string' && (key === 'heading' || key === 'title' || (key === 'name' && path.includes('.items')))) found.push({ path: at, text: child });
      else headings(child, at, found);
    }
  }
  return found;
}

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

  it('writes every heading, title and project name of the English pages in Title Case', () => {
    // French capitalises only a heading's first word and its proper nouns.
    const { fr: _french, ...english } = realSite;
    const offenders = headings(english, '', [])
      .filter(({ text }) => lowerCaseWords(text).length > 0)
      .map(({ path, text }) => `${path}: ${text}`);
    expect(offenders).toEqual([]);
  });

  it('writes the headings of every block type’s example (what editors are offered) in Title Case', () => {
    const offenders = Object.entries(blockRegistry).flatMap(([type, definition]) =>
      headings(definition.example, type, [])
        .filter(({ text }) => lowerCaseWords(text).length > 0)
        .map(({ path, text }) => `${path}: ${text}`),
    );
    expect(offenders).toEqual([]);
  });
});
