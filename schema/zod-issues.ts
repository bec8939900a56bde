import type { z } from 'zod';
import { closest, describeExpected, describeValue, listOf } from './describe.ts';
import type { FieldProblem, PathSegment } from './locate.ts';
import { codeOfSchemaMessage, problemAt, problemAtKey, say } from './problems.ts';
import { allowedKeys } from './shape.ts';
import { siteSchema } from './site.ts';

/**
 * A rule the schema states in its own words (a pattern, a format, a custom length): filed under the
 * code the schema declared it with, else under `kind`, whose message adds what was found.
 */
function declared(issue: z.core.$ZodIssue, path: PathSegment[], kind: 'wrong-format' | 'not-valid' | 'text-too-long', found: string): FieldProblem {
  return { code: codeOfSchemaMessage(issue.message, kind), path, message: say(kind, issue.message, found) };
}

const valueAt = (data: unknown, path: readonly PathSegment[]): unknown =>
  path.reduce<unknown>((value, segment) => (value as Record<PropertyKey, unknown> | undefined)?.[segment], data);

const plural = (count: number | bigint, word: string) => `${count} ${word}${count === 1 || count === 1n ? '' : 's'}`;

/** A number or true/false where text belongs is kept as text by quotes around it. */
const quotable = (expected: string, found: unknown) => (expected === 'string' && (typeof found === 'number' || typeof found === 'boolean') ? String(found) : undefined);

function explainUnion(issue: z.core.$ZodIssueInvalidUnion, path: PathSegment[], data: unknown): FieldProblem[] {
  const found = valueAt(data, path);
  if ((issue as { note?: string }).note === 'No matching discriminator') {
    const options = ((issue as { options?: unknown[] }).options ?? []).map(String);
    const at = path.at(-1) === 'type' ? path : [...path, 'type'];
    const tag = valueAt(data, at);
    const what = tag === undefined ? 'the block has no "type"' : `unknown block type ${typeof tag === 'string' ? `"${tag}"` : String(tag)}`;
    const suggestion = typeof tag === 'string' ? closest(tag, options) : undefined;
    return [problemAt('unknown-block-type', at, what, suggestion, listOf(options))];
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
  return [problemAt('no-matching-form', path, [...new Set(expected)].join(', '), describeValue(found))];
}

/** Turns one Zod issue into messages that say what is wrong, what was expected and what was found. */
export function explainIssue(issue: z.core.$ZodIssue, data: unknown): FieldProblem[] {
  const path = issue.path.filter((segment): segment is PathSegment => typeof segment !== 'symbol');
  const found = valueAt(data, path);
  switch (issue.code) {
    case 'invalid_type': {
      const expected = describeExpected(issue.expected);
      if (found === undefined) {
        return [problemAt('missing-field', path, String(path.at(-1)), expected)];
      }
      return [problemAt('wrong-type', path, expected, describeValue(found), quotable(issue.expected, found))];
    }
    case 'unrecognized_keys': {
      const allowed = allowedKeys(siteSchema, data, path);
      return issue.keys.map((key) => {
        return problemAtKey('unknown-field', [...path, key], key, closest(key, allowed), allowed);
      });
    }
    case 'invalid_union':
      return explainUnion(issue, path, data);
    case 'invalid_value':
      return [problemAt('value-not-allowed', path, issue.values.length === 1 ? listOf(issue.values) : `one of ${listOf(issue.values)}`, describeValue(found))];
    case 'too_small':
    case 'too_big': {
      const small = issue.code === 'too_small';
      const code = small ? 'too-few' : 'too-many';
      const bound = small ? issue.minimum : issue.maximum;
      const word = issue.inclusive === false ? (small ? 'more than' : 'less than') : small ? 'at least' : 'at most';
      if (issue.origin === 'array') {
        return [problemAt(code, path, `${word} ${plural(bound, 'item')}`, plural((found as unknown[]).length, 'item'))];
      }
      if (issue.origin === 'string') {
        const length = (found as string).length === 0 ? 'empty text' : plural((found as string).length, 'character');
        const custom = !issue.message.startsWith('Too');
        if (custom) return [declared(issue, path, small ? 'not-valid' : 'text-too-long', length)];
        return [problemAt(code, path, `${word} ${plural(bound, 'character')}`, length)];
      }
      return [problemAt(code, path, `${word} ${bound}`, describeValue(found))];
    }
    default:
      return [declared(issue, path, issue.code === 'invalid_format' ? 'wrong-format' : 'not-valid', describeValue(found))];
  }
}
