/**
 * `validateSiteData`, the quick verdict the editor's preview asks for as someone types, on content
 * that is data already: it must agree with `validateSite` on the text, problem for problem, except
 * that its problems have no place.
 */
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { validateSiteData } from '../../../pipeline/validate.ts';
import { BASE, check, editBase, PUBLIC_DIR, replace } from './helpers.ts';

const CASES = {
  'a valid file': BASE,
  'a wrong e-mail address': editBase(replace(15, '  email: sales@example.com', '  email: nope')),
  'a link that leads nowhere': editBase(replace(83, '          href: /contact', '          href: /contakt')),
  'an unknown block type': editBase(replace(108, '      - type: text', '      - type: txet')),
  'a missing image': editBase(replace(93, '          src: /images/sample.svg', '          src: /images/none.svg')),
  'an unknown placeholder': editBase(replace(113, '    title: Cloud', '    title: Cloud by {company.foo}')),
};

describe('validateSiteData', () => {
  it.each(Object.entries(CASES))('agrees with validateSite on %s', async (_, text) => {
    const [fromText, fromData] = await Promise.all([check(text), validateSiteData(parse(text) as Record<string, unknown>, { publicDir: PUBLIC_DIR })]);
    expect(fromData.ok).toBe(fromText.ok);
    if (fromText.ok || fromData.ok) return;
    const sorted = (problems: { code: string; path: string; message: string }[]) => problems.map(({ code, path, message }) => `${code} ${path}: ${message}`).sort();
    expect(sorted(fromData.problems)).toEqual(sorted(fromText.problems));
    expect(fromData.problems.every((problem) => problem.line === 0 && problem.column === 0)).toBe(true);
  });
});
