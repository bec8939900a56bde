import { css } from '@emotion/react';
import { useSite } from '../../site-context.tsx';
import { theme } from '../../theme/theme.ts';
import { MenuEntry } from './MenuEntry.tsx';
import { plainList } from '../../ui/list.ts';
import { desktopOnly } from '../styles.ts';

const bar = css`
  ${plainList};
  display: flex;
  align-items: stretch;
  gap: ${theme.space(1)};
  height: 100%;
  & > li {
    align-items: center;
  }
`;

/** The menu tree as a bar of links with dropdowns, from the large breakpoint up. */
export function DesktopNav() {
  const { menu } = useSite();
  return (
    <ul css={[bar, desktopOnly]}>
      {menu.map((item) => (
        <MenuEntry key={item.id} item={item} level={1} />
      ))}
    </ul>
  );
}
