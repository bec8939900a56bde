import { css } from '@emotion/react';
import { useId } from 'react';
import type { BlockOf } from '../../schema/site.ts';
import { Icon } from '../icons/Icon.tsx';
import { telHref } from '../../core/phone.ts';
import { useSite } from '../site-context.tsx';
import { theme } from '../theme/theme.ts';
import { ButtonLink } from '../ui/Button.tsx';
import { Section } from '../ui/Section.tsx';
import { KeepCompounds } from '../ui/KeepCompounds.tsx';
import { leadWrap } from '../ui/lead.ts';
import { closingRings } from '../ui/surface.ts';

/* Words first, actions after them; side by side from the large breakpoint, aligned like every other section. */
const layout = css`
  display: grid;
  gap: ${theme.space(4)};
  ${theme.mq.lg} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    column-gap: ${theme.space(12)};
  }
`;

const words = css`
  display: grid;
  gap: ${theme.space(4)};
`;

/* Balanced, as other headings are: 'pretty' still left a word alone ('Ready to Compare Phone / Systems?'). */
const headingStyle = css`
  max-width: ${theme.size.measure};
  text-wrap: balance;
  font-size: ${theme.fontSize.h2};
  letter-spacing: ${theme.letterSpacing.heading};
`;

const line = css`
  ${leadWrap};
  max-width: ${theme.size.measure};
  color: ${theme.color.onAccent};
  font-size: ${theme.fontSize.lead};
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(4)} ${theme.space(6)};
  margin-top: ${theme.space(2)};
  /* On phones the button takes the width, as the home page's do, the number under it. */
  ${theme.mq.belowSm} {
    flex-direction: column;
    align-items: stretch;
  }
  /* From the large breakpoint, a column beside the words: the button at its own width, its right edge the number's. */
  ${theme.mq.lg} {
    flex-direction: column;
    align-items: flex-end;
    margin-top: 0;
  }
`;

const phoneLink = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: ${theme.size.target};
  color: ${theme.color.onAccent};
  font-weight: ${theme.fontWeight.semibold};
  text-underline-offset: ${theme.size.underlineOffset};
  ${theme.mq.lg} {
    justify-content: center;
  }
`;

/* The number never breaks inside; "Or call" may go above it where the line is too short for both. */
const wholeNumber = css`
  white-space: nowrap;
`;

/** The closing band of a page: why to get in touch now, the main action and the phone number. */
export function CallToAction({ heading, text, action, phone }: BlockOf<'call-to-action'>) {
  const { company, ui } = useSite();
  const headingId = useId();
  return (
    <Section labelledBy={headingId} band="accent" css={closingRings}>
      <div css={layout}>
        <div css={words}>
          <h2 id={headingId} css={headingStyle}>
            <KeepCompounds text={heading} />
          </h2>
          {text && <p css={line}><KeepCompounds text={text} prose /></p>}
        </div>
        <div css={actions}>
          <ButtonLink href={action.href} variant="onDark">
            {action.label}
          </ButtonLink>
          {phone && (
            <a href={telHref(company.phone)} css={phoneLink}>
              <Icon name="call" size="small" />
              <span>
                {ui.orCall} <span css={wholeNumber}>{company.phone}</span>
              </span>
            </a>
          )}
        </div>
      </div>
    </Section>
  );
}
