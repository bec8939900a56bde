import { css } from '@emotion/react';
import { useLocation } from 'wouter';
import { useSite } from '../../site-context.tsx';
import { Icon } from '../../icons/Icon.tsx';
import { theme } from '../../theme/theme.ts';
import { Container } from '../../ui/Container.tsx';
import { SmartLink } from '../../ui/SmartLink.tsx';
import { isActive } from '../../lib/menu.ts';
import { DISMISSED_ATTRIBUTE, dismissAnnouncement, useDismissedAnnouncement } from './announcement-dismissal.ts';
import { desktopOnly, iconButton, onDark } from '../styles.ts';

const band = css`
  background: ${theme.color.ink};
  color: ${theme.color.onFooter};
  font-size: ${theme.fontSize.sm};
`;

/** The text centred, the dismiss button at the end of the line. */
const row = css`
  display: grid;
  grid-template-columns: ${theme.size.target} 1fr ${theme.size.target};
  align-items: center;
  gap: ${theme.space(4)};
  min-height: ${theme.size.announcementHeight};
  & > p {
    grid-column: 2;
    text-align: center;
  }
`;

const link = css`
  ${onDark};
  margin-inline-start: ${theme.space(2)};
  font-weight: ${theme.fontWeight.semibold};
  text-underline-offset: ${theme.size.underlineOffset};
  &:hover {
    color: ${theme.color.surface};
  }
`;

const dismissButton = css`
  ${iconButton};
  ${onDark};
  &:hover {
    color: ${theme.color.surface};
  }
`;

/** Hides the bar before the first paint when the inline script in index.html found it dismissed. */
const hiddenOnceDismissed = (id: string) => css`
  html[${DISMISSED_ATTRIBUTE}='${id}'] & {
    display: none;
  }
`;

/**
 * The optional line at the very top, on large screens only, dismissible for the session. Its link
 * is left out on the page it leads to.
 */
export function AnnouncementBar({ onDismiss }: { onDismiss: () => void }) {
  const { announcement, ui } = useSite();
  const dismissed = useDismissedAnnouncement();
  const [location] = useLocation();
  if (!announcement || dismissed === announcement.id) return null;
  const dismiss = () => {
    dismissAnnouncement(announcement.id);
    onDismiss();
  };
  return (
    <aside css={[band, desktopOnly, hiddenOnceDismissed(announcement.id)]}>
      <Container css={row}>
        <p>
          {announcement.text}
          {announcement.link && !isActive(announcement.link.href, location) && (
            <SmartLink href={announcement.link.href} css={link}>
              {announcement.link.label}
            </SmartLink>
          )}
        </p>
        <button type="button" css={dismissButton} aria-label={ui.dismiss} onClick={dismiss}>
          <Icon name="close" size="small" />
        </button>
      </Container>
    </aside>
  );
}
