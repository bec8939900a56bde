import type { FieldProblem, PathSegment } from './locate.ts';
import { telHref } from '../core/phone.ts';
import { problemAt } from './problems.ts';

/*
 * Text in site.yaml may say {company.name}, {company.founded} and the like, so each fact is written
 * once; core/facts.ts gives the values. Here: filling them in, and what is wrong with a token.
 */

const TOKEN = /\{([a-zA-Z]+\.[a-zA-Z]+)\}/g;

/**
 * A brace that is not part of a placeholder written exactly: `{ company.name }`, `{{company.name}}`
 * and an unclosed `{company.name` would otherwise reach the page as they are. Returns the text
 * around the first one.
 */
function strayBrace(value: string): string | undefined {
  const blanked = value.replace(/(?<!\{)\{[a-zA-Z]+\.[a-zA-Z]+\}(?!\})/g, (token) => ' '.repeat(token.length));
  const at = blanked.search(/[{}]/);
  if (at < 0) return undefined;
  // As it was written: from an opening brace to its closing ones, or the word a closing brace ends.
  if (blanked[at] === '{') return /\{+\s*[\w.]*\s*\}*/y.exec(value.slice(at))![0].trim();
  return /[\w.]*\s*\}+$/.exec(value.slice(0, at + 1))![0] + /^\}*/.exec(value.slice(at + 1))![0];
}

/**
 * Replaces tokens in every string of a value; reports each unknown token. A tel: link is filled
 * with the number as it is dialled, whatever the language writes between its digits
 * ("tel:{company.phone}" is "tel:+12045550123" in French as in English).
 */
export function fillTokens<T>(value: T, values: Record<string, string>, problems: FieldProblem[], path: PathSegment[] = []): T {
  if (typeof value === 'string') {
    const stray = strayBrace(value);
    if (stray !== undefined) problems.push(problemAt('placeholder-malformed', path, stray));
    const filled = value.replace(TOKEN, (whole, name: string) => {
      if (name in values) return values[name]!;
      problems.push(problemAt('unknown-placeholder', path, whole, Object.keys(values)));
      return whole;
    });
    return (filled !== value && filled.startsWith('tel:') ? telHref(filled.slice('tel:'.length)) : filled) as T;
  }
  if (Array.isArray(value)) return value.map((item, index) => fillTokens(item, values, problems, [...path, index])) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillTokens(item, values, problems, [...path, key])]),
    ) as T;
  }
  return value;
}
