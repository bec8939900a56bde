import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES } from '../../../schema/blocks/index.ts';
import { closest, describeExpected, describeValue, listOf } from '../../../schema/describe.ts';

describe('closest()', () => {
  it('finds a likely typo', () => {
    expect(closest('txet', BLOCK_TYPES)).toBe('text');
    expect(closest('heding', ['type', 'id', 'heading', 'paragraphs'])).toBe('heading');
    expect(closest('pageheader', BLOCK_TYPES)).toBe('page-header');
    expect(closest('summery', BLOCK_TYPES)).toBe('summary');
  });

  it('ignores case but returns the candidate as written', () => {
    expect(closest('HERO', BLOCK_TYPES)).toBe('hero');
    expect(closest('heading', ['Heading'])).toBe('Heading');
  });

  it('returns an exact match', () => {
    expect(closest('stats', BLOCK_TYPES)).toBe('stats');
  });

  it('prefers the nearest candidate, and the first among equals', () => {
    expect(closest('headng', ['header', 'heading'])).toBe('heading');
    expect(closest('cat', ['bat', 'hat'])).toBe('bat');
  });

  it('allows two edits for short words and a third of the length for long ones', () => {
    expect(closest('abcd', ['abxy'])).toBe('abxy'); // 2 edits
    expect(closest('abcd', ['axyz'])).toBeUndefined(); // 3 edits
    expect(closest('abcdefghij', ['abcdefgxyz'])).toBe('abcdefgxyz'); // 3 edits, 10 / 3 = 3
    expect(closest('abcdefghij', ['abcdefwxyz'])).toBeUndefined(); // 4 edits
  });

  it('returns nothing when no candidate is close', () => {
    expect(closest('paragraph', BLOCK_TYPES)).toBeUndefined();
    expect(closest('colour', ['type', 'id', 'image', 'tag', 'title', 'subtitle', 'link', 'reverse'])).toBeUndefined();
  });

  it('returns nothing without candidates', () => {
    expect(closest('heading', [])).toBeUndefined();
  });

  it('does not suggest a candidate that shares no letter with a short word', () => {
    expect(closest('x', ['id', 'title', 'href', 'children'])).toBeUndefined();
    expect(closest('to', ['id', 'title', 'href', 'children'])).toBeUndefined();
  });
});

describe('describeValue()', () => {
  it('describes missing and empty values', () => {
    expect(describeValue(undefined)).toBe('nothing');
    expect(describeValue(null)).toBe('an empty value');
  });

  it('quotes text', () => {
    expect(describeValue('hello')).toBe('the text "hello"');
    expect(describeValue('')).toBe('the text ""');
  });

  it('shortens long text to 45 characters and an ellipsis', () => {
    expect(describeValue('a'.repeat(48))).toBe(`the text "${'a'.repeat(48)}"`);
    expect(describeValue(`${'a'.repeat(45)}bcdef`)).toBe(`the text "${'a'.repeat(45)}..."`);
  });

  it('shows text on one line', () => {
    expect(describeValue('one\ntwo\n')).toBe('the text "one two "');
  });

  it('describes numbers and booleans', () => {
    expect(describeValue(42)).toBe('the number 42');
    expect(describeValue(-1.5)).toBe('the number -1.5');
    expect(describeValue(true)).toBe('true');
    expect(describeValue(false)).toBe('false');
  });

  it('counts the items of a list', () => {
    expect(describeValue([])).toBe('a list of 0 items');
    expect(describeValue(['a'])).toBe('a list of 1 item');
    expect(describeValue([1, 2, 3])).toBe('a list of 3 items');
  });

  it('names up to four keys of a map', () => {
    expect(describeValue({})).toBe('an empty map');
    expect(describeValue({ name: 'x' })).toBe('a map with name');
    expect(describeValue({ a: 1, b: 2, c: 3, d: 4 })).toBe('a map with a, b, c, d');
    expect(describeValue({ a: 1, b: 2, c: 3, d: 4, e: 5 })).toBe('a map with a, b, c, d, ...');
  });

  it('falls back to the JavaScript type for anything else', () => {
    expect(describeValue(10n)).toBe('bigint');
  });
});

describe('describeExpected() and listOf()', () => {
  it('names Zod types in plain words', () => {
    expect(describeExpected('string')).toBe('text');
    expect(describeExpected('int')).toBe('a whole number');
    expect(describeExpected('array')).toBe('a list');
    expect(describeExpected('object')).toBe('a map of fields');
    expect(describeExpected('date')).toBe('date');
  });

  it('quotes text values only', () => {
    expect(listOf(['a', 1, true])).toBe('"a", 1, true');
    expect(listOf([])).toBe('');
  });
});
