import { css } from '@emotion/react';
import { useId } from 'react';
import type { BlockOf } from '../../schema/site.ts';
import { Icon } from '../icons/Icon.tsx';
import { telHref } from '../lib/phone.ts';
import { useSite } from '../site-context.tsx';
import { theme } from '../theme/theme.ts';
import { ButtonLink } from '../ui/Button.tsx';
import { Section } from '../ui/Section.tsx';

const layout = css`
  display: grid;
  justify-items: center;
  gap: ${theme.space(4)};
  text-align: center;
`;

const headingStyle = css`
  max-width: ${theme.size.measure};
  font-size: ${theme.fontSize.h2};
  letter-spacing: ${theme.letterSpacing.heading};
`;

const line = css`
  max-width: ${theme.size.measure};
  color: ${theme.color.onAccent};
  font-size: ${theme.fontSize.lg};
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(4)} ${theme.space(6)};
  margin-top: ${theme.space(4)};
`;

const phoneLink = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: ${theme.size.target};
  color: ${theme.color.onAccent};
  font-weight: ${theme.fontWeight.semibold};
  text-underline-offset: ${theme.size.underlineOffset};
  white-space: nowrap;
`;

/** The closing band of a page: why to get in touch now, the main action and the phone number. */
export function CallToAction({ heading, text, action, phone }: BlockOf<'call-to-action'>) {
  const { company, ui } = useSite();
  const headingId = useId();
  return (
    <Section labelledBy={headingId} band="accent">
      <div css={layout}>
        <h2 id={headingId} css={headingStyle}>
          {heading}
        </h2>
        {text && <p css={line}>{text}</p>}
        <div css={actions}>
          <ButtonLink href={action.href} variant="onDark">
            {action.label}
          </ButtonLink>
          {phone && (
            <a href={telHref(company.phone)} css={phoneLink}>
              <Icon name="call" size="small" />
              <span>
                {ui.orCall} {company.phone}
              </span>
            </a>
          )}
        </div>
      </div>
    </Section>
  );
}
