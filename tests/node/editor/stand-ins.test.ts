/**
 * A page still being written is previewed from a copy of the content with stand-ins for what it
 * lacks; the copy must validate, and a problem anywhere else must stop the preview as before.
 */
import { readFileSync } from 'node:fs';
import { parse, stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { applyEdits, type Edit } from '../../../editor/edits.ts';
import { newPage } from '../../../editor/client/new-page.ts';
import { withPageReady } from '../../../editor/preview/draft-page.ts';
import { standIns } from '../../../editor/preview/stand-ins.ts';
import { validateSite } from '../../../pipeline/validate.ts';
import { formatProblem } from '../../../schema/problems.ts';

type Data = Record<string, unknown>;
const site = parse(readFileSync('site.yaml', 'utf8')) as Data & { pages: Data[]; fr: { pages: Data[] } };
const check = (data: unknown) => validateSite({ file: 'site.yaml', text: stringify(data) }, { images: false });
const problemsOf = async (data: unknown) => {
  const result = await check(data);
  return result.ok ? [] : result.problems;
};

describe('stand-ins for the preview of a page not yet complete', () => {
  it('draws a new English page with no description and no French version yet', async () => {
    const index = site.pages.length;
    // A new page is a draft; its preview draws it as it will be once marked ready.
    const data = withPageReady(applyEdits(site, [{ op: 'insert', path: ['pages'], index, value: newPage(site, 'en') }]) as Data, 'en', index)!;
    const problems = await problemsOf(data);
    expect(problems.map((problem) => problem.path)).toEqual([`pages.${index}.path`, `pages.${index}.description`]);
    const stood = standIns(data, 'en', index, problems)!;
    expect((await problemsOf(stood.data)).map(formatProblem)).toEqual([]);
    expect(stood.leftOut).toEqual([]);
    // What the page shows is its own; the content the editor holds is untouched.
    expect((stood.data.pages as Data[])[index]!.blocks).toEqual([{ type: 'page-header', heading: 'New Page' }]);
    expect((data.pages as Data[])[index]!.description).toBe('');
  });

  it('draws a new French page that translates no English page yet', async () => {
    const index = site.fr.pages.length;
    const data = withPageReady(applyEdits(site, [{ op: 'insert', path: ['fr', 'pages'], index, value: newPage(site, 'fr') }]) as Data, 'fr', index)!;
    const problems = await problemsOf(data);
    const stood = standIns(data, 'fr', index, problems)!;
    expect((await problemsOf(stood.data)).map(formatProblem)).toEqual([]);
    expect(((stood.data.fr as Data).pages as Data[])[index]!.title).toBe('Nouvelle page');
  });

  it('leaves out a block that cannot be drawn yet, naming its place', async () => {
    const edits: Edit[] = [
      { op: 'insert', path: ['pages', 1, 'blocks'], index: 1, value: { type: 'text', heading: '' } },
      { op: 'insert', path: ['pages', 1, 'blocks'], index: 3, value: { type: 'stats', items: [] } },
    ];
    const data = applyEdits(site, edits) as Data;
    const stood = standIns(data, 'en', 1, await problemsOf(data))!;
    expect(stood.leftOut).toEqual([1, 3]);
    expect((await problemsOf(stood.data)).map(formatProblem)).toEqual([]);
    expect(((stood.data.pages as Data[])[1]!.blocks as unknown[]).length).toBe((site.pages[1]!.blocks as unknown[]).length);
  });

  it('draws nothing in its place while a problem lies outside the page', async () => {
    const data = applyEdits(site, [
      { op: 'insert', path: ['pages'], index: site.pages.length, value: newPage(site, 'en') },
      { op: 'set', path: ['company', 'email'], value: 'nope' },
    ]) as Data;
    expect(standIns(data, 'en', site.pages.length, await problemsOf(data))).toBeUndefined();
    expect(standIns(site, 'en', 0, [])).toBeUndefined();
  });
});
