/** One problem in the content file, located at the YAML node it is about. */
export interface Problem {
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
