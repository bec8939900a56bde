import type { FieldProblem, PathSegment } from './locate.ts';
import { problemAt, problemAtKey } from './problems.ts';

/*
 * Characters that a visitor cannot see but that change what they read: bidirectional controls
 * ("Prairie langiS" from "Prairie Signal"), zero-width characters and control characters. No text,
 * name, address or key in site.yaml may hold one. Tabs and line breaks are ordinary white space.
 */
const NAMED: Record<number, [name: string, effect: string]> = {
  0x061c: ['ARABIC LETTER MARK', 'changes the direction of the text around it'],
  0x180e: ['MONGOLIAN VOWEL SEPARATOR', 'is invisible'],
  0x200b: ['ZERO WIDTH SPACE', 'is invisible'],
  0x200c: ['ZERO WIDTH NON-JOINER', 'is invisible'],
  0x200d: ['ZERO WIDTH JOINER', 'is invisible'],
  0x200e: ['LEFT-TO-RIGHT MARK', 'changes the direction of the text around it'],
  0x200f: ['RIGHT-TO-LEFT MARK', 'changes the direction of the text around it'],
  0x202a: ['LEFT-TO-RIGHT EMBEDDING', 'changes the direction of the text after it'],
  0x202b: ['RIGHT-TO-LEFT EMBEDDING', 'changes the direction of the text after it'],
  0x202c: ['POP DIRECTIONAL FORMATTING', 'changes the direction of the text after it'],
  0x202d: ['LEFT-TO-RIGHT OVERRIDE', 'reverses the direction of the text after it'],
  0x202e: ['RIGHT-TO-LEFT OVERRIDE', 'reverses the direction of the text after it'],
  0x2060: ['WORD JOINER', 'is invisible'],
  0x2061: ['FUNCTION APPLICATION', 'is invisible'],
  0x2062: ['INVISIBLE TIMES', 'is invisible'],
  0x2063: ['INVISIBLE SEPARATOR', 'is invisible'],
  0x2064: ['INVISIBLE PLUS', 'is invisible'],
  0x2066: ['LEFT-TO-RIGHT ISOLATE', 'changes the direction of the text after it'],
  0x2067: ['RIGHT-TO-LEFT ISOLATE', 'changes the direction of the text after it'],
  0x2068: ['FIRST STRONG ISOLATE', 'changes the direction of the text after it'],
  0x2069: ['POP DIRECTIONAL ISOLATE', 'changes the direction of the text after it'],
  0xfeff: ['ZERO WIDTH NO-BREAK SPACE', 'is invisible'],
  0xfff9: ['INTERLINEAR ANNOTATION ANCHOR', 'is invisible'],
  0xfffa: ['INTERLINEAR ANNOTATION SEPARATOR', 'is invisible'],
  0xfffb: ['INTERLINEAR ANNOTATION TERMINATOR', 'is invisible'],
};

/** The same characters as the inside of a regular-expression class, for the JSON Schema that editors use. */
export const HIDDEN_CHARACTERS = `\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F${Object.keys(NAMED)
  .map((code) => `\\u${Number(code).toString(16).toUpperCase().padStart(4, '0')}`)
  .join('')}`;

const isControl = (code: number) => (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code <= 0x9f);

const codePoint = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** Why a text may not be used as it is: the first hidden character in it, in words; undefined when there is none. */
function hiddenCharacter(text: string): string | undefined {
  for (const [index, character] of [...text].entries()) {
    const code = character.codePointAt(0)!;
    const named = NAMED[code];
    if (!named && !isControl(code)) continue;
    const [name, effect] = named ?? ['a control character', 'is invisible'];
    return `character ${index + 1} is ${codePoint(code)} ${name}, which ${effect}; remove it (retype the text if you cannot see where it is)`;
  }
  return undefined;
}

/** Every key and text in the document that holds a hidden character. */
export function hiddenCharacterProblems(value: unknown, path: PathSegment[] = []): FieldProblem[] {
  if (typeof value === 'string') {
    const found = hiddenCharacter(value);
    return found ? [problemAt('hidden-character', path, 'text', found)] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => hiddenCharacterProblems(item, [...path, index]));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const found = hiddenCharacter(key);
    return [
      ...(found ? [problemAtKey('hidden-character', [...path, key], 'key', found)] : []),
      ...hiddenCharacterProblems(item, [...path, key]),
    ];
  });
}
