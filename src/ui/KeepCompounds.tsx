import { css } from '@emotion/react';

const whole = css`
  white-space: nowrap;
`;

/** Words joined by hyphens ("No-Cost", "mark-ups"): browsers may break a line after the hyphen. */
const COMPOUND = /(\p{L}+(?:-\p{L}+)+)/u;

/** Text whose hyphenated compounds never break across lines ("No-/Cost"); everything else wraps as usual. */
export function KeepCompounds({ text }: { text: string }) {
  const parts = text.split(COMPOUND);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} css={whole}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
