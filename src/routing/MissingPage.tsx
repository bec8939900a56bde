import { css } from '@emotion/react';
import { useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { MISSING_PAGE_KEY } from '../../core/missing-page.ts';
import { useSite } from '../site-context.tsx';
import { theme } from '../theme/theme.ts';
import { Container } from '../ui/Container.tsx';

const notice = css`
  margin-top: ${theme.space(4)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border-left: ${theme.space(1)} solid ${theme.color.accent};
  background: ${theme.color.surfaceAlt};
  color: ${theme.color.ink};
`;

/** The history entry's mark of an address with no page, which the app's redirect to the home page leaves. */
const MARK = 'missing';

/** The history state of a redirect to the home page from `path`, which has no page. */
export const missingPageState = (path: string) => ({ [MARK]: path });

/**
 * A 404 page leaves the address in session storage before it sends the visitor to the home page;
 * read once, as the app starts, it becomes the same mark on the entry the visitor landed on.
 */
export function markArrivalFromMissingPage() {
  try {
    const missing = sessionStorage.getItem(MISSING_PAGE_KEY);
    sessionStorage.removeItem(MISSING_PAGE_KEY);
    if (missing !== null) history.replaceState({ ...(history.state as object | null), ...missingPageState(missing) }, '');
  } catch {
    // Storage refused: only the app's own redirects are said.
  }
}

const unchanging = () => () => {};
/** Whether the history entry shown was reached from an address with no page (Back and Forward to it say so again). */
const reachedForMissingPage = () => typeof (history.state as Record<string, unknown> | null)?.[MARK] === 'string';

/**
 * On the home page reached from an address with no page, that there is no page there. Said after
 * hydration only (the prerendered page cannot know), and gone with the next navigation.
 */
export function MissingPageNotice() {
  const { ui } = useSite();
  // Each navigation draws this again, and the entry's mark is read then.
  useLocation();
  const shown = useSyncExternalStore(unchanging, reachedForMissingPage, () => false);
  // Always there, empty and hidden until needed: a status region present before its words is read
  // out when they arrive, and its styles are in the prerendered page's.
  return (
    <Container>
      <p role="status" css={notice} hidden={!shown}>
        {shown && ui.missingPage}
      </p>
    </Container>
  );
}
