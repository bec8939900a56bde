/*
 * How French text is set, applied to what the French pages say as the build prepares them, so
 * editors can type plain spaces and straight apostrophes and visitors never see a colon or a
 * closing guillemet alone at the start of a line.
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

/** Every text in a French value set as French sets it, leaving the fields that name things as they are. */
export function frenchTypography<Value>(value: Value): Value {
  if (typeof value === 'string') return frenchText(value) as Value;
  if (Array.isArray(value)) return value.map(frenchTypography) as Value;
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, NAMING_FIELDS.has(key) ? item : frenchTypography(item)])) as Value;
}
