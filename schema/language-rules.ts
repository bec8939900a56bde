import { linkPath } from '../core/links.ts';
import { closest } from './describe.ts';
import { frenchRedirects, LANGUAGES, languageOfPath } from '../core/languages.ts';
import type { FieldProblem, PathSegment } from './locate.ts';

/*
 * Checks that pair the English and French pages. Like the other rules, they read the raw document
 * defensively, so they run even when the schema found problems.
 */

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The fields each language has of its own; everything else (site, company, redirects) is shared. */
export const LANGUAGE_FIELDS = ['menu', 'announcement', 'footer', 'testimonials', 'pages', 'ui'] as const;

/** Fields that name things rather than say them: their values are not words of the page. */
const NOT_WORDS = new Set(['type', 'id', 'path', 'counterpart', 'href', 'src', 'icon', 'tone', 'network']);

/** Everything a page says, as one text. */
function wordsOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(wordsOf).join(' ');
  if (!value || typeof value !== 'object') return '';
  return Object.entries(value).flatMap(([key, item]) => (NOT_WORDS.has(key) ? [] : [wordsOf(item)])).join(' ');
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

/** Lower-case letters and digits without accents: "À propos" → "a propos". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const slugOf = (text: string) => folded(text).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

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
      problems.push({ path: ['pages', index, 'path'], message: `"${path}" is an address for French pages; put this page under fr.pages, or give it an English address` });
    }
  });
  if (data.fr === undefined) return problems;

  const french = frenchPages(data);
  const claimed = new Map<string, number>();
  for (const { index, path, counterpart, title, text } of french) {
    const at = (field: string): PathSegment[] => ['fr', 'pages', index, field];
    if (path !== undefined && languageOfPath(path) !== 'fr') {
      problems.push({ path: at('path'), message: `a French page's address starts with ${LANGUAGES.fr.prefix}, such as "${LANGUAGES.fr.prefix}${path === '/' ? '' : path}"` });
    }
    if (counterpart === undefined) continue;
    if (languageOfPath(counterpart) === 'fr') {
      problems.push({ path: at('counterpart'), message: `"${counterpart}" is a French address; expected the path of the English page this page translates` });
      continue;
    }
    if (!english.includes(counterpart)) {
      const suggestion = closest(counterpart, english);
      problems.push({ path: at('counterpart'), message: `"${counterpart}" is not an English page; expected the path of the English page this page translates${suggestion ? `, such as "${suggestion}"` : ''}` });
      continue;
    }
    const first = claimed.get(counterpart);
    if (first !== undefined) {
      problems.push({ path: at('counterpart'), message: `"${counterpart}" already has a French version, fr.pages.${first}; each English page has one` });
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
        problems.push({ path: at('path'), message: `the address keeps the English word${english.length > 1 ? 's' : ''} "${english.join('", "')}" of ${counterpart}; give it French words, such as "${suggestion}" (a word French shares, such as a product name, may stay)` });
      }
    }
  }
  list(data.pages).forEach((page, index) => {
    const path = str(record(page).path);
    if (path !== undefined && languageOfPath(path) === 'en' && !french.some((candidate) => candidate.counterpart === path)) {
      problems.push({ path: ['pages', index, 'path'], message: `the page "${path}" has no French version; add one to fr.pages with counterpart: ${path}` });
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
      return [{ path, message: `the link "${href}" leads to the ${otherName} page from the ${ownName} pages; link to ${version ? `its ${ownName} version, "${version}"` : `a ${ownName} page`}` }];
    });
  return [
    ...across(hrefs(englishData, []), frenchAddresses, 'French', 'English', englishOf),
    ...across(hrefs(fr, ['fr']), englishAddresses, 'English', 'French', frenchOf),
  ];
}
