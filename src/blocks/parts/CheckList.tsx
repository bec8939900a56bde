import { css } from '@emotion/react';
import { Icon } from '../../icons/Icon.tsx';
import { theme } from '../../theme/theme.ts';
import { gridList } from '../../ui/list.ts';
import { KeepCompounds } from '../../ui/KeepCompounds.tsx';

const list = css`
  ${gridList(3)};
  margin-top: ${theme.space(6)};
  li {
    display: flex;
    gap: ${theme.space(3)};
    align-items: flex-start;
  }
  /*
   * A short item that wraps keeps two words or more on its last line (its last two words are
   * kept together). From md it wraps pretty too, evening out its lines; on a phone's narrow
   * column pretty broke early with room to spare ("Role-based access / control, with…").
   */
  li > span:last-child {
    min-width: 0;
    ${theme.mq.md} {
      text-wrap: pretty;
    }
  }
`;

/** The round badge a check mark sits in, wherever the site marks something as included. */
export const checkBadge = css`
  display: grid;
  place-items: center;
  width: ${theme.size.icon};
  height: ${theme.size.icon};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.accentSoft};
  color: ${theme.color.accentStrong};
`;

const mark = css`
  ${checkBadge};
  flex: none;
  margin-top: calc((1lh - ${theme.size.icon}) / 2);
`;

/** A list whose items each start with a check mark. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul css={list} className={className} role="list">
      {items.map((item) => (
        <li key={item}>
          <span css={mark}>
            <Icon name="check" size="small" />
          </span>
          <span>
            <KeepCompounds text={item} prose />
          </span>
        </li>
      ))}
    </ul>
  );
}
