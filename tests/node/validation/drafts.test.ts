import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../../schema/problems.ts';
import { validateSite } from '../../../pipeline/validate.ts';
import { append, check, editBase, replace, ROOT, runValidateIn } from './helpers.ts';

/** A page being written: no description, a hero with only its heading, a link to a page that does not exist yet. */
const unfinished = ({ draft = true } = {}) => [
  '  - path: /security-audits',
  ...(draft ? ['    draft: true'] : []),
  '    title: Security Audits',
  '    blocks:',
  '      - type: hero',
  '        heading: Security Audits',
  '      - type: quick-links',
  '        heading: See Also',
  '        links:',
  '          - label: Prices',
  '            href: /audit-prices',
];

/** base.yaml with the unfinished page after its last page (line 131 on) and a menu item leading to it (line 42). */
const withDraft = (...edits: Parameters<typeof editBase>) => withPage(unfinished(), ...edits);
const withPage = (page: string[], ...edits: Parameters<typeof editBase>) =>
  editBase(append(...page), replace(42, '  - id: contact', '  - id: audits\n    title: Audits\n    href: /security-audits\n  - id: contact'), ...edits);

const located = (problems: { code: string; line: number; path: string }[]) => problems.map(({ code, line, path }) => `${code} ${line} ${path}`);

describe('a page marked as a draft', () => {
  it('lets the rest of the site be valid, and says what is unfinished in it, at its lines', async () => {
    const result = await check(withDraft());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // The menu item takes lines 42-44, so the page starts at line 134.
    expect(located(result.notes)).toEqual([
      'page-is-draft 134 pages.4',
      'missing-field 134 pages.4.description',
      'missing-field 138 pages.4.blocks.0.pitch',
      'missing-field 138 pages.4.blocks.0.action',
      'link-leads-nowhere 144 pages.4.blocks.1.links.0.href',
    ]);
    expect(result.drafts).toEqual(['/security-audits']);
  });

  it('is left out of the site as it is published, and so is the menu item that leads to it', async () => {
    const result = await check(withDraft());
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
    expect(result.site.pages.map((page) => page.path)).toEqual(['/', '/services', '/services/cloud', '/contact']);
    expect(result.site.menu.map((item) => item.id)).toEqual(['home', 'services', 'contact']);
  });

  it('is refused for the same things once it is marked ready', async () => {
    const result = await check(withPage(unfinished({ draft: false })));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(located(result.problems)).toEqual([
      'missing-field 134 pages.4.description',
      'missing-field 137 pages.4.blocks.0.pitch',
      'missing-field 137 pages.4.blocks.0.action',
      'link-leads-nowhere 143 pages.4.blocks.1.links.0.href',
    ]);
  });

  it('places the problems of the published pages where they are in the file, around the drafts', async () => {
    // A draft first among the pages and the menu: the published pages and items after it keep their own places.
    const source = editBase(
      replace(73, 'pages:', ['pages:', ...unfinished()].join('\n')),
      replace(27, 'menu:', 'menu:\n  - id: audits\n    title: Audits\n    href: /security-audits'),
      replace(43, '    title: Contact', '    title: ""'),
      replace(125, '    description: How to reach us.', '    description: ""'),
    );
    const result = await check(source);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map(({ code, path }) => `${code} ${path}`)).toEqual(['text-empty menu.3.title', 'text-empty pages.4.description']);
    expect(result.problems.map(({ line }) => line)).toEqual([46, 139]);
  });

  it('may not be linked to from a published page, and says so', async () => {
    const result = await check(withDraft(replace(83, '          href: /contact', '          href: /security-audits')));
    // The menu item added above it moves the link from line 83 to 86.
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map(formatProblem)).toEqual([
      'site.yaml:86:17 pages.0.blocks.0.action.href: the link "/security-audits" leads to a draft page, which is not published; mark that page ready, or link to another page',
    ]);
  });
});

describe('a draft in both languages', () => {
  const site = readFileSync(`${ROOT}site.yaml`, 'utf8');
  /** The real site with a new English page and, when `french` is given, its French version, each a draft unless told. */
  const withPages = ({ english = true, french = true }: { english?: boolean; french?: boolean | 'missing' }) => {
    const pageOf = (path: string, draft: boolean, counterpart?: string) =>
      [
        `  - path: ${path}`,
        ...(draft ? ['    draft: true'] : []),
        ...(counterpart ? [`    counterpart: ${counterpart}`] : []),
        '    title: Security Audits',
        '    description: What an audit of your telephone system checks, and what it costs.',
        '    blocks:',
        '      - type: page-header',
        '        heading: Security Audits',
      ].map((line) => `  ${line}`.slice(2));
    let text = site.replace(/\npages:\n/, `\npages:\n${pageOf('/security-audits', english).join('\n')}\n`);
    if (french !== 'missing') {
      text = text.replace(/\n {2}pages:\n/, `\n  pages:\n${pageOf('/fr/audits-de-securite', french, '/security-audits').map((line) => `  ${line}`).join('\n')}\n`);
    }
    return validateSite({ file: 'site.yaml', text }, { publicDir: `${ROOT}public` });
  };

  it('needs no French version while it is a draft', async () => {
    const result = await withPages({ french: 'missing' });
    expect(result.ok).toBe(true);
    expect(result.ok && result.notes.map(({ code }) => code)).toEqual(['page-is-draft', 'no-french-version']);
  });

  it('is published in both languages, with its language switch, once both are marked ready', async () => {
    const drafts = await withPages({});
    expect(drafts.ok && drafts.drafts).toEqual(['/security-audits', '/fr/audits-de-securite']);
    const ready = await withPages({ english: false, french: false });
    expect(ready.ok && ready.site.pages.some((page) => page.path === '/security-audits')).toBe(true);
    expect(ready.ok && ready.site.fr?.pages.find((page) => page.path === '/fr/audits-de-securite')?.counterpart).toBe('/security-audits');
  });

  it('keeps a page marked ready from going out without its French version, while that is a draft', async () => {
    const result = await withPages({ english: false });
    expect(result.ok ? [] : result.problems.map(({ code, path }) => `${code} ${path}`)).toEqual(['no-french-version pages.0.path']);
  });
});

describe('npm run validate', () => {
  it('lists the draft pages and what is unfinished in them, and passes, --strict too', async () => {
    const { mkdtempSync, writeFileSync, symlinkSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const folder = mkdtempSync(join(tmpdir(), 'site-drafts-'));
    symlinkSync(`${ROOT}tests/fixtures/validation/public`, join(folder, 'public'));
    writeFileSync(join(folder, 'site.yaml'), withDraft());
    for (const strict of [[], ['--strict']]) {
      const run = await runValidateIn(folder, ...strict);
      expect(run.status).toBe(0);
      const lines = run.stdout.split('\n');
      expect(lines).toContain('1 draft page is left out of the site until marked ready; what is unfinished in it:');
      expect(lines).toContain('site.yaml:134:5 pages.4: the page "/security-audits" is a draft: saved, but not published until it is marked ready (remove "draft: true")');
      expect(lines.filter((line) => /^site\.yaml:\d+:\d+ pages\.4\b/.test(line))).toHaveLength(5);
    }
  });
});
