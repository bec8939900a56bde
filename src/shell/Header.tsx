import { css } from '@emotion/react';
import type { Ref } from 'react';
import { useSite } from '../site-context.tsx';
import { theme } from '../theme/theme.ts';
import { Container } from '../ui/Container.tsx';
import { CallLink } from './CallLink.tsx';
import { DesktopNav } from './desktop-nav/DesktopNav.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { MobileMenu } from './mobile-menu/MobileMenu.tsx';
import { Wordmark } from './Wordmark.tsx';
import { belowDesktopOnly, desktopOnly } from './styles.ts';
import { withoutScripts } from './without-scripts.ts';
import { ButtonLink } from '../ui/Button.tsx';

const header = css`
  position: sticky;
  top: 0;
  z-index: ${theme.zIndex.header};
  background: ${theme.color.surface};
  border-bottom: ${theme.size.hairline} solid ${theme.color.border};
`;

const row = css`
  display: flex;
  align-items: center;
  gap: ${theme.space(1)};
  min-height: ${theme.size.headerHeight};
  ${theme.mq.sm} {
    gap: ${theme.space(2)};
  }
  ${withoutScripts} {
    ${theme.mq.belowLg} {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto auto;
      grid-template-rows: minmax(${theme.size.headerHeight}, auto) auto;
      justify-items: start;
    }
  }
`;

/** Below the large breakpoint without scripts, the navigation is a row of links under the wordmark, language switch and call button (see MobileMenu). */
const nav = css`
  display: flex;
  align-self: stretch;
  align-items: center;
  ${withoutScripts} {
    ${theme.mq.belowLg} {
      grid-column: 1 / -1;
      justify-self: stretch;
    }
  }
`;

/* After the menu on wide screens only: below, the menu and the language switch take the row. */
const actionStyle = css`
  display: none;
  ${theme.mq.xl} {
    display: flex;
    margin-inline-start: ${theme.space(2)};
    white-space: nowrap;
  }
`;

export function Header({ homeLinkRef }: { homeLinkRef?: Ref<HTMLAnchorElement> }) {
  const { ui, menuAction } = useSite();
  return (
    <header css={header}>
      <Container css={row}>
        <Wordmark ref={homeLinkRef} />
        {/* On a phone beside the call button and the menu; on a desktop after the menu, where visitors look for it. */}
        <LanguageSwitch inBar css={belowDesktopOnly} />
        <CallLink />
        <nav aria-label={ui.mainNavigation} css={nav}>
          <DesktopNav />
          <MobileMenu />
        </nav>
        <LanguageSwitch inBar css={desktopOnly} />
        {menuAction && (
          <span css={actionStyle}>
            <ButtonLink href={menuAction.href}>{menuAction.label}</ButtonLink>
          </span>
        )}
      </Container>
    </header>
  );
}
