import { describe, expect, it } from 'vitest';
import { siteSummary } from '../../../pipeline/site-summary.ts';
import { validateSite } from '../../../pipeline/validate.ts';
import { formatProblem } from '../../../schema/problems.ts';
import { BASE, BASE_FILE, BASE_LAST_LINE, PUBLIC_DIR, append, check, editBase, problemsAfter, replace } from './helpers.ts';

describe('the base fixture', () => {
  it('is a valid site', async () => {
    expect(await problemsAfter()).toEqual([]);
  });

  it('has the shape the other tests rely on', async () => {
    const result = await check(BASE);
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
    expect(siteSummary(result.site)).toEqual({ routes: 4, blocks: 10, redirects: 2, languages: 1 });
    expect(BASE_LAST_LINE).toBe(130);
    // three menu levels, the deepest allowed
    expect(result.site.menu[1]?.children?.[0]?.children?.[0]?.id).toBe('backup');
    expect(result.site.testimonials.map((testimonial) => testimonial.id)).toEqual(['alice']);
  });

  it('fills placeholders and defaults in the validated site', async () => {
    const result = await check(BASE);
    if (!result.ok) throw new Error('base.yaml should be valid');
    const [hero, cards, banner] = result.site.pages[0]!.blocks;
    expect(hero).toMatchObject({ heading: 'Welcome to Prairie Comms', pitch: 'Serving Manitoba since April 2019.' });
    expect(cards).toMatchObject({ columns: 3, items: [{ tone: 'teal', link: { label: 'Learn more', href: '/services/cloud' } }] });
    expect(banner).toMatchObject({ reverse: false });
    expect(result.site.redirects).toEqual([
      { from: '/old-services', to: '/services' },
      { from: '/cloud', to: '/services/cloud' },
    ]);
    expect(result.site.ui.skipToContent).toBe('Skip to main content');
    expect(result.site.footer.copyright).toEqual({ year: 2025, text: 'All rights reserved.' });
  });

  it('is read the same way from disk', async () => {
    const result = await validateSite({ file: BASE_FILE }, { publicDir: PUBLIC_DIR });
    expect(result.ok).toBe(true);
  });

  it('reports problems under the display name when one is given', async () => {
    const text = editBase(replace(15, '  email: sales@example.com', '  email: nope'));
    const result = await validateSite({ file: '/somewhere/else/site.yaml', text }, {
      publicDir: PUBLIC_DIR,
      displayName: 'content/site.yaml',
    });
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([
      'content/site.yaml:15:10 company.email: expected an e-mail address such as "sales@example.com"; found the text "nope"',
    ]);
  });

  it('allows a few anchors and aliases for reuse', async () => {
    expect(
      await problemsAfter(
        replace(29, '    title: Home', '    title: &home Home'),
        replace(121, '          - label: Contact', '          - label: *home'),
      ),
    ).toEqual([]);
  });
});

describe('the edit helper', () => {
  it('refuses an edit whose line does not read as expected', () => {
    expect(() => editBase(replace(29, '    title: Start', '    title: Home'))).toThrow(
      'base.yaml line 29 reads "    title: Home", the test expects "    title: Start"',
    );
  });

  it('appends after the last line without moving any line', () => {
    const edited = editBase(append('# one', '# two')).split('\n');
    expect(edited.slice(0, BASE_LAST_LINE)).toEqual(BASE.split('\n').slice(0, BASE_LAST_LINE));
    expect(edited.slice(BASE_LAST_LINE)).toEqual(['# one', '# two', '']);
  });
});

describe('the summary printed after a check', () => {
  it('counts what each language shows, the redirects French adds included', async () => {
    const { realSite, realSites } = await import('../../support/real-site.ts');
    const sites = Object.values(realSites);
    const total = (count: (site: (typeof sites)[number]) => number) => sites.reduce((sum, site) => sum + count(site), 0);
    expect(siteSummary(realSite)).toEqual({
      routes: total((site) => site.pages.length),
      blocks: total((site) => site.pages.reduce((count, page) => count + page.blocks.length, 0)),
      redirects: total((site) => site.redirects.length),
      languages: 2,
    });
  });
});
