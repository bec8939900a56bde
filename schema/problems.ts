import { CATALOGUE, type MessageArgs, type ProblemCode } from './catalogue.ts';
import type { FieldProblem, PathSegment } from './locate.ts';

export type { ProblemCode } from './catalogue.ts';

/** One problem in the content file, located at the YAML node it is about. */
export interface Problem {
  code: ProblemCode;
  file: string;
  line: number;
  column: number;
  path: string;
  message: string;
}

/** `site.yaml:LINE:COLUMN path: message`, as the command line, the build and the dev server print it. */
export function formatProblem(problem: Problem): string {
  return `${problem.file}:${problem.line}:${problem.column} ${problem.path}: ${problem.message}`;
}

/** The message of a problem of the catalogue. */
export function say<C extends ProblemCode>(code: C, ...args: MessageArgs<C>): string {
  return (CATALOGUE[code].message as (...values: MessageArgs<C>) => string)(...args);
}

/** A problem of the catalogue at a field of the content. */
export function problemAt<C extends ProblemCode>(code: C, path: PathSegment[], ...args: MessageArgs<C>): FieldProblem {
  return { code, path, message: say(code, ...args) };
}

/** As {@link problemAt}, pointing at the field's key rather than its value. */
export function problemAtKey<C extends ProblemCode>(code: C, path: PathSegment[], ...args: MessageArgs<C>): FieldProblem {
  return { ...problemAt(code, path, ...args), atKey: true };
}

/*
 * Messages the schema itself declares (`.regex(…, { error })`): each is written through
 * `schemaMessage`, which remembers its code, so that the problem Zod reports with that text is
 * filed under it.
 */
const declared = new Map<string, ProblemCode>();

export function schemaMessage<C extends ProblemCode>(code: C, ...args: MessageArgs<C>): string {
  const message = say(code, ...args);
  declared.set(message, code);
  return message;
}

/** The code of a message the schema declared; `fallback` for a message written without the catalogue. */
export function codeOfSchemaMessage(message: string, fallback: ProblemCode): ProblemCode {
  return declared.get(message) ?? fallback;
}
