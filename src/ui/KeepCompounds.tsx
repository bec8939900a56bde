import { css } from '@emotion/react';

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

/** Text whose hyphenated compounds, phone numbers and e-mail addresses do not break across lines; everything else wraps as usual. */
export function KeepCompounds({ text }: { text: string }) {
  const parts = text.split(COMPOUND);
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
