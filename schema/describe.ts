/** Plain-words descriptions of values and expectations, for messages editors read. */

export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'an empty value';
  if (typeof value === 'string') {
    const shown = value.length > 48 ? `${value.slice(0, 45)}...` : value;
    return `the text "${shown.replace(/\n/g, ' ')}"`;
  }
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return `${value}`;
  if (Array.isArray(value)) return `a list of ${value.length} item${value.length === 1 ? '' : 's'}`;
  if (typeof value === 'object') {
    const keys = Object.keys(value);
    return keys.length ? `a map with ${keys.slice(0, 4).join(', ')}${keys.length > 4 ? ', ...' : ''}` : 'an empty map';
  }
  return typeof value;
}

const EXPECTED_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'a map of fields',
  array: 'a list',
};

export function describeExpected(expected: string): string {
  return EXPECTED_NAMES[expected] ?? expected;
}

export function listOf(values: readonly unknown[]): string {
  return values.map((value) => (typeof value === 'string' ? `"${value}"` : String(value))).join(', ');
}

/** Edits (insert, delete, substitute, swap two neighbours) that turn one word into the other. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** The closest candidate when it is close enough to be a likely typo. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  const allowance = Math.min(Math.max(2, Math.floor(word.length / 3)), word.length - 1);
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (!best || distance < best.distance) best = { candidate, distance };
  }
  return best && best.distance <= allowance ? best.candidate : undefined;
}
