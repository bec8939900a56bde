import type { z } from 'zod';
import { closest, describeExpected, describeValue, listOf } from './describe.ts';
import type { FieldProblem, PathSegment } from './locate.ts';
import { allowedKeys } from './shape.ts';
import { siteSchema } from './site.ts';

const valueAt = (data: unknown, path: readonly PathSegment[]): unknown =>
  path.reduce<unknown>((value, segment) => (value as Record<PropertyKey, unknown> | undefined)?.[segment], data);

const plural = (count: number | bigint, word: string) => `${count} ${word}${count === 1 || count === 1n ? '' : 's'}`;

const quoteHint = (expected: string, found: unknown) =>
  expected === 'string' && (typeof found === 'number' || typeof found === 'boolean') ? `; put it in quotes ("${String(found)}") to keep it as text` : '';

function explainUnion(issue: z.core.$ZodIssueInvalidUnion, path: PathSegment[], data: unknown): FieldProblem[] {
  const found = valueAt(data, path);
  if ((issue as { note?: string }).note === 'No matching discriminator') {
    const options = ((issue as { options?: unknown[] }).options ?? []).map(String);
    const at = path.at(-1) === 'type' ? path : [...path, 'type'];
    const tag = valueAt(data, at);
    const what = tag === undefined ? 'the block has no "type"' : `unknown block type ${typeof tag === 'string' ? `"${tag}"` : String(tag)}`;
    const suggestion = typeof tag === 'string' ? closest(tag, options) : undefined;
    return [{ path: at, message: `${what}; ${suggestion ? `did you mean "${suggestion}"? ` : ''}expected one of: ${listOf(options)}` }];
  }
  // A branch whose problems are deeper than "wrong kind of value" is the one the editor meant.
  const branches = issue.errors.filter((branch) => branch.length > 0);
  const meant = branches.filter((branch) => !branch.every((inner) => inner.path.length === 0 && (inner.code === 'invalid_type' || inner.code === 'invalid_value')));
  if (meant.length === 1) {
    return meant[0]!.flatMap((inner) => explainIssue({ ...inner, path: [...path, ...inner.path] } as z.core.$ZodIssue, data));
  }
  const expected = branches.flatMap((branch) =>
    branch.flatMap((inner) => (inner.code === 'invalid_value' ? inner.values.map((value) => listOf([value])) : inner.code === 'invalid_type' ? [describeExpected(inner.expected)] : [])),
  );
  return [{ path, message: `expected one of ${[...new Set(expected)].join(', ')}; found ${describeValue(found)}` }];
}

/** Turns one Zod issue into messages that say what is wrong, what was expected and what was found. */
export function explainIssue(issue: z.core.$ZodIssue, data: unknown): FieldProblem[] {
  const path = issue.path.filter((segment): segment is PathSegment => typeof segment !== 'symbol');
  const found = valueAt(data, path);
  switch (issue.code) {
    case 'invalid_type': {
      const expected = describeExpected(issue.expected);
      if (found === undefined) {
        return [{ path, message: `the required field "${String(path.at(-1))}" is missing; expected ${expected}` }];
      }
      return [{ path, message: `expected ${expected}, found ${describeValue(found)}${quoteHint(issue.expected, found)}` }];
    }
    case 'unrecognized_keys': {
      const allowed = allowedKeys(siteSchema, data, path);
      return issue.keys.map((key) => {
        const suggestion = closest(key, allowed);
        const hint = suggestion ? `did you mean "${suggestion}"? ` : '';
        return { path: [...path, key], atKey: true, message: `unknown field "${key}"; ${hint}expected one of: ${allowed.join(', ')}` };
      });
    }
    case 'invalid_union':
      return explainUnion(issue, path, data);
    case 'invalid_value':
      return [{ path, message: `expected ${issue.values.length === 1 ? listOf(issue.values) : `one of ${listOf(issue.values)}`}; found ${describeValue(found)}` }];
    case 'too_small':
    case 'too_big': {
      const small = issue.code === 'too_small';
      const bound = small ? issue.minimum : issue.maximum;
      const word = issue.inclusive === false ? (small ? 'more than' : 'less than') : small ? 'at least' : 'at most';
      if (issue.origin === 'array') {
        return [{ path, message: `expected ${word} ${plural(bound, 'item')}; found ${plural((found as unknown[]).length, 'item')}` }];
      }
      if (issue.origin === 'string') {
        const length = (found as string).length === 0 ? 'empty text' : plural((found as string).length, 'character');
        const custom = !issue.message.startsWith('Too');
        return [{ path, message: custom ? `${issue.message}; found ${length}` : `expected ${word} ${plural(bound, 'character')}; found ${length}` }];
      }
      return [{ path, message: `expected ${word} ${bound}; found ${describeValue(found)}` }];
    }
    default:
      return [{ path, message: `${issue.message}; found ${describeValue(found)}` }];
  }
}
