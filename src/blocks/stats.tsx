import { css } from '@emotion/react';
import { useId, useRef } from 'react';
import { LANGUAGES } from '../../core/languages.ts';
import type { BlockOf } from '../../schema/site.ts';
import { useArrival } from '../motion/use-arrival.ts';
import { useSite } from '../site-context.tsx';
import { theme } from '../theme/theme.ts';
import { gridList, stack } from '../ui/list.ts';
import { Section } from '../ui/Section.tsx';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import { KeepCompounds } from '../ui/KeepCompounds.tsx';
import { StatNumber } from './stats/StatNumber.tsx';

const grid = css`
  ${gridList(8)};
  text-align: center;
  ${theme.mq.md} {
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
    gap: ${theme.space(6)};
  }
`;

const stat = css`
  ${stack(2)};
  align-content: start;
  ${theme.mq.md} {
    padding-inline: ${theme.space(4)};
    & + & {
      border-left: ${theme.size.hairline} solid ${theme.color.footerRule};
    }
  }
`;

const number = css`
  color: ${theme.color.highlight};
  font-size: ${theme.fontSize.stat};
  font-weight: ${theme.fontWeight.bold};
  font-variant-numeric: tabular-nums;
  line-height: ${theme.lineHeight.tight};
`;

/* Words before a number ("Plus de") stand small above it, so that the number keeps its line at every width. */
const lead = css`
  display: block;
  margin-bottom: ${theme.space(1)};
  font-size: ${theme.fontSize.sm};
  letter-spacing: ${theme.letterSpacing.eyebrow};
  line-height: ${theme.lineHeight.snug};
  text-transform: uppercase;
`;

/** A prefix with a letter in it is words said before the number; any other (a sign, "$") is part of it. */
const wordsIn = (prefix: string) => (/\p{L}/u.test(prefix) ? prefix.trim() : undefined);

/* Centred under its number, a label of two lines reads best as two even ones. */
const label = css`
  color: ${theme.color.onInkMuted};
  text-wrap: balance;
`;

/** Marketing facts as numbers that count up from 0 when they scroll into view. */
export function Stats({ heading, duration, separator, decimal, items }: BlockOf<'stats'>) {
  const headingId = useId();
  const { typography } = LANGUAGES[useSite().language?.code ?? 'en'];
  const listRef = useRef<HTMLUListElement>(null);
  const arrival = useArrival(listRef);
  return (
    <Section labelledBy={heading ? headingId : undefined} band="ink">
      {heading && <SectionHeading id={headingId} heading={heading} centred />}
      <ul ref={listRef} css={grid} role="list">
        {items.map(({ value, decimals, prefix, suffix, label: text }) => {
          const words = wordsIn(prefix);
          return (
            <li key={text} css={stat}>
              <p css={number}>
                {words && <span css={lead} data-stat-lead="">{words} </span>}
                <StatNumber value={value} duration={duration} arrival={arrival} format={{ decimals, separator: separator ?? typography.thousands, decimal: decimal ?? typography.decimal, prefix: words ? '' : prefix, suffix: suffix.startsWith('%') ? typography.beforePercent + suffix : suffix }} />
              </p>
              <p css={label}>
                <KeepCompounds text={text} prose />
              </p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
