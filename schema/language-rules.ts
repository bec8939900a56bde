import { folded, linkPath, slugOf } from '../core/links.ts';
import { NAMING_FIELDS } from '../core/typography.ts';
import { closest } from './describe.ts';
import { frenchRedirects, LANGUAGES, languageOfPath } from '../core/languages.ts';
import type { FieldProblem, PathSegment } from './locate.ts';
import { problemAt } from './problems.ts';
import { ENGLISH_DEFAULTS } from './primitives.ts';

/*
 * Checks that pair the English and French pages. Like the other rules, they read the raw document
 * defensively, so they run even when the schema found problems.
 */

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The fields each language has of its own; everything else (site, company, redirects) is shared. */
const LANGUAGE_FIELDS = ['menu', 'announcement', 'footer', 'testimonials', 'pages', 'ui'] as const;


/** Everything a page says, as one text. */
function wordsOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(wordsOf).join(' ');
  if (!value || typeof value !== 'object') return '';
  return Object.entries(value).flatMap(([key, item]) => (NAMING_FIELDS.has(key) ? [] : [wordsOf(item)])).join(' ');
}

/** What the site has in French, read defensively: its pages, their paths and counterparts, and what they say. */
function frenchPages(data: Record<string, unknown>) {
  return list(record(data.fr).pages).map((page, index) => ({
    index,
    path: str(record(page).path),
    counterpart: str(record(page).counterpart),
    title: str(record(page).title),
    text: wordsOf(page),
  }));
}

const englishPaths = (data: Record<string, unknown>) => list(data.pages).flatMap((page) => str(record(page).path) ?? []);

/**
 * The site as one language sees it, for the rules that check a single language: English is the
 * document without its French section; French is the document with the French sections in place
 * of the English ones and the English redirects carried over under /fr. `at` turns a problem's path
 * in the view back into its path in the document (undefined for a shared field, which the English
 * view reports), and `elsewhere` lists the other language's addresses.
 */
export function languageViews(data: Record<string, unknown>) {
  const { fr, ...english } = data;
  const pairs = frenchPages(data).flatMap(({ path, counterpart }) => (path && counterpart ? [{ path, counterpart }] : []));
  const englishRedirects = list(data.redirects).flatMap((redirect) => {
    const { from, to } = record(redirect);
    return typeof from === 'string' && typeof to === 'string' ? [{ from, to }] : [];
  });
  const derived = frenchRedirects(englishRedirects, pairs);
  const frenchAddresses = [...frenchPages(data).flatMap(({ path }) => path ?? []), ...derived.map((redirect) => redirect.from)];
  const views: { data: Record<string, unknown>; at: (path: PathSegment[]) => PathSegment[] | undefined; elsewhere: string[] }[] = [
    { data: english, at: (path) => path, elsewhere: frenchAddresses },
  ];
  if (fr === undefined) return views;
  const local = record(fr);
  const french: Record<string, unknown> = { ...english, ...Object.fromEntries(LANGUAGE_FIELDS.map((field) => [field, local[field]])), redirects: derived };
  const englishAddresses = [...englishPaths(data), ...englishRedirects.map((redirect) => redirect.from)];
  const at = (path: PathSegment[]) => ((LANGUAGE_FIELDS as readonly PathSegment[]).includes(path[0]!) ? ['fr', ...path] : undefined);
  return [...views, { data: french, at, elsewhere: englishAddresses }];
}


/**
 * Every French page names the English page it translates, each English page has one, and the French
 * addresses are French: under /fr, and with French words rather than English ones left in (a word
 * both languages share, such as "services" or a product name, may stay).
 */
export function pagesPair(data: Record<string, unknown>): FieldProblem[] {
  const english = englishPaths(data);
  const problems: FieldProblem[] = [];
  list(data.pages).forEach((page, index) => {
    const path = str(record(page).path);
    if (path !== undefined && languageOfPath(path) === 'fr') {
      problems.push(problemAt('french-address-in-english', ['pages', index, 'path'], path));
    }
  });
  if (data.fr === undefined) return problems;

  const french = frenchPages(data);
  const claimed = new Map<string, number>();
  for (const { index, path, counterpart, title, text } of french) {
    const at = (field: string): PathSegment[] => ['fr', 'pages', index, field];
    if (path !== undefined && languageOfPath(path) !== 'fr') {
      problems.push(problemAt('french-address-outside-fr', at('path'), LANGUAGES.fr.prefix, path));
    }
    if (counterpart === undefined) continue;
    if (languageOfPath(counterpart) === 'fr') {
      problems.push(problemAt('counterpart-is-french', at('counterpart'), counterpart));
      continue;
    }
    if (!english.includes(counterpart)) {
      problems.push(problemAt('counterpart-not-a-page', at('counterpart'), counterpart, closest(counterpart, english)));
      continue;
    }
    const first = claimed.get(counterpart);
    if (first !== undefined) {
      problems.push(problemAt('counterpart-twice', at('counterpart'), counterpart, `fr.pages.${first}`));
      continue;
    }
    claimed.set(counterpart, index);
    const slug = path?.split('/').at(-1);
    if (path !== undefined && title !== undefined && slug && slug !== 'fr' && slug === counterpart.split('/').at(-1)) {
      // A word the French page itself uses ("contact", "services", a product name) may stay.
      const words = new Set(folded(text).split(/[^a-z0-9]+/));
      const english = slug.split('-').filter((word) => !words.has(word));
      if (english.length > 0) {
        const suggestion = `${path.slice(0, path.lastIndexOf('/'))}/${slugOf(title)}`;
        problems.push(problemAt('english-words-in-french-address', at('path'), english, counterpart, suggestion));
      }
    }
  }
  list(data.pages).forEach((page, index) => {
    const path = str(record(page).path);
    if (path !== undefined && languageOfPath(path) === 'en' && !french.some((candidate) => candidate.counterpart === path)) {
      problems.push(problemAt('no-french-version', ['pages', index, 'path'], path));
    }
  });
  return problems;
}

/** Every href under a value, with its path. */
function hrefs(value: unknown, path: PathSegment[]): { href: string; path: PathSegment[] }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => hrefs(item, [...path, index]));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => (key === 'href' && typeof item === 'string' ? [{ href: item, path: [...path, key] }] : hrefs(item, [...path, key])));
}

/** English pages link to English pages, French pages to French ones; the language switcher links across. */
export function linksStayInLanguage(data: Record<string, unknown>): FieldProblem[] {
  if (data.fr === undefined) return [];
  const french = frenchPages(data);
  const frenchOf = new Map(french.flatMap(({ path, counterpart }) => (path && counterpart ? [[counterpart, path] as const] : [])));
  const englishOf = new Map([...frenchOf].map(([english, frenchPath]) => [frenchPath, english]));
  const [englishView, frenchView] = languageViews(data);
  const addresses = (view: typeof englishView) => [...list(view!.data.pages).flatMap((page) => str(record(page).path) ?? []), ...list(view!.data.redirects).flatMap((redirect) => str(record(redirect).from) ?? [])];
  const englishAddresses = new Set(addresses(englishView!));
  const frenchAddresses = new Set(addresses(frenchView!));
  const { fr, ...englishData } = data;
  const across = (found: { href: string; path: PathSegment[] }[], other: Set<string>, otherName: string, ownName: string, versionOf: Map<string, string>) =>
    found.flatMap(({ href, path }) => {
      const target = linkPath(href);
      if (target === null || !other.has(target)) return [];
      const version = versionOf.get(target);
      return [problemAt('link-across-languages', path, href, otherName, ownName, version)];
    });
  return [
    ...across(hrefs(englishData, []), frenchAddresses, 'French', 'English', englishOf),
    ...across(hrefs(fr, ['fr']), englishAddresses, 'English', 'French', frenchOf),
  ];
}

/**
 * Where the French section leaves out a field whose default is English words, which its pages
 * would then show: what the editor wrote (`written`) beside what the schema made of it (`parsed`).
 */
export function frenchWordsLeftOut(written: unknown, parsed: unknown, path: PathSegment[] = ['fr']): FieldProblem[] {
  if (Array.isArray(parsed)) return parsed.flatMap((item, index) => frenchWordsLeftOut(list(written)[index], item, [...path, index]));
  if (!parsed || typeof parsed !== 'object') return [];
  const given = record(written);
  return Object.entries(parsed).flatMap(([key, value]) =>
    !(key in given) && typeof value === 'string' && ENGLISH_DEFAULTS.has(value)
      ? [problemAt('french-words-left-out', [...path, key], key, value)]
      : frenchWordsLeftOut(given[key], value, [...path, key]),
  );
}
