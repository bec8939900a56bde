/*
 * How French and English text is set, applied to what the pages say as the build prepares them,
 * so editors can type plain spaces and straight apostrophes and visitors never see a straight
 * apostrophe, nor a colon or a closing guillemet alone at the start of a line.
 */

/** Fields that name things rather than say them: their values are neither words of a page nor typeset. */
export const NAMING_FIELDS: ReadonlySet<string> = new Set(['type', 'id', 'path', 'counterpart', 'href', 'src', 'icon', 'tone', 'network', 'email', 'phone', 'url']);

const NO_BREAK_SPACE = '\u00a0';
const NARROW_NO_BREAK_SPACE = '\u202f';

/**
 * One French text as French sets it (Canadian usage): a no-break space before a colon and inside
 * guillemets (no space before ; ? ! is added), the typographic apostrophe, a number kept with the
 * word after it ("30 ans") and a narrow no-break space between groups of thousands ("1 000"). The
 * groups of a phone number ("+1 204 555-0123") keep a full no-break space: the site's face has no
 * narrow one, and the one a fallback draws is so narrow that the digits read as one number.
 */
export function frenchText(text: string): string {
  return text
    .replace(/'/g, '’')
    .replace(/[ \t]+:/g, `${NO_BREAK_SPACE}:`)
    .replace(/«[ \t]*/g, `«${NO_BREAK_SPACE}`)
    .replace(/[ \t]*»/g, `${NO_BREAK_SPACE}»`)
    .replace(/\+\d[\d \t().-]{6,}\d/g, (phone) => phone.replace(/[ \t]/g, NO_BREAK_SPACE))
    .replace(/(\d)[ \t](?=\d{3}\b)/g, `$1${NARROW_NO_BREAK_SPACE}`)
    .replace(NUMBER_BEFORE_WORD, `$1${NO_BREAK_SPACE}`);
}

/** A number and the space after it, before a word; not after a phone number, whose digits end a hyphenated group: it is kept whole on its own. */
const NUMBER_BEFORE_WORD = /(?<!-\d*)(\d)[ \t](?=\p{L})/gu;

/** A number kept with the word after it ("5 p.m.", "30 ans"), in any language; French text gets it with the rest of frenchText. */
export function numbersWithWords(text: string): string {
  return text.replace(NUMBER_BEFORE_WORD, `$1${NO_BREAK_SPACE}`);
}

/**
 * One English text with the typographic apostrophe for the straight one an editor types: inside a
 * word ("vendor’s", "don’t") and after the s of a plural possessive ("clients’ calls"), where it is
 * also the closing single quote.
 */
export function englishText(text: string): string {
  return text.replace(/(?<=\p{L})'(?=\p{L})|(?<=s)'(?=[\s.,;:!?)]|$)/gu, '’');
}

/** Every text in `value` set by `setText`, leaving the fields that name things as they are. */
function typeset<Value>(value: Value, setText: (text: string) => string): Value {
  if (typeof value === 'string') return setText(value) as Value;
  if (Array.isArray(value)) return value.map((item: unknown) => typeset(item, setText)) as Value;
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, NAMING_FIELDS.has(key) ? item : typeset(item, setText)])) as Value;
}

/** Every text in a French value set as French sets it, leaving the fields that name things as they are. */
export function frenchTypography<Value>(value: Value): Value {
  return typeset(value, frenchText);
}

/** Every text in an English value with typographic apostrophes (englishText), leaving the fields that name things as they are. */
export function englishTypography<Value>(value: Value): Value {
  return typeset(value, englishText);
}
