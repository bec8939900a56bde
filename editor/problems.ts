import type { Validation } from '../pipeline/validate.ts';
import { formatProblem, type Problem } from '../schema/problems.ts';

/** The problems of a validation as the editor's page shows them, each with its line as the build prints it. */
export function problemsOf(result: Validation): (Problem & { text: string })[] {
  return result.ok ? [] : result.problems.map((problem) => ({ ...problem, text: formatProblem(problem) }));
}
