import type { Link } from '../../../schema/site.ts';
import { Icon } from '../../icons/Icon.tsx';
import { telHref } from '../../../core/phone.ts';
import { use } from 'react';
import { loadFooter } from '../../routing/language-loads.ts';
import { useSite } from '../../site-context.tsx';
import { Container } from '../../ui/Container.tsx';
import { KeepCompounds } from '../../ui/KeepCompounds.tsx';
import { SmartLink } from '../../ui/SmartLink.tsx';
import { SocialIcon } from './SocialIcon.tsx';
import { BrandMark } from '../BrandMark.tsx';
import { LanguageSwitch } from '../LanguageSwitch.tsx';
import { theme } from '../../theme/theme.ts';
import { onDark } from '../styles.ts';
import { band, bottomLine, columns, companyName, contactRow, heading, linkGroups, linkList, muted, plainFact, role, socialList } from './footer-styles.ts';
import { plainList } from '../../ui/list.ts';

function LinkGroup({ group }: { group: { heading: string; links: Link[] } }) {
  return (
    <div>
      <h2 css={heading}>{group.heading}</h2>
      <ul css={linkList}>
        {group.links.map((link) => (
          <li key={link.href}>
            <SmartLink href={link.href}>{link.label}</SmartLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The dark band at the foot of every page: the company and its social links, contact facts, the two link groups, copyright. */
export function Footer() {
  const { company, ui, language, footer: inHand } = useSite();
  const code = language?.code ?? 'en';
  // The prerender has it in hand; the browser loads it with this component.
  const footer = inHand ?? use(loadFooter(code));
  return (
    <footer css={band}>
      <Container>
        <div css={columns}>
          <div>
            <p css={companyName}>
              <BrandMark size={theme.size.footerMark} onInk />
              {company.name}
            </p>
            {footer.blurb && <p css={muted}>{footer.blurb}</p>}
            {footer.social.length > 0 && (
              <>
                <h2 css={heading}>{ui.socialHeading}</h2>
                <ul css={socialList}>
                  {footer.social.map((social) => (
                    <li key={social.network}>
                      <SmartLink href={social.href} aria-label={`${social.label} ${ui.newTab}`}>
                        <SocialIcon network={social.network} />
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
          <div>
            <h2 css={heading}>{footer.contactHeading}</h2>
            <ul css={plainList}>
              <li>
                <a href={telHref(company.phone)} css={contactRow}>
                  <Icon name="call" />
                  <span>{company.phone}</span>
                </a>
              </li>
              <li>
                <a href={`mailto:${company.email}`} css={contactRow}>
                  <Icon name="mail" />
                  <span>{company.email}</span>
                </a>
              </li>
              <li css={[contactRow, plainFact]}>
                <Icon name="person" />
                <span>
                  {company.director}
                  <span css={role}>{footer.directorLabel}</span>
                </span>
              </li>
            </ul>
          </div>
          <nav aria-label={ui.footerNavigation} css={linkGroups}>
            <LinkGroup group={footer.importantLinks} />
            <LinkGroup group={footer.companyLinks} />
          </nav>
        </div>
        <div css={bottomLine}>
          <p>
            <KeepCompounds text={`© ${footer.copyright.year} ${company.name}. ${footer.copyright.text}`} />
          </p>
          <LanguageSwitch css={onDark} />
        </div>
      </Container>
    </footer>
  );
}
