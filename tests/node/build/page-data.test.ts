import { describe, expect, it } from 'vitest';
import { pageDataFiles, pagesAsData } from '../../../pipeline/build/page-data.ts';
import type { Site } from '../../../schema/site.ts';
import { site } from '../../fixtures/site.ts';

/** The fixture site with `count` English pages in all, copies of its first under other addresses. */
function withPages(count: number): Site {
  const [first] = site.pages;
  return { ...site, fr: undefined, pages: [first!, ...Array.from({ length: count - 1 }, (_, index) => ({ ...first!, path: `/library/page-${index + 1}` }))] };
}

describe('pages as files of data', () => {
  it('starts past 200 pages, every language counted', () => {
    expect(pagesAsData(withPages(200))).toBe(false);
    expect(pagesAsData(withPages(201))).toBe(true);
  });

  it('names each page’s file after its address and its content, so a changed page gets a new name', () => {
    const files = pageDataFiles(withPages(3));
    const file = files.get('/library/page-1')!;
    expect(file.fileName).toMatch(/^assets\/pages\/library-page-1-[\w-]{10}\.json$/);
    expect(JSON.parse(file.source)).toMatchObject({ path: '/library/page-1', content: { title: site.pages[0]!.title } });
    expect(files.get('/')!.fileName).toMatch(/^assets\/pages\/home-/);
    const changed = withPages(3);
    changed.pages[1] = { ...changed.pages[1]!, title: 'Another Title' };
    expect(pageDataFiles(changed).get('/library/page-1')!.fileName).not.toBe(file.fileName);
    expect(pageDataFiles(withPages(3)).get('/library/page-2')!.fileName).toBe(files.get('/library/page-2')!.fileName);
  });
});
