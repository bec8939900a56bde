import type { Marker } from './markers.ts';
import type { Problem } from '../schema/problems.ts';

/**
 * How `npm run validate` prints what it found, for the reader at the other end:
 * - `text`, the default: `site.yaml:LINE:COLUMN path: message`, for people and editors;
 * - `github`: workflow commands that GitHub Actions shows as annotations on the changed line of a
 *   pull request;
 * - `json`: one object, for any other CI.
 */
export const REPORT_FORMATS = ['text', 'github', 'json'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** Everything one validation run found, whichever format prints it. */
export interface Report {
  file: string;
  /** Problems that make the file invalid; empty when it is valid. */
  problems: readonly Problem[];
  /** Values still marked SAMPLE or TO CONFIRM; errors under --strict, notices otherwise. */
  markers: readonly Marker[];
  /** Where a valid file leaves the house style: notices, never failures. */
  advice: readonly Problem[];
  /** The draft pages, left out of the site, and what is unfinished in them: notices, never failures. */
  drafts: readonly Problem[];
  strict: boolean;
  /** The one-line verdict of a valid file (routes, blocks, time), or the count of problems. */
  summary: string;
}

/** Percent-encoding of a workflow command's message, so a newline or a `%` cannot end or forge one. */
const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
/** A property value also must not hold the `,` and `:` that separate properties. */
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

function annotation(level: 'error' | 'warning' | 'notice', properties: Record<string, string | number>, message: string): string {
  const fields = Object.entries(properties).map(([key, value]) => `${key}=${escapeProperty(String(value))}`);
  return `::${level} ${fields.join(',')}::${escapeData(message)}`;
}

/**
 * GitHub Actions annotations, one per line: each problem an error at its line and column, each
 * marker a warning at its comment (an error under --strict), each piece of house-style advice a
 * notice, then the verdict as a plain line.
 */
export function githubAnnotations(report: Report): string[] {
  const lines = report.problems.map((problem) =>
    annotation('error', { file: problem.file, line: problem.line, col: problem.column, title: problem.path }, `${problem.path}: ${problem.message}`),
  );
  if (report.problems.length === 0) {
    const level = report.strict ? 'error' : 'warning';
    for (const marker of report.markers) {
      const message = `${marker.path} is still marked ${marker.kind}${marker.note ? ` — ${marker.note}` : ''}`;
      lines.push(annotation(level, { file: report.file, line: marker.line, title: 'Confirm or replace before publishing' }, message));
    }
    for (const item of report.advice) {
      lines.push(annotation('notice', { file: item.file, line: item.line, col: item.column, title: 'House style' }, `${item.path}: ${item.message}`));
    }
    for (const note of report.drafts) {
      lines.push(annotation('notice', { file: note.file, line: note.line, col: note.column, title: 'Draft page' }, `${note.path}: ${note.message}`));
    }
  }
  lines.push(report.summary);
  return lines;
}

/** The whole report as one JSON document: whether it passed, every problem with its code, every marker, the advice. */
export function jsonReport(report: Report): string {
  const ok = report.problems.length === 0 && !(report.strict && report.markers.length > 0);
  return JSON.stringify(
    {
      ok,
      file: report.file,
      summary: report.summary,
      problems: report.problems.map(({ code, file, line, column, path, message }) => ({ code, file, line, column, path, message })),
      markers: report.markers.map(({ line, kind, path, note }) => ({ file: report.file, line, kind, path, note })),
      advice: report.advice.map(({ code, file, line, column, path, message }) => ({ code, file, line, column, path, message })),
      drafts: report.drafts.map(({ code, file, line, column, path, message }) => ({ code, file, line, column, path, message })),
    },
    null,
    2,
  );
}
