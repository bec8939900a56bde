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
  /* A value that is not a link sits on the links' line (see Contact). */
  dd a,
  dd > span {
    display: inline-block;
    padding-block: ${theme.space(2)};
  }
  dd a {
    color: ${theme.color.accentStrong};
  }
`;

/*
 * A fact that is not a link (the director) is set on the accent's tint, without a card's edge and
 * shadow: beside the two that call and write it should not look like a link that does nothing,
 * and on the grey of the band it looked turned off.
 */
const plainItem = css`
  border-color: transparent;
  background: ${theme.color.accentSoft};
  box-shadow: none;
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
function Fact({ icon, label, plain = false, children }: { icon: UiIconName; label: string; plain?: boolean; children: ReactNode }) {
  return (
    <div css={[item, plain && plainItem]}>
      <dt>
        <Icon name={icon} />
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The company's phone (tel:), sales e-mail (mailto:) and director, read from company, then the facts a caller wants first and an optional booking button; no form. */
export function Contact({ heading, intro, phoneLabel, emailLabel, directorLabel, details, booking, note }: BlockOf<'contact'>) {
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
        <Fact icon="person" label={directorLabel} plain>
          <span>{company.director}</span>
        </Fact>
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
