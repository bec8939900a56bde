import { css } from '@emotion/react';
import { useSite } from '../site-context.tsx';

/*
 * Browsers may break a line right after a hyphen ("No-/Cost"). As an inline block, a compound moves to the
 * next line whole; only when it is wider than the whole line (very large text on a narrow screen) does it
 * break inside, as ordinary text would, instead of running out of its box.
 */
const whole = css`
  display: inline-block;
  max-width: 100%;
`;

/** Punctuation that opens a word, and that closes one, with the no-break space French puts inside « ». */
const OPENING = '(?:[(«“‘[][\\u00a0\\u202f]?)?';
const CLOSING = '(?:[\\u00a0\\u202f]?[,.;:!?)\\]»”’…])*';

/**
 * What is read as one word and so is kept on one line: words joined by hyphens ("No-Cost",
 * "mark-ups", "rendez-vous"), a phone number ("+1 (204) 555-0123") and an e-mail address, each
 * with the punctuation that opens or closes it ("follow-up,", "(on-premise)"): an inline block may
 * be followed or preceded by a line break, which would leave a comma to start a line.
 */
const WORDS = ['\\+?\\d[\\d\\u00a0\\u202f ().-]{6,}\\d', '[\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+', '\\p{L}+(?:-\\p{L}+)+'];
const COMPOUND = new RegExp(`(${OPENING}(?:${WORDS.join('|')})${CLOSING})`, 'u');

const escaped = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What may join a name to the word beside it: a hyphen or an apostrophe ("Office-ready", "Office’s", "d’Avaya"). */
const JOINED = "['’-]";
const LETTER = '[\\p{L}\\d]';

const patterns = new Map<string, RegExp>();

/**
 * The compounds above, and before them each of `names` (longest first, so "Avaya Cloud Office" wins
 * over "Avaya") as a word of its own, with whatever a hyphen or an apostrophe joins to it: the
 * name and "’s" after it, or "d’" before it, are one word, never split.
 */
function compoundsWith(names: readonly string[]): RegExp {
  if (names.length === 0) return COMPOUND;
  const key = names.join('\n');
  let pattern = patterns.get(key);
  if (!pattern) {
    const alternatives = [...names]
      .sort((a, b) => b.length - a.length)
      .map((name) => `(?<!${LETTER}${JOINED}?)(?:${LETTER}+${JOINED})*${escaped(name)}(?:${JOINED}${LETTER}+)*(?!${JOINED}?${LETTER})`);
    pattern = new RegExp(`(${OPENING}(?:${[...alternatives, ...WORDS].join('|')})${CLOSING})`, 'u');
    patterns.set(key, pattern);
  }
  return pattern;
}

/**
 * Text whose hyphenated compounds, phone numbers, e-mail addresses and `names` (the company's and
 * its products', in headings) do not break across lines; everything else wraps as usual.
 */
export function KeepCompounds({ text, names = [] }: { text: string; names?: readonly string[] }) {
  const parts = text.split(compoundsWith(names));
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} css={whole} data-compound="">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/** A heading's words: compounds kept whole (see KeepCompounds), and the company's name and its products' names too. */
export function HeadingText({ text }: { text: string }) {
  const { company } = useSite();
  return <KeepCompounds text={text} names={[company.name, ...(company.productNames ?? [])]} />;
}
