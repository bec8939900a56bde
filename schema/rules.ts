import { homeOf } from '../core/languages.ts';
import { linkPath } from '../core/links.ts';
import { MAIN_ID } from '../core/landmarks.ts';
import { blockReferences, MAIN_HEADING_TYPES, requiredField } from './blocks/index.ts';
import { closest, listOf } from './describe.ts';
import { languageViews, linksStayInLanguage, pagesPair } from './language-rules.ts';
import type { FieldProblem, PathSegment } from './locate.ts';
import { problemAt, problemAtKey } from './problems.ts';

/*
 * Checks that span several fields. They read the raw document defensively, so they can run even
 * when the schema found problems, and every problem of a file is reported in one pass.
 */

interface RuleContext {
  data: Record<string, unknown>;
  /** The other language's addresses: a link to one is reported by the language rules instead. */
  elsewhere?: readonly string[];
}

type Rule = (context: RuleContext) => FieldProblem[];

const MAX_MENU_DEPTH = 3;

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function routePaths(data: Record<string, unknown>): string[] {
  return list(data.pages).flatMap((page) => str(record(page).path) ?? []);
}

function redirectMap(data: Record<string, unknown>): Map<string, string> {
  const map = new Map<string, string>();
  for (const redirect of list(data.redirects)) {
    const { from, to } = record(redirect);
    if (typeof from === 'string' && typeof to === 'string' && !map.has(from)) map.set(from, to);
  }
  return map;
}

/** Every value under a key of the given name, with its path, anywhere in the document. */
function collect(value: unknown, key: string, path: PathSegment[] = []): { value: unknown; path: PathSegment[] }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => collect(item, key, [...path, index]));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([name, item]) => [
    ...(name === key ? [{ value: item, path: [...path, name] }] : []),
    ...collect(item, key, [...path, name]),
  ]);
}

const uniqueRoutePaths: Rule = ({ data }) => {
  const seen = new Map<string, number>();
  return list(data.pages).flatMap((page, index) => {
    const path = str(record(page).path);
    if (path === undefined) return [];
    const first = seen.get(path);
    if (first === undefined) {
      seen.set(path, index);
      return [];
    }
    return [problemAt('route-twice', ['pages', index, 'path'], path, `pages.${first}.path`)];
  });
};

const internalLinksResolve: Rule = ({ data, elsewhere = [] }) => {
  const targets = [...routePaths(data), ...redirectMap(data).keys()];
  return collect(data, 'href').flatMap(({ value, path }) => {
    const target = typeof value === 'string' ? linkPath(value) : null;
    if (target === null || targets.includes(target) || elsewhere.includes(target)) return [];
    return [problemAt('link-leads-nowhere', path, String(value), closest(target, targets))];
  });
};

const redirectSourcesAreFree: Rule = ({ data }) => {
  const routes = new Set(routePaths(data));
  const seen = new Set<string>();
  return list(data.redirects).flatMap((redirect, index) => {
    const from = str(record(redirect).from);
    if (from === undefined) return [];
    if (routes.has(from)) {
      return [problemAt('redirect-from-page', ['redirects', index, 'from'], from)];
    }
    if (seen.has(from)) return [problemAt('redirect-twice', ['redirects', index, 'from'], from)];
    seen.add(from);
    return [];
  });
};

const redirectTargetsArePages: Rule = ({ data }) => {
  const routes = routePaths(data);
  const redirects = redirectMap(data);
  return list(data.redirects).flatMap((redirect, index) => {
    const { from, to } = record(redirect);
    if (typeof from !== 'string' || typeof to !== 'string' || routes.includes(to)) return [];
    const at = ['redirects', index, 'to'];
    if (!redirects.has(to)) {
      return [problemAt('redirect-to-nowhere', at, to, closest(to, routes))];
    }
    const chain = [from];
    let next: string | undefined = to;
    while (next !== undefined && !chain.includes(next)) {
      chain.push(next);
      next = redirects.get(next);
    }
    if (next !== undefined) {
      return [problemAt('redirect-loop', at, [...chain, next])];
    }
    return [problemAt('redirect-chain', at, chain)];
  });
};

const menuDepth: Rule = ({ data }) => {
  const problems: FieldProblem[] = [];
  const walk = (items: unknown, path: PathSegment[], depth: number) => {
    list(items).forEach((item, index) => {
      const children = record(item).children;
      if (children === undefined) return;
      const childPath = [...path, index, 'children'];
      if (depth === MAX_MENU_DEPTH) {
        problems.push(problemAtKey('menu-too-deep', childPath, depth + 1, MAX_MENU_DEPTH));
        return;
      }
      walk(children, childPath, depth + 1);
    });
  };
  walk(data.menu, ['menu'], 1);
  return problems;
};

/** Ids that blocks take from a top-level list (testimonials) exist there; which fields hold them, each block type declares. */
const referencesResolve: Rule = ({ data }) =>
  list(data.pages).flatMap((page, pageIndex) =>
    list(record(page).blocks).flatMap((block, blockIndex) => {
      const fields = record(block);
      return blockReferences(str(fields.type) ?? '').flatMap(([field, collection]) => {
        const ids = list(data[collection]).flatMap((item) => str(record(item).id) ?? []);
        const at: PathSegment[] = ['pages', pageIndex, 'blocks', blockIndex, field];
        const value = fields[field];
        if (value === undefined) {
          // Left out, the field means "all of them", which must then be something to show.
          return ids.length === 0 && !requiredField(str(fields.type) ?? '', field)
            ? [problemAt('nothing-to-show', at.slice(0, -1).concat('type'), collection)]
            : [];
        }
        const values: [unknown, PathSegment[]][] = Array.isArray(value) ? value.map((id, index) => [id, [...at, index]]) : [[value, at]];
        return values.flatMap(([id, path]) =>
          typeof id === 'string' && !ids.includes(id)
            ? [problemAt('unknown-reference', path, collection, id, ids, listOf(ids))]
            : [],
        );
      });
    }),
  );

/** The second and later items of a list that repeat an id; `pathOf` says where item `index` is. */
function duplicatesIn(items: unknown[], pathOf: (index: number) => PathSegment[], what: string, where?: string): FieldProblem[] {
  const seen = new Set<string>();
  return items.flatMap((item, index) => {
    const id = str(record(item).id);
    if (id === undefined) return [];
    if (!seen.has(id)) {
      seen.add(id);
      return [];
    }
    return [problemAt('id-twice', [...pathOf(index), 'id'], what, id, where)];
  });
}

const uniqueIds: Rule = ({ data }) => {
  const menuItems: unknown[] = [];
  const menuPaths: PathSegment[][] = [];
  const walk = (items: unknown, path: PathSegment[]) =>
    list(items).forEach((item, index) => {
      menuItems.push(item);
      menuPaths.push([...path, index]);
      walk(record(item).children, [...path, index, 'children']);
    });
  walk(data.menu, ['menu']);
  return [
    ...duplicatesIn(menuItems, (index) => menuPaths[index]!, 'menu'),
    ...duplicatesIn(list(data.testimonials), (index) => ['testimonials', index], 'testimonial'),
  ];
};

const mainHeadingChoice = MAIN_HEADING_TYPES.map((type) => `"${type}"`).join(' or ');

/** A block of plans sets at most one apart: two "highlighted" plans highlight neither. */
const oneHighlightedTier: Rule = ({ data }) =>
  list(data.pages).flatMap((page, pageIndex) =>
    list(record(page).blocks).flatMap((block, blockIndex) => {
      const highlighted = list(record(block).tiers).flatMap((tier, index) => (record(tier).highlight === true ? [index] : []));
      return highlighted.slice(1).map((index) => problemAt('two-highlighted-plans', ['pages', pageIndex, 'blocks', blockIndex, 'tiers', index, 'highlight'], highlighted[0]!));
    }),
  );

/** A comparison's row has a value under every plan, and none under no plan. */
const comparisonRowsFit: Rule = ({ data }) =>
  list(data.pages).flatMap((page, pageIndex) =>
    list(record(page).blocks).flatMap((block, blockIndex) => {
      const { type, plans, rows } = record(block);
      if (type !== 'comparison' || !Array.isArray(plans)) return [];
      return list(rows).flatMap((row, index) => {
        const values = record(row).values;
        return Array.isArray(values) && values.length !== plans.length
          ? [problemAt('comparison-values', ['pages', pageIndex, 'blocks', blockIndex, 'rows', index, 'values'], plans.length, values.length)]
          : [];
      });
    }),
  );

/** A comparison sets apart one of the plans it compares, by its name. */
const comparisonHighlightIsAPlan: Rule = ({ data }) =>
  list(data.pages).flatMap((page, pageIndex) =>
    list(record(page).blocks).flatMap((block, blockIndex) => {
      const { type, plans, highlight } = record(block);
      if (type !== 'comparison' || !Array.isArray(plans) || typeof highlight !== 'string' || plans.includes(highlight)) return [];
      return [problemAt('comparison-highlight', ['pages', pageIndex, 'blocks', blockIndex, 'highlight'], highlight, plans.map((plan) => `"${String(plan)}"`).join(', '))];
    }),
  );

/** Ids the page itself uses: the main landmark (the skip link's target) and the app's root. */
const PAGE_IDS = [MAIN_ID, 'root'];

/** A section id appears once on its page (it becomes an HTML id), and an item id once in its list. */
const uniqueIdsOnPage: Rule = ({ data }) =>
  list(data.pages).flatMap((page, pageIndex) => {
    const blocks = list(record(page).blocks);
    const at = (index: number): PathSegment[] => ['pages', pageIndex, 'blocks', index];
    const sectionIds = duplicatesIn(blocks, at, 'section', ' on this page');
    const reserved = blocks.flatMap((block, index) => {
      const id = str(record(block).id);
      return id !== undefined && PAGE_IDS.includes(id) ? [problemAt('section-id-taken', [...at(index), 'id'], id)] : [];
    });
    const itemIds = blocks.flatMap((block, index) =>
      Object.entries(record(block)).flatMap(([field, items]) =>
        Array.isArray(items) ? duplicatesIn(items, (item) => [...at(index), field, item], 'item') : [],
      ),
    );
    return [...sectionIds, ...reserved, ...itemIds];
  });

const oneMainHeadingPerPage: Rule = ({ data }) =>
  list(data.pages).flatMap((page, pageIndex) => {
    const blocks = list(record(page).blocks);
    const headings = blocks.flatMap((block, index) => ((MAIN_HEADING_TYPES as readonly string[]).includes(str(record(block).type) ?? '') ? [index] : []));
    if (blocks.length === 0 || headings.length === 1) return [];
    if (headings.length === 0) {
      return [problemAtKey('no-main-heading', ['pages', pageIndex, 'blocks'], mainHeadingChoice)];
    }
    return headings.slice(1).map((index) => problemAt('second-main-heading', ['pages', pageIndex, 'blocks', index, 'type'], mainHeadingChoice));
  });

/**
 * Every rule's problems: the rules above for each language on its own (English, and French when
 * the site has it), then the rules that pair the two.
 */
export function ruleProblems(data: Record<string, unknown>): FieldProblem[] {
  const single = languageViews(data).flatMap(({ data: view, at, elsewhere }) =>
    RULES.flatMap((rule) => rule({ data: view, elsewhere })).flatMap((problem) => {
      const path = at(problem.path);
      return path ? [{ ...problem, path }] : [];
    }),
  );
  return [...homePages(data), ...single, ...pagesPair(data), ...linksStayInLanguage(data)];
}

/** The wordmark, the 404 page and the language switch lead to each language's home page. */
function homePages(data: Record<string, unknown>): FieldProblem[] {
  const languages = [
    { section: data, at: ['pages'], home: homeOf('en') },
    { section: record(data.fr), at: ['fr', 'pages'], home: homeOf('fr') },
  ];
  return languages.flatMap(({ section, at, home }) =>
    Array.isArray(section.pages) && !routePaths(section).includes(home) ? [problemAtKey('home-page-missing', at, home, at.join('.'))] : [],
  );
}

const RULES: readonly Rule[] = [
  uniqueRoutePaths,
  internalLinksResolve,
  redirectSourcesAreFree,
  redirectTargetsArePages,
  menuDepth,
  referencesResolve,
  uniqueIds,
  uniqueIdsOnPage,
  oneHighlightedTier,
  comparisonRowsFit,
  comparisonHighlightIsAPlan,
  oneMainHeadingPerPage,
];
