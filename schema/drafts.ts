import { linkPath } from '../core/links.ts';
import { formatPath, type PathSegment } from './locate.ts';

/*
 * Pages being written. A page marked `draft: true` is kept in site.yaml and checked, but what is
 * wrong with it is advice rather than a refusal: the rest of the site is checked without it, and
 * the site is built without it, without the menu items that lead to it, and so without it in the
 * sitemap or the language switch.
 */

/** The content with its drafts set aside. */
export interface DraftsAside {
  /** The content without its draft pages, and without the menu items that lead only to one. */
  ready: Record<string, unknown>;
  /** Where each draft page is in the whole content, e.g. ["pages", 12], with its address. */
  drafts: { path: PathSegment[]; address: string | undefined }[];
  /** A path in `ready` as the same place is reached in the whole content. */
  original: (path: readonly PathSegment[]) => PathSegment[];
  /** Whether a path of the whole content is a draft page or something in one. */
  inDraft: (path: readonly PathSegment[]) => boolean;
  /** Whether an internal address is a draft page's. */
  isDraftAddress: (href: string) => boolean;
}

const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** Whether a page of the content is marked as a draft. */
export const isDraft = (page: unknown): boolean => record(page).draft === true;

/** The content as it is published, or null when it has no draft page. */
export function setDraftsAside(data: Record<string, unknown>): DraftsAside | null {
  const sections = [
    { at: ['pages'], section: data },
    { at: ['fr', 'pages'], section: record(data.fr) },
  ];
  const drafts = sections.flatMap(({ at, section }) =>
    Array.isArray(section.pages) ? section.pages.flatMap((page, index) => (isDraft(page) ? [{ path: [...at, index], address: pathOf(page) }] : [])) : [],
  );
  if (drafts.length === 0) return null;
  const addresses = new Set(drafts.flatMap(({ address }) => address ?? []));
  const isDraftAddress = (href: string) => addresses.has(linkPath(href) ?? '');

  // For each list that lost items, the index each remaining item had, keyed by the list's path.
  const kept = new Map<string, number[]>();
  const keep = <T>(list: T[], at: PathSegment[], wanted: (item: T) => boolean): T[] => {
    const indices = list.flatMap((item, index) => (wanted(item) ? [index] : []));
    if (indices.length < list.length) kept.set(formatPath(at), indices);
    return indices.map((index) => list[index]!);
  };
  const menu = (items: unknown, at: PathSegment[]): unknown => {
    if (!Array.isArray(items)) return items;
    return keep(items, at, (item) => {
      const { href, children } = record(item);
      return !(typeof href === 'string' && isDraftAddress(href) && !Array.isArray(children));
    }).map((item, index) => {
      const children = record(item).children;
      if (!Array.isArray(children)) return item;
      return { ...record(item), children: menu(children, [...at, kept.get(formatPath(at))?.[index] ?? index, 'children']) };
    });
  };

  const ready: Record<string, unknown> = { ...data };
  if (Array.isArray(data.pages)) ready.pages = keep(data.pages, ['pages'], (page) => !isDraft(page));
  ready.menu = menu(data.menu, ['menu']);
  if (data.fr !== undefined && record(data.fr) === data.fr) {
    const fr = { ...record(data.fr) };
    if (Array.isArray(fr.pages)) fr.pages = keep(fr.pages, ['fr', 'pages'], (page) => !isDraft(page));
    fr.menu = menu(fr.menu, ['fr', 'menu']);
    ready.fr = fr;
  }

  const original = (path: readonly PathSegment[]): PathSegment[] => {
    const whole: PathSegment[] = [];
    for (const segment of path) {
      const indices = typeof segment === 'number' ? kept.get(formatPath(whole)) : undefined;
      whole.push(indices?.[segment as number] ?? segment);
    }
    return whole;
  };
  const draftPaths = drafts.map(({ path }) => formatPath(path));
  const inDraft = (path: readonly PathSegment[]) => {
    const at = formatPath(path);
    return draftPaths.some((draft) => at === draft || at.startsWith(`${draft}.`));
  };
  return { ready, drafts, original, inDraft, isDraftAddress };
}

function pathOf(page: unknown): string | undefined {
  const path = record(page).path;
  return typeof path === 'string' ? path : undefined;
}
