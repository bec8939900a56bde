import type { Result } from 'lighthouse';

export interface RunMetrics {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  /** All the main thread's work during the load (script, style and layout, painting, parsing), ms. */
  mainThread: number;
  /** The longest task of the load, ms (0 when none passed 50 ms). */
  longestTask: number;
  cls: number;
  speedIndex: number;
  jsBytes: number;
  cssBytes: number;
  htmlBytes: number;
  fontBytes: number;
  imageBytes: number;
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? NaN;

/** The longest of the tasks Lighthouse lists as long (over 50 ms), simulated throttling included. */
function longestTask(lhr: Result): number {
  const items = (lhr.audits['long-tasks']?.details as { items?: { duration: number }[] } | undefined)?.items ?? [];
  return Math.round(Math.max(0, ...items.map((item) => item.duration)));
}

function transferred(lhr: Result, resourceType: string): number {
  const items = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  return items.find((item) => item.resourceType === resourceType)?.transferSize ?? 0;
}

export function summarize(lhr: Result): RunMetrics {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcp: Math.round(numeric(lhr, 'first-contentful-paint')),
    lcp: Math.round(numeric(lhr, 'largest-contentful-paint')),
    tbt: Math.round(numeric(lhr, 'total-blocking-time')),
    mainThread: Math.round(numeric(lhr, 'mainthread-work-breakdown')),
    longestTask: longestTask(lhr),
    cls: Number(numeric(lhr, 'cumulative-layout-shift').toFixed(3)),
    speedIndex: Math.round(numeric(lhr, 'speed-index')),
    jsBytes: transferred(lhr, 'script'),
    cssBytes: transferred(lhr, 'stylesheet'),
    htmlBytes: transferred(lhr, 'document'),
    fontBytes: transferred(lhr, 'font'),
    imageBytes: transferred(lhr, 'image'),
  };
}

function middle(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2;
}

/** The median of each metric over the runs of one route. */
export function median(runs: RunMetrics[]): RunMetrics {
  const keys = Object.keys(runs[0]!) as (keyof RunMetrics)[];
  return Object.fromEntries(keys.map((key) => [key, middle(runs.map((run) => run[key]))])) as unknown as RunMetrics;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const seconds = (ms: number) => (ms / 1000).toFixed(2);

export function formatTable(rows: (RunMetrics & { route: string })[]): string {
  const header = ['route', 'perf', 'a11y', 'bp', 'seo', 'FCP s', 'LCP s', 'TBT ms', 'main ms', 'longest ms', 'CLS', 'SI s', 'JS KB', 'CSS KB', 'HTML KB', 'font KB', 'img KB'];
  const body = rows.map((row) => [
    row.route,
    row.performance,
    row.accessibility,
    row.bestPractices,
    row.seo,
    seconds(row.fcp),
    seconds(row.lcp),
    Math.round(row.tbt),
    Math.round(row.mainThread),
    Math.round(row.longestTask),
    row.cls.toFixed(3),
    seconds(row.speedIndex),
    kb(row.jsBytes),
    kb(row.cssBytes),
    kb(row.htmlBytes),
    kb(row.fontBytes),
    kb(row.imageBytes),
  ].map(String));
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  return [line(header), `|${widths.map((width, column) => (column === 0 ? ':' : '-') + '-'.repeat(width) + (column === 0 ? '-' : ':')).join('|')}|`, ...body.map(line)].join('\n');
}
