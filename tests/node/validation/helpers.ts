import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { fileURLToPath } from 'node:url';
import { BLOCK_TYPES } from '../../../schema/blocks/index.ts';
import { listOf } from '../../../schema/describe.ts';
import { JSON_SCHEMA_FILE } from '../../../pipeline/json-schema.ts';
import { validateSite, type Validation } from '../../../pipeline/validate.ts';
import { runValidate as validateCommand } from '../../../pipeline/validate-command.ts';
import { formatProblem } from '../../../schema/problems.ts';

/** Paths of the validation fixtures. */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const FIXTURES = fileURLToPath(new URL('../../fixtures/validation/', import.meta.url));
export const BASE_FILE = `${FIXTURES}base.yaml`;
export const PUBLIC_DIR = `${FIXTURES}public`;

/** The valid site every bad-input test starts from. */
export const BASE = readFileSync(BASE_FILE, 'utf8');

/** The number of the last line of base.yaml; a line appended with `append` becomes BASE_LAST_LINE + 1. */
export const BASE_LAST_LINE = BASE.trimEnd().split('\n').length;

/**
 * One textual edit of base.yaml: line `line` (1-based, numbered as in the unedited file) must read
 * exactly `was`, and becomes `now`. `now` may hold several lines ("\n"), which shifts the lines
 * after it; null deletes the line. Checking `was` keeps a test from silently editing the wrong
 * line when base.yaml changes.
 */
export interface LineEdit {
  line: number;
  was: string;
  now: string | null;
}

export const replace = (line: number, was: string, now: string | null): LineEdit => ({ line, was, now });

/** Adds lines after the last line of base.yaml, so no line number of the base moves. */
export const append = (...lines: string[]): LineEdit => ({ line: BASE_LAST_LINE + 1, was: '', now: lines.join('\n') });

export function editBase(...edits: LineEdit[]): string {
  const lines = BASE.split('\n');
  const ordered = [...edits].sort((a, b) => b.line - a.line);
  for (const [index, edit] of ordered.entries()) {
    if (ordered[index + 1]?.line === edit.line) throw new Error(`two edits of line ${edit.line}`);
    const current = lines[edit.line - 1];
    if (current !== edit.was) {
      throw new Error(`base.yaml line ${edit.line} reads ${JSON.stringify(current)}, the test expects ${JSON.stringify(edit.was)}`);
    }
    if (edit.now === null) lines.splice(edit.line - 1, 1);
    else if (edit.line === BASE_LAST_LINE + 1) lines.splice(edit.line - 1, 0, ...edit.now.split('\n'));
    else lines.splice(edit.line - 1, 1, ...edit.now.split('\n'));
  }
  return lines.join('\n');
}

export function check(source: string): Promise<Validation> {
  return validateSite({ file: 'site.yaml', text: source }, { publicDir: PUBLIC_DIR });
}

/** The formatted problems of a source, `site.yaml:LINE:COLUMN path: message`, or [] when it is valid. */
export async function problemsIn(source: string): Promise<string[]> {
  const result = await check(source);
  return result.ok ? [] : result.problems.map(formatProblem);
}

/** The formatted problems of base.yaml after the edits. */
export function problemsAfter(...edits: LineEdit[]): Promise<string[]> {
  return problemsIn(editBase(...edits));
}

/** The list of block types as the unknown-type message spells it, from the block registry. */
export const BLOCK_TYPE_LIST = listOf(BLOCK_TYPES);

/** The list of placeholders the base site allows, as the unknown-placeholder message spells it. */
export const TOKEN_LIST =
  '{company.name}, {company.legalName}, {company.phone}, {company.email}, {company.director}, {company.founded}, {company.yearsExperience}, {company.foundedYear}, {company.city}, {company.province}';

export const LINK_RULE =
  'link target is not allowed; expected an internal path such as "/contact", an https:// address, mailto: or tel:';

/** The JSON Schema editors use, compiled as their YAML language server reads it. */
function compileJsonSchema(text: string) {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    // Ajv knows no formats by itself; plain shape checks stand in for "email" and "date"
    formats: { email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, date: /^\d{4}-\d{2}-\d{2}$/ },
  });
  return ajv.compile(JSON.parse(text) as object);
}

let committedSchema: ReturnType<typeof compileJsonSchema> | undefined;

/**
 * The committed schema/site.schema.json, compiled once for the files of a process (compiling takes
 * seconds); each call of the validator sets its own `errors`.
 */
export function committedJsonSchema() {
  committedSchema ??= compileJsonSchema(readFileSync(`${ROOT}${JSON_SCHEMA_FILE}`, 'utf8'));
  return committedSchema;
}

/** The problems of base.yaml after the edits as `code line:column path`: what a test of a rule asserts, whatever the wording. */
export async function codesAfter(...edits: LineEdit[]): Promise<string[]> {
  const result = await check(editBase(...edits));
  return result.ok ? [] : result.problems.map(({ code, line, column, path }) => `${code} ${line}:${column} ${path}`);
}

/**
 * `npm run validate` with the given arguments, run in the folder `cwd`: its exit status and what it
 * printed. The command's own code, called in this process; tests/node/validation/cli.test.ts also
 * starts it as a process.
 */
export async function runValidateIn(cwd: string, ...args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  let [stdout, stderr] = ['', ''];
  const status = await validateCommand(args, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    cwd,
  });
  return { status, stdout, stderr };
}

/** `npm run validate` as CI runs it, from the fixtures' folder (whose public/images holds the image base.yaml names). */
export const runValidate = (...args: string[]) => runValidateIn(FIXTURES, ...args);
