import { css } from '@emotion/react';
import { Link, useLocation } from 'wouter';
import { homeOf } from '../../core/languages.ts';
import { pagePathFor } from '../../core/links.ts';
import { useSite } from '../site-context.tsx';
import { theme } from '../theme/theme.ts';
import { topLink } from './menu/menu-styles.ts';

/* In the header from the small breakpoint; below it the header has no room, and the menu and the footer carry it. */
const inHeader = css`
  ${topLink};
  ${theme.mq.belowSm} {
    display: none;
  }
`;

/**
 * A link to this page in the site's other language, named in that language ("Français" on an
 * English page, "English" on a French one), to its home page where this page has no version there.
 * None on a site in one language.
 */
export function LanguageSwitch({ className, inBar = false }: { className?: string; inBar?: boolean }) {
  const { language, pages, redirects } = useSite();
  const [location] = useLocation();
  const other = language?.other;
  if (!other) return null;
  const here = pagePathFor(location, redirects);
  const href = pages.find((page) => page.path === here)?.alternate ?? homeOf(other.code);
  return (
    <Link href={href} lang={other.tag} hrefLang={other.tag} className={className} css={inBar && inHeader}>
      {other.name}
    </Link>
  );
}
