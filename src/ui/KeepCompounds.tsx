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

/**
 * Words joined by hyphens ("No-Cost", "mark-ups", "unified-communications"), with the punctuation
 * that closes them ("follow-up,", "rendez-vous\u00a0!") or opens them ("(on-premise"): an inline
 * block may be followed or preceded by a line break, which would leave the comma to start a line.
 */
const COMPOUND = /((?:[(«“‘[][\u00a0\u202f]?)?\p{L}+(?:-\p{L}+)+(?:[\u00a0\u202f]?[,.;:!?)\]»”’…])*)/u;

/** Text whose hyphenated compounds do not break across lines; everything else wraps as usual. */
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
