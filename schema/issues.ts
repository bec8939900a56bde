import type { z } from 'zod';
import { closest, describeExpected, describeValue, listOf } from './describe.ts';
import type { PathSegment } from './locate.ts';
import { allowedKeys } from './shape.ts';
import { siteSchema } from './site.ts';

export interface SchemaProblem {
  path: PathSegment[];
  message: string;
  atKey?: boolean;
}

const valueAt = (data: unknown, path: readonly PathSegment[]): unknown =>
  path.reduce<unknown>((value, segment) => (value as Record<PropertyKey, unknown> | undefined)?.[segment], data);

const plural = (count: number | bigint, word: string) => `${count} ${word}${count === 1 || count === 1n ? '' : 's'}`;

/** Turns one Zod issue into messages that say what is wrong, what was expected and what was found. */
export function explainIssue(issue: z.core.$ZodIssue, data: unknown): SchemaProblem[] {
  const path = issue.path.filter((segment): segment is PathSegment => typeof segment !== 'symbol');
  const found = valueAt(data, path);
  switch (issue.code) {
    case 'invalid_type': {
      const expected = describeExpected(issue.expected);
      if (found === undefined) {
        return [{ path, message: `the required field "${String(path.at(-1))}" is missing; expected ${expected}` }];
      }
      return [{ path, message: `expected ${expected}, found ${describeValue(found)}` }];
    }
    case 'unrecognized_keys': {
      const allowed = allowedKeys(siteSchema, data, path);
      return issue.keys.map((key) => {
        const suggestion = closest(key, allowed);
        const hint = suggestion ? `did you mean "${suggestion}"? ` : '';
        return { path: [...path, key], atKey: true, message: `unknown field "${key}"; ${hint}expected one of: ${allowed.join(', ')}` };
      });
    }
    case 'invalid_union': {
      if ((issue as { note?: string }).note === 'No matching discriminator') {
        const options = (issue as { options?: unknown[] }).options ?? [];
        const at = path.at(-1) === 'type' ? path : [...path, 'type'];
        const tag = valueAt(data, at);
        const what = tag === undefined ? 'the block has no "type"' : `unknown block type ${describeValue(tag).replace('the text ', '')}`;
        const suggestion = typeof tag === 'string' ? closest(tag, options.map(String)) : undefined;
        return [{ path: at, message: `${what}; ${suggestion ? `did you mean "${suggestion}"? ` : ''}expected one of: ${listOf(options)}` }];
      }
      return [{ path, message: `${issue.message}; found ${describeValue(found)}` }];
    }
    case 'invalid_value':
      return [{ path, message: `expected ${issue.values.length === 1 ? listOf(issue.values) : `one of ${listOf(issue.values)}`}; found ${describeValue(found)}` }];
    case 'too_small':
    case 'too_big': {
      const bound = issue.code === 'too_small' ? issue.minimum : issue.maximum;
      const word = issue.code === 'too_small' ? 'at least' : 'at most';
      if (issue.origin === 'array') {
        return [{ path, message: `expected ${word} ${plural(bound, 'item')}; found ${plural((found as unknown[]).length, 'item')}` }];
      }
      if (issue.origin === 'string' && !issue.message.startsWith('Too')) {
        return [{ path, message: `${issue.message}; found ${describeValue(found)}` }];
      }
      const unit = issue.origin === 'string' ? ` characters; found ${(found as string).length}` : `; found ${describeValue(found)}`;
      return [{ path, message: `expected ${word} ${bound}${unit}` }];
    }
    default:
      return [{ path, message: `${issue.message}; found ${describeValue(found)}` }];
  }
}
