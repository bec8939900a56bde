import { describe, expect, it } from 'vitest';
import { fillTokens } from '../../../schema/placeholders.ts';
import { tokenValues } from '../../../core/facts.ts';
import { formatDate, formatFounded } from '../../../core/dates.ts';
import type { FieldProblem } from '../../../schema/locate.ts';

describe('formatDate()', () => {
  it('writes a calendar date with the month in words and no leading zero', () => {
    expect(formatDate('2026-11-23')).toBe('November 23, 2026');
    expect(formatDate('2026-03-05')).toBe('March 5, 2026');
  });
});

describe('formatFounded()', () => {
  it('shows a year as it is', () => {
    expect(formatFounded('2024')).toBe('2024');
  });

  it('shows a year and month as the month name and the year', () => {
    expect(formatFounded('2024-11')).toBe('November 2024');
    expect(formatFounded('2019-04')).toBe('April 2019');
    expect(formatFounded('2020-01')).toBe('January 2020');
    expect(formatFounded('2020-12')).toBe('December 2020');
  });
});

describe('tokenValues()', () => {
  it('offers every text or number fact of the company, plus derived ones', () => {
    expect(
      tokenValues({
        name: 'Prairie Comms',
        founded: '2019-04',
        yearsExperience: 25,
        address: { locality: 'Winnipeg', regionName: 'Manitoba', region: 'MB' },
        areaServed: ['Manitoba'],
      }),
    ).toEqual({
      'company.name': 'Prairie Comms',
      'company.founded': 'April 2019',
      'company.foundedYear': '2019',
      'company.yearsExperience': '25',
      'company.city': 'Winnipeg',
      'company.province': 'Manitoba',
    });
  });

  it('offers nothing for an empty company', () => {
    expect(tokenValues({})).toEqual({});
  });
});

describe('fillTokens()', () => {
  const values = { 'company.name': 'Prairie Comms', 'company.city': 'Winnipeg' };

  it('replaces every known token in a string', () => {
    const problems: FieldProblem[] = [];
    expect(fillTokens('{company.name} of {company.city}; call {company.name}', values, problems)).toBe(
      'Prairie Comms of Winnipeg; call Prairie Comms',
    );
    expect(problems).toEqual([]);
  });

  it('fills a tel: link with the number as it is dialled, whatever the language writes between its digits', () => {
    const problems: FieldProblem[] = [];
    const phones = { 'company.phone': '+1\u00a0204\u00a0555-0123' };
    expect(fillTokens({ label: 'Appeler le {company.phone}', href: 'tel:{company.phone}' }, phones, problems)).toEqual({
      label: 'Appeler le +1\u00a0204\u00a0555-0123',
      href: 'tel:+12045550123',
    });
    expect(problems).toEqual([]);
  });

  it('fills strings anywhere in lists and maps, leaving other values and the input alone', () => {
    const input = { title: 'About {company.name}', items: [{ text: 'In {company.city}', count: 3, on: true, none: null }] };
    const copy = structuredClone(input);
    const problems: FieldProblem[] = [];
    expect(fillTokens(input, values, problems)).toEqual({
      title: 'About Prairie Comms',
      items: [{ text: 'In Winnipeg', count: 3, on: true, none: null }],
    });
    expect(input).toEqual(copy);
    expect(problems).toEqual([]);
  });

  it('reports each unknown token at its path, with the known ones, and leaves it in place', () => {
    const problems: FieldProblem[] = [];
    const filled = fillTokens({ pages: [{ blocks: [{ pitch: 'Call {company.foo} in {company.city} or {site.url}' }] }] }, values, problems);
    expect(filled).toEqual({ pages: [{ blocks: [{ pitch: 'Call {company.foo} in Winnipeg or {site.url}' }] }] });
    expect(problems).toEqual([
      { code: 'unknown-placeholder', path: ['pages', 0, 'blocks', 0, 'pitch'], message: 'unknown placeholder {company.foo}; expected one of: {company.name}, {company.city}' },
      { code: 'unknown-placeholder', path: ['pages', 0, 'blocks', 0, 'pitch'], message: 'unknown placeholder {site.url}; expected one of: {company.name}, {company.city}' },
    ]);
  });

  it('reports braces that are not a placeholder written exactly, and leaves them in the text', () => {
    for (const [text, written] of [
      ['{name} and {company}', '{name}'],
      ['Call {company.name.first}', '{company.name.first}'],
      ['Call { company.name } today', '{ company.name }'],
      ['Call {{company.name}} today', '{{company.name}}'],
      ['Call {company.name today', '{company.name'],
      ['Call company.name} today', 'company.name}'],
    ]) {
      const problems: FieldProblem[] = [];
      expect(fillTokens(text!, values, problems)).toBe(text!.replace('{company.name}', 'Prairie Comms'));
      expect(problems.map(({ code, message }) => ({ code, written: message.split('"')[1] }))).toEqual([{ code: 'placeholder-malformed', written }]);
    }
  });

  it('starts paths at the path it is given', () => {
    const problems: FieldProblem[] = [];
    fillTokens(['{company.x}'], values, problems, ['footer', 'links']);
    expect(problems.map((problem) => problem.path)).toEqual([['footer', 'links', 0]]);
  });
});
