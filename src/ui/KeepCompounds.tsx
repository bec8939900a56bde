import { css } from '@emotion/react';
import { useSiteIfAny } from '../site-context.tsx';
import type { SiteData } from '../view-model.ts';
import { numbersWithWords } from '../../core/typography.ts';
import { keptPart } from './kept-names.ts';

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

/** The names text keeps whole: the company's, its director's, its products' and the others site.yaml lists. */
function keptNames(company: SiteData['company']): string[] {
  return [company.name, company.director, ...(company.productNames ?? []), ...(company.otherNames ?? [])];
}

/** A last word of at most this many characters is short enough to look left behind alone on a line. */
const SHORT_WORD = 12;
/** At most this many characters in the two words kept together: they fit the narrowest phone's line. */
const LAST_WORDS_LENGTH = 20;

/**
 * Prose whose last two words stay on one line, when the last is short and the two fit any line: a
 * paragraph never ends on one short word alone on its last line ("…hosting for everything /
 * else."), and no other line changes, as they would with pretty wrapping (see GlobalStyles).
 * `parts` are the text split around its kept compounds (at odd indexes). Two plain words are
 * joined by a no-break space. A last word that follows a compound joins the compound's inline
 * block instead: a line may break before a no-break space that follows an inline block, and the
 * space would then start the next line (" teamwork.").
 */
function lastWordsTogether(parts: string[]): void {
  const at = parts.length - 1;
  const tail = parts[at]!;
  const end = tail.trimEnd();
  const cut = end.lastIndexOf(' ');
  const last = end.slice(cut + 1);
  // a long last word holds its line
  if (cut < 0 || last.length > SHORT_WORD) return;
  if (cut === 0) {
    if (at > 0 && parts[at - 1]!.length + 1 + last.length <= LAST_WORDS_LENGTH) {
      parts[at - 1] = `${parts[at - 1]}\u00a0${last}`;
      parts[at] = tail.slice(end.length);
    }
    return;
  }
  const before = end.lastIndexOf(' ', cut - 1);
  // a text of two words is a label, a line of its own
  if (before < 0 || end.length - before - 1 > LAST_WORDS_LENGTH) return;
  parts[at] = `${tail.slice(0, cut)}\u00a0${tail.slice(cut + 1)}`;
}

interface KeepCompoundsProps {
  text: string;
  /** In place of keptNames. */
  names?: readonly string[];
  /**
   * A paragraph, a list item or a quote, rather than a heading or a label: its last two words stay
   * together (see lastWordsTogether). Headings are balanced, and a label is a line of its own.
   */
  prose?: boolean;
}

/**
 * Text whose hyphenated compounds, phone numbers, e-mail addresses and names (see keptNames, and
 * keptPart for long names in running text) do not break across lines, nor a number and the word
 * after it (numbersWithWords, which the French pages get at build time already); everything else
 * wraps as usual, but for the last two words of prose.
 */
export function KeepCompounds({ text, names, prose = false }: KeepCompoundsProps) {
  const site = useSiteIfAny();
  const kept = (names ?? (site ? keptNames(site.company) : [])).map((name) => keptPart(name, text));
  const parts = numbersWithWords(text).split(compoundsWith(kept));
  if (prose) lastWordsTogether(parts);
  if (parts.length === 1) return parts[0];
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

/**
 * A link's label split before its last word, which the arrow after it goes with: the last name of
 * keptNames when the label ends with one ("Découvrir | Avaya Cloud Office"), else its last word.
 */
export function useLabelEnd(label: string): [start: string, end: string] {
  const site = useSiteIfAny();
  const name = (site ? keptNames(site.company) : []).filter((kept) => label.endsWith(kept) && (label.length === kept.length || /\s/.test(label[label.length - kept.length - 1]!))).sort((a, b) => b.length - a.length)[0];
  const cut = name !== undefined ? label.length - name.length : label.lastIndexOf(' ') + 1;
  return [label.slice(0, cut), label.slice(cut)];
}
