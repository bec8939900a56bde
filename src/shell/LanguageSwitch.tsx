import { css } from '@emotion/react';
import { Link, useLocation } from 'wouter';
import { homeOf } from '../../core/languages.ts';
import { pagePathFor } from '../../core/links.ts';
import { usePageFacts } from '../routing/page-content.ts';
import { useSite } from '../site-context.tsx';
import { theme } from '../theme/theme.ts';
import { topLink } from './menu/menu-styles.ts';
import { barButton, labelFromSm } from './styles.ts';

/*
 * In the header; below the small breakpoint, as the language's two letters, the name still read
 * out. The narrowest phones have no room beside the company's name, and the menu carries it.
 */
const inHeader = css`
  ${topLink};
  ${barButton};
  ${theme.mq.belowSm} {
    justify-content: center;
    min-width: ${theme.size.target};
    padding: 0 ${theme.space(1)};
    font-weight: ${theme.fontWeight.semibold};
  }
  ${theme.mq.belowXs} {
    display: none;
  }
`;

const codeBelowSm = css`
  ${theme.mq.sm} {
    display: none;
  }
`;

/**
 * A link to this page in the site's other language, named in that language ("Français" on an
 * English page, "English" on a French one), to its home page where this page has no version there.
 * In the header of a phone it shows the language's two letters ("FR"). None on a site in one language.
 */
export function LanguageSwitch({ className, inBar = false }: { className?: string; inBar?: boolean }) {
  const site = useSite();
  const { language, redirects } = site;
  const [location] = useLocation();
  // The page shown, or the one the navigation is loading.
  const page = usePageFacts(site, pagePathFor(location, redirects));
  const other = language?.other;
  if (!other) return null;
  const href = page?.alternate ?? homeOf(other.code);
  return (
    <Link href={href} lang={other.tag} hrefLang={other.tag} className={className} css={inBar && inHeader}>
      {inBar ? (
        <>
          <span css={labelFromSm}>{other.name}</span>
          <span aria-hidden="true" css={codeBelowSm}>
            {other.code.toUpperCase()}
          </span>
        </>
      ) : (
        other.name
      )}
    </Link>
  );
}
