import { css } from '@emotion/react';
import type { BlockOf } from '../../../schema/site.ts';
import { Icon } from '../../icons/Icon.tsx';
import { theme } from '../../theme/theme.ts';
import { gridList } from '../../ui/list.ts';

type CycleContent = NonNullable<BlockOf<'cards'>['items'][number]['cycle']>;

/*
 * One under another on a narrow card, the way back drawn beside them as a rail on the left; in a
 * row when the card has the width for them, the rail under them. A pill of one line has a fixed
 * height, in rem so that it follows the visitor's text size: the rail's ends are measured from it.
 */
const PILL = 2; // rem
const RAIL = 1.25; // rem: how far the rail reaches out beside the stages
const INSET = PILL * 0.75; // rem: half the narrowest pill, so that in a row the rail's ends stand under the first and the last

/* The room the row needs is the card's, not the window's. */
const frame = css`
  container-type: inline-size;
  margin-top: ${theme.space(2)};
`;

const cycle = css`
  position: relative;
  isolation: isolate;
  display: grid;
  gap: ${theme.space(2)};
  max-width: ${theme.size.cycleColumn};
  padding-left: ${RAIL + 0.5}rem;
`;

/* One under another, each stage across the card: a column of steps, not a list of tags. */
const stages = css`
  ${gridList(2)};
  li {
    display: grid;
    gap: ${theme.space(2)};
  }
`;

const pill = css`
  display: inline-block;
  min-width: ${INSET * 2}rem;
  padding: 0.375rem ${theme.space(3.5)};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.accentSoft};
  color: ${theme.color.accentStrong};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.semibold};
  line-height: 1.25rem;
`;

/* Between two stages: an arrow down under the first, or to its right in a row. */
const next = css`
  display: inline-flex;
  justify-self: start;
  margin-left: ${theme.space(3.5)};
  color: ${theme.color.accent};
  transform: rotate(90deg);
`;

/* The way back: at the foot of the rail, where it leaves from, a stage of its own drawn in a dashed outline. */
const again = css`
  display: flex;
  align-items: center;
  padding: calc(0.375rem - ${theme.size.ring}) calc(${theme.space(3.5)} - ${theme.size.ring});
  border: ${theme.size.ring} dashed ${theme.color.accent};
  border-radius: ${theme.radius.pill};
  color: ${theme.color.accentStrong};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.semibold};
  line-height: 1.25rem;
`;

/* The rail on the left, from the way back up to the first stage's middle, its arrow pointing into it. */
const rail = css`
  position: absolute;
  z-index: -1;
  top: ${PILL / 2}rem;
  bottom: ${PILL / 2}rem;
  left: 0;
  width: ${RAIL}rem;
  border: ${theme.size.ring} solid ${theme.color.accent};
  border-right: 0;
  border-radius: ${theme.radius.sm} 0 0 ${theme.radius.sm};
  &::after {
    content: '';
    position: absolute;
    top: -6px;
    right: -2px;
    border-block: 5px solid transparent;
    border-left: 7px solid ${theme.color.accent};
  }
`;

/*
 * In a row, once the card is wide enough for its stages: the rail runs down from the last stage
 * and back along the foot to the first, its arrow under it pointing up, and the way back's words
 * stand inside it, without their outline.
 */
const inRow = (from: string) => css`
  @container (min-width: ${from}) {
    & > div {
      display: inline-grid;
      max-width: none;
      padding-left: 0;
    }
    ol,
    ol > li {
      display: flex;
      align-items: center;
      gap: ${theme.space(2)};
    }
    [data-part='pill'] {
      text-align: center;
      white-space: nowrap;
    }
    [data-part='next'] {
      margin-left: 0;
      transform: none;
    }
    /* As wide as the stages above, however long its words: the rail's ends stay under them. */
    [data-part='again'] {
      justify-content: center;
      justify-self: stretch;
      width: 0;
      min-width: 100%;
      padding: 0 0 ${theme.space(2.5)};
      border: 0;
      border-radius: 0;
      text-align: center;
    }
    [data-part='rail'] {
      bottom: 0;
      right: ${INSET}rem;
      left: ${INSET}rem;
      width: auto;
      border: ${theme.size.ring} solid ${theme.color.accent};
      border-top: 0;
      border-radius: 0 0 ${theme.radius.sm} ${theme.radius.sm};
      &::after {
        top: calc(${PILL / 2}rem + 1px);
        right: auto;
        left: -6px;
        border-top: 0;
        border-right: 5px solid transparent;
        border-bottom: 7px solid ${theme.color.accent};
        border-left: 5px solid transparent;
      }
    }
  }
`;

/**
 * The width the stages need in a row, from their words: each character at most 0.55 rem at the
 * pill's size, each pill's padding, and an arrow with its gaps between two.
 */
function rowWidth(names: readonly string[]): string {
  const characters = names.reduce((sum, name) => sum + name.length, 0);
  return `${(characters * 0.55 + names.length * 1.75 + (names.length - 1) * 2 + 1).toFixed(2)}rem`;
}

/**
 * Work that comes round again, such as a patient's visits: its stages in order, each after an
 * arrow, and the way from the last back to the first. A list a screen reader reads in order; the
 * arrows and the rail are drawing only.
 */
export function Cycle({ stages: names, again: back }: CycleContent) {
  return (
    <div css={[frame, inRow(rowWidth(names))]}>
      <div css={cycle}>
        <span css={rail} data-part="rail" aria-hidden="true" />
        <ol css={stages}>
          {names.map((name, index) => (
            <li key={`${index}:${name}`}>
              <span css={pill} data-part="pill">
                {name}
              </span>
              {index < names.length - 1 && (
                <span css={next} data-part="next" aria-hidden="true">
                  <Icon name="arrowRight" size="small" />
                </span>
              )}
            </li>
          ))}
        </ol>
        <p css={again} data-part="again">
          {back}
        </p>
      </div>
    </div>
  );
}
