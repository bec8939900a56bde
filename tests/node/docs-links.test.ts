/**
 * The documentation holds together: every relative link in README.md, ARCHITECTURE.md and docs/
 * leads to a file that exists and, with a #fragment, to a heading of that file; the README links
 * each page of docs/ and stays short enough to read in a few minutes.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DOCS = readdirSync('docs')
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`);
const PAGES = ['README.md', 'ARCHITECTURE.md', ...DOCS];
const README_MOST_LINES = 300;

/** The lines of a page outside fenced code, where headings and links are read. */
function proseLines(page: string): string[] {
  let fenced = false;
  return readFileSync(page, 'utf8')
    .split('\n')
    .filter((line) => {
      if (line.startsWith('```')) fenced = !fenced;
      return !fenced && !line.startsWith('```');
    });
}

/** The anchor GitHub gives a heading: its text in lower case, punctuation left out, a dash per space. */
function anchorOf(heading: string): string {
  const text = heading.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replaceAll('`', '');
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a page's headings; a heading met again gets -1, -2, … as on GitHub. */
function anchorsOf(page: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const line of proseLines(page)) {
    const heading = /^#{1,6} (.*)$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const anchor = anchorOf(heading);
    const times = seen.get(anchor) ?? 0;
    seen.set(anchor, times + 1);
    anchors.add(times === 0 ? anchor : `${anchor}-${times}`);
  }
  return anchors;
}

/** The targets of a page's Markdown links and images, inline code left out. */
function linksOf(page: string): string[] {
  const text = proseLines(page)
    .join('\n')
    .replace(/`[^`\n]*`/g, '``');
  return [...text.matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1]!);
}

/** Where a relative link of a page leads, or what is wrong with it. */
function brokenLinks(page: string): string[] {
  return linksOf(page)
    .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target))
    .flatMap((target) => {
      const [path = '', fragment] = target.split('#');
      const file = path === '' ? page : join(dirname(page), decodeURIComponent(path));
      if (!existsSync(file)) return [`${page}: ${target} leads to no file`];
      if (fragment === undefined) return [];
      if (!file.endsWith('.md')) return [`${page}: ${target} points into a file that has no headings`];
      return anchorsOf(file).has(fragment) ? [] : [`${page}: ${target} leads to no heading of ${file}`];
    });
}

describe('the documentation', () => {
  it('reads anchors as GitHub writes them', () => {
    expect(anchorOf('The editor on a server (for IT)')).toBe('the-editor-on-a-server-for-it');
    expect(anchorOf('In the browser: the visual editor')).toBe('in-the-browser-the-visual-editor');
    expect(anchorOf('What it takes from `public/`')).toBe('what-it-takes-from-public');
  });

  it.each(PAGES)('%s links only to files and headings that exist', (page) => {
    expect(brokenLinks(page)).toEqual([]);
  });

  it('links each page of docs/ from the README', () => {
    const linked = linksOf('README.md').map((target) => target.split('#')[0]);
    expect(DOCS.filter((doc) => !linked.includes(doc))).toEqual([]);
  });

  it(`keeps the README to at most ${README_MOST_LINES} lines`, () => {
    expect(readFileSync('README.md', 'utf8').trimEnd().split('\n').length).toBeLessThanOrEqual(README_MOST_LINES);
  });
});
