import { css } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import type { BlockOf } from '../../schema/site.ts';
import { Icon } from '../icons/Icon.tsx';
import type { UiIconName } from '../icons/ui-icons.tsx';
import { Reveal } from '../motion/Reveal.tsx';
import { useSite } from '../site-context.tsx';
import { surfaceCard } from '../ui/surface.ts';
import { theme } from '../theme/theme.ts';
import { gridList } from '../ui/list.ts';
import { Section } from '../ui/Section.tsx';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import { ButtonLink } from '../ui/Button.tsx';
import { telHref } from '../../core/phone.ts';
import { KeepCompounds } from '../ui/KeepCompounds.tsx';
import { Avatar } from '../ui/Avatar.tsx';

/* As many columns as fit cards wide enough for an e-mail address on one line: two on a tablet, three on a desktop. */
const grid = css`
  ${gridList(5)};
  ${theme.mq.md} {
    grid-template-columns: repeat(auto-fit, minmax(min(100%, ${theme.size.contactCard}), 1fr));
    gap: ${theme.space(6)};
  }
`;

const item = css`
  ${surfaceCard};
  gap: ${theme.space(2)};
  dt {
    display: flex;
    align-items: center;
    gap: ${theme.space(3)};
    color: ${theme.color.muted};
    font-weight: ${theme.fontWeight.semibold};
  }
  dt svg {
    color: ${theme.color.accent};
  }
  dd {
    margin: 0;
    color: ${theme.color.ink};
    font-size: ${theme.fontSize.xl};
    font-weight: ${theme.fontWeight.bold};
    /* The cards are wide enough for an address on one line; one wider than any card breaks rather than running out. */
    overflow-wrap: anywhere;
  }
  /* a tall target */
  dd a {
    display: inline-block;
    padding-block: ${theme.space(2)};
    color: ${theme.color.accentStrong};
  }
`;

/*
 * The director is a person, not a way to reach one: a byline, their portrait (or initials) beside
 * their name, without a card's frame. Drawn as a third card, plain or tinted, beside the two links,
 * it read as a link that did nothing, a card turned off or one selected.
 */
const byline = css`
  justify-content: center;
  border-color: transparent;
  background: none;
  box-shadow: none;
  dd {
    display: flex;
    align-items: center;
    gap: ${theme.space(4)};
  }
  /* Level with its column's edge, as the facts under it are: inset as a card's words, it stood
     apart from both the cards beside it and the facts below. Beside the cards, its label keeps
     their labels' line. */
  padding-inline: 0;
  ${theme.mq.belowLg} {
    padding-block: ${theme.space(2)};
  }
`;

/* The facts a caller wants next (hours, area, reply time): from the md breakpoint, in columns that line up under the cards above. */
const detailsStyle = css`
  display: grid;
  gap: ${theme.space(4)};
  margin: ${theme.space(10)} 0 0;
  padding-top: ${theme.space(8)};
  border-top: ${theme.size.hairline} solid ${theme.color.border};
  /* Each fact as tall as its own words: stretched to its row's tallest, its label grew and moved its text down. */
  div {
    display: grid;
    align-content: start;
    gap: ${theme.space(1)};
  }
  dt {
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
    color: ${theme.color.muted};
    font-size: ${theme.fontSize.sm};
    font-weight: ${theme.fontWeight.semibold};
  }
  dt svg {
    color: ${theme.color.accent};
  }
  dd {
    margin: 0;
    color: ${theme.color.ink};
  }
  ${theme.mq.md} {
    grid-template-columns: repeat(auto-fit, minmax(min(100%, ${theme.size.contactCard}), 1fr));
    gap: ${theme.space(6)};
  }
`;

const bookingStyle = css`
  margin-top: ${theme.space(8)};
`;

const noteStyle = css`
  max-width: ${theme.size.measure};
  margin-top: ${theme.space(10)};
  color: ${theme.color.muted};
`;

/* The interface's own icons: a content icon is drawn only where the page's data names it (see icons/content-icons.ts). */
function Fact({ icon, label, children }: { icon: UiIconName; label: string; children: ReactNode }) {
  return (
    <div css={item}>
      <dt>
        <Icon name={icon} />
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The company's phone (tel:), sales e-mail (mailto:) and director, read from company, then the facts a caller wants first and an optional booking button; no form. */
export function Contact({ heading, intro, phoneLabel, emailLabel, directorLabel, directorPicture, details, booking, note }: BlockOf<'contact'>) {
  const { company } = useSite();
  const headingId = useId();
  return (
    <Section labelledBy={headingId}>
      <SectionHeading id={headingId} heading={heading} intro={intro} />
      <Reveal as="dl" css={grid}>
        <Fact icon="call" label={phoneLabel}>
          <a href={telHref(company.phone)}>{company.phone}</a>
        </Fact>
        <Fact icon="mail" label={emailLabel}>
          <a href={`mailto:${company.email}`}>{company.email}</a>
        </Fact>
        <div css={[item, byline]}>
          <dt>{directorLabel}</dt>
          <dd>
            <Avatar name={company.director} image={directorPicture} />
            <span>{company.director}</span>
          </dd>
        </div>
      </Reveal>
      {details && details.length > 0 && (
        <dl css={detailsStyle}>
          {details.map((detail) => (
            <div key={detail.label}>
              <dt>
                {detail.icon && <Icon name={detail.icon} size="small" />}
                {detail.label}
              </dt>
              <dd>
                <KeepCompounds text={detail.text} prose />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {booking && (
        <p css={bookingStyle}>
          <ButtonLink href={booking.href}>{booking.label}</ButtonLink>
        </p>
      )}
      {note && <p css={noteStyle}><KeepCompounds text={note} prose /></p>}
    </Section>
  );
}
