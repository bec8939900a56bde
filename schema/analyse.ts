import { isScalar, visit, type Document, type LineCounter, type Node } from 'yaml';
import { readYaml } from './read-yaml.ts';
import { hiddenCharacterProblems } from './characters.ts';
import { formProblems } from './yaml-features.ts';
import { fillTokens } from './placeholders.ts';
import { tokenValues } from '../core/facts.ts';
import { explainIssue } from './zod-issues.ts';
import { formatPath, nodeAt, pathAtOffset, positionOf, type FieldProblem, type PathSegment } from './locate.ts';
import { ruleProblems } from './rules.ts';
import { frenchWordsLeftOut } from './language-rules.ts';
import type { MessageArgs } from './catalogue.ts';
import { problemAt, problemAtKey, say, type Problem, type ProblemCode } from './problems.ts';
import { setDraftsAside } from './drafts.ts';
import { siteSchema, type Site } from './site.ts';

/**
 * The verdict on a site: its data and the addresses of its draft pages, or every problem that
 * stops it; either way, the notes on its draft pages, which stop nothing.
 */
type Analysed = { ok: true; site: Site; notes: Problem[]; drafts: string[] } | { ok: false; problems: Problem[]; notes: Problem[] };

/** Aliases allowed when the document is expanded: enough for real reuse, too few for a billion laughs. */
const MAX_ALIAS_COUNT = 100;

interface ParserError {
  code: string;
  message: string;
  pos: [number, number];
}

/** Where a parser error is best shown: an unclosed quote at the quote that opens it, runaway nesting where it starts. */
function parserErrorOffset(error: ParserError, source: string): number {
  if (error.code === 'RESOURCE_EXHAUSTION') {
    let start = error.pos[0];
    while (start > 0 && /[[{]/.test(source[start - 1]!)) start -= 1;
    return start;
  }
  if (error.code === 'MISSING_CHAR') {
    const quote = /closing (["'])/.exec(error.message)?.[1];
    const opening = quote ? source.lastIndexOf(quote, error.pos[0] - 1) : -1;
    if (opening >= 0) return opening;
  }
  return error.pos[0];
}

/** The YAML parser's findings in the words of someone editing the file. */
function parserProblem(error: ParserError, source: string): { code: ProblemCode; message: string } {
  const found = <C extends ProblemCode>(code: C, ...args: MessageArgs<C>) => ({ code, message: say(code, ...args) });
  switch (error.code) {
    case 'DUPLICATE_KEY':
      return found('yaml-duplicate-key', /^["']?([^"':\n]*)/.exec(source.slice(error.pos[0]))?.[1]?.trim() ?? '');
    case 'MULTIPLE_DOCS':
      return found('yaml-several-documents');
    case 'TAB_AS_INDENT':
      return found('yaml-tab-indent');
    case 'RESOURCE_EXHAUSTION':
      return found('yaml-too-deep');
    case 'BAD_SCALAR_START':
      return found('yaml-unquoted-value', `a value starting with "${source[error.pos[0]] ?? ''}"`);
    case 'BLOCK_AS_IMPLICIT_KEY':
      return found('yaml-unquoted-value', 'a value containing ": "');
    case 'MISSING_CHAR':
      if (/quote/.test(error.message)) return found('yaml-unclosed-quote');
  }
  const first = error.message.split('\n')[0] ?? error.message;
  return found('yaml-syntax', first.replace(/ at line \d+, column \d+:?$/, '').replace(/\.$/, ''));
}

/**
 * The field a tab-indented line was meant to be. The parser cannot place the line, so its key is
 * read from the text and put under the field the line above belongs to: beneath it when that line
 * opens a map ("key:"), beside it otherwise.
 */
function tabIndentedPath(doc: Document, source: string, offset: number, lineCounter: LineCounter): PathSegment[] {
  const lineStart = source.lastIndexOf('\n', offset - 1) + 1;
  const lines = source.slice(0, lineStart).split('\n').slice(0, -1);
  const aboveIndex = lines.findLastIndex((line) => line.trim() !== '' && !line.trim().startsWith('#'));
  if (aboveIndex === -1) return [];
  const above = lines[aboveIndex]!;
  const aboveOffset = lineCounter.lineStarts[aboveIndex]! + above.search(/\S/);
  const abovePath = pathAtOffset(doc, aboveOffset, lineCounter);
  const base = /:\s*$/.test(above) ? abovePath : abovePath.slice(0, -1);
  const lineEnd = source.indexOf('\n', lineStart);
  const line = source.slice(lineStart, lineEnd === -1 ? undefined : lineEnd);
  const key = /^[\t ]*(?:-[\t ]+)?([^\s:#'"-][^:#]*?)[\t ]*:(?:\s|$)/.exec(line)?.[1];
  return key ? [...base, key] : base;
}

const sortProblems = (problems: Problem[]) => problems.sort((a, b) => a.line - b.line || a.column - b.column);

function firstAlias(doc: Document): Node | null {
  let found: Node | null = null;
  visit(doc, {
    Alias(_, node) {
      found = node;
      return visit.BREAK;
    },
  });
  return found;
}

/**
 * A site text read and checked by everything that needs no other file: either its problems
 * already, or its data (placeholders filled) with a way to add the problems that checks of other
 * files find (pipeline/validate.ts opens the images), and then to finish.
 */
export type Analysis =
  | { done: Analysed }
  | { data: Record<string, unknown>; report: (problem: FieldProblem) => void; finish: () => Analysed };

export function analyseSiteText(source: string, name: string): Analysis {
  const { doc, lineCounter } = readYaml(source);
  const at = <C extends ProblemCode>(node: Node | null, path: readonly PathSegment[], code: C, ...args: MessageArgs<C>): Problem => ({
    code,
    file: name,
    ...positionOf(node, lineCounter),
    path: formatPath(path),
    message: say(code, ...args),
  });
  const locate = ({ code, path, message, atKey = false }: FieldProblem): Problem => ({
    code,
    file: name,
    ...positionOf(nodeAt(doc, path, { key: atKey }), lineCounter),
    path: formatPath(path),
    message,
  });
  const failure = (problems: Problem[], notes: Problem[] = []): Analysed => ({ ok: false, problems: sortProblems(problems), notes: sortProblems(notes) });
  const fail = (problems: Problem[]): Analysis => ({ done: failure(problems) });

  if (doc.errors.length > 0) {
    // Duplicate keys are independent of each other; after any other syntax error the parser's
    // later findings are mostly echoes of the first, so only the first is reported.
    const duplicates = doc.errors.filter((error) => error.code === 'DUPLICATE_KEY');
    const syntax = doc.errors.find((error) => error.code !== 'DUPLICATE_KEY');
    return fail(
      [...duplicates, ...(syntax ? [syntax] : [])].map((error) => {
        const offset = parserErrorOffset(error, source);
        const { line, col } = lineCounter.linePos(offset);
        const path =
          error.code === 'MULTIPLE_DOCS' ? [] : error.code === 'TAB_AS_INDENT' ? tabIndentedPath(doc, source, offset, lineCounter) : pathAtOffset(doc, offset, lineCounter);
        return { file: name, line, column: col, path: formatPath(path), ...parserProblem(error, source) };
      }),
    );
  }
  if (doc.contents === null || (isScalar(doc.contents) && doc.contents.value === null)) {
    return fail([at(null, [], 'file-empty')]);
  }
  const form = formProblems(doc, source);
  if (form.length > 0) {
    return fail(
      form.map(({ code, offset, message }) => {
        const { line, col } = lineCounter.linePos(offset);
        return { code, file: name, line, column: col, path: formatPath(pathAtOffset(doc, offset, lineCounter)), message };
      }),
    );
  }

  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    if (error instanceof ReferenceError && /alias/i.test(error.message)) {
      return fail([at(firstAlias(doc), [], 'yaml-too-many-aliases', MAX_ALIAS_COUNT)]);
    }
    return fail([at(null, [], 'yaml-unreadable', (error as Error).message)]);
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    return fail([at(doc.contents as Node, [], 'document-not-a-map', Array.isArray(data) ? 'a list' : 'a single value')]);
  }
  return analyseData(data as Record<string, unknown>, locate, failure);
}

/**
 * The checks of the content itself, after the YAML is read: hidden characters, placeholders, the
 * schema, the rules across fields and the words French must say. `locate` places a problem.
 */
function analyseData(raw: Record<string, unknown>, locate: (problem: FieldProblem) => Problem, failure: (problems: Problem[], notes: Problem[]) => Analysed): Analysis {
  // A hidden character is reported alone: whatever else its field breaks follows from it.
  const hidden = hiddenCharacterProblems(raw);
  const hiddenAt = hidden.map((problem) => formatPath(problem.path));
  const underHidden = (path: readonly PathSegment[]) => {
    const at = formatPath(path);
    return hiddenAt.some((hiddenPath) => at === hiddenPath || at.startsWith(`${hiddenPath}.`));
  };
  const found: FieldProblem[] = [...hidden];
  const report = (problem: FieldProblem) => {
    if (!underHidden(problem.path)) found.push(problem);
  };

  // Placeholders are filled first, so limits and rules see the text visitors will read.
  const tokenProblems: FieldProblem[] = [];
  // The French section's placeholders read as French does: "novembre 2024", "+1 204 555-0123".
  const company = (raw.company ?? {}) as Record<string, unknown>;
  const { fr, ...english } = raw;
  const filled: Record<string, unknown> = fillTokens(english, tokenValues(company), tokenProblems);
  if (fr !== undefined) filled.fr = fillTokens(fr, tokenValues(company, 'fr'), tokenProblems, ['fr']);
  tokenProblems.forEach(report);

  // Draft pages are set aside: the rest is checked as it is published, and what is found in a
  // draft, checked as part of the whole, is kept as notes (see drafts.ts).
  const aside = setDraftsAside(filled);
  const published = aside?.ready ?? filled;
  const place = (problem: FieldProblem): FieldProblem => {
    if (!aside) return problem;
    const path = aside.original(problem.path);
    if (problem.code === 'link-leads-nowhere') {
      const href = valueAt(filled, path);
      if (typeof href === 'string' && aside.isDraftAddress(href)) return problemAt('link-to-draft', path, href);
    }
    return { ...problem, path };
  };
  const parsed = siteSchema.safeParse(published, { reportInput: true });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) explainIssue(issue, published).map(place).forEach(report);
  }
  ruleProblems(published).map(place).forEach(report);
  // Defaults are English words: the French section must say its own.
  if (parsed.success && fr !== undefined) frenchWordsLeftOut(record(published.fr), parsed.data.fr).map(place).forEach(report);
  if (aside) {
    const whole = siteSchema.safeParse(filled, { reportInput: true });
    const found = [
      ...(whole.success ? [] : whole.error.issues.flatMap((issue) => explainIssue(issue, filled))),
      ...ruleProblems(filled),
      ...(whole.success && fr !== undefined ? frenchWordsLeftOut(filled.fr, whole.data.fr) : []),
    ];
    found.filter((problem) => aside.inDraft(problem.path)).forEach(report);
  }

  const finish = (): Analysed => {
    const inDraft = (problem: FieldProblem) => aside?.inDraft(problem.path) === true;
    const notes = [
      ...(aside?.drafts ?? []).map(({ path, address }) => problemAtKey('page-is-draft', path, address ?? formatPath(path))),
      ...found.filter(inDraft),
    ].map(locate);
    const problems = found.filter((problem) => !inDraft(problem)).map(locate);
    if (problems.length > 0 || !parsed.success) return failure(problems, notes);
    const drafts = (aside?.drafts ?? []).map(({ path, address }) => address ?? formatPath(path));
    return { ok: true, site: parsed.data, notes: sortProblems(notes), drafts };
  };
  return { data: filled, report, finish };
}

const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** The value at `path` in the content, if there is one. */
function valueAt(data: unknown, path: readonly PathSegment[]): unknown {
  return path.reduce<unknown>((value, segment) => (value && typeof value === 'object' ? (value as Record<string | number, unknown>)[segment] : undefined), data);
}

/**
 * The same checks on content that is data already, with no text to place a problem in: for an
 * answer that is almost always "valid" and is wanted fast (the editor's preview, as someone types),
 * whose problems, when there are any, are then found again in the text. Its problems are at line 0.
 */
export function analyseSiteData(data: Record<string, unknown>, name: string): Analysis {
  const locate = ({ code, path, message }: FieldProblem): Problem => ({ code, file: name, line: 0, column: 0, path: formatPath(path), message });
  return analyseData(data, locate, (problems, notes) => ({ ok: false, problems, notes }));
}
