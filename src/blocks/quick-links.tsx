import { css } from '@emotion/react';
import { useId } from 'react';
import type { BlockOf } from '../../schema/site.ts';
import { Icon } from '../icons/Icon.tsx';
import { ms, theme } from '../theme/theme.ts';
import { gridList } from '../ui/list.ts';
import { Section } from '../ui/Section.tsx';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import { KeepCompounds } from '../ui/KeepCompounds.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';

const list = css`
  ${gridList(3)};
  ${theme.mq.md} {
    grid-template-columns: repeat(auto-fit, minmax(${theme.size.tileMin}, 1fr));
    gap: ${theme.space(4)};
  }
`;

const tile = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(4)};
  height: 100%;
  min-height: ${theme.size.target};
  padding: ${theme.space(5)} ${theme.space(6)};
  border: ${theme.size.hairline} solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  color: ${theme.color.ink};
  font-weight: ${theme.fontWeight.semibold};
  text-decoration: none;
  transition:
    border-color ${ms(theme.motion.fast)} ease,
    box-shadow ${ms(theme.motion.fast)} ease;
  /* A label of two lines reads best as two even ones. */
  & > span {
    text-wrap: balance;
  }
  svg {
    color: ${theme.color.accent};
    transition: transform ${ms(theme.motion.fast)} ease;
  }
  &:hover {
    border-color: ${theme.color.accent};
    box-shadow: ${theme.shadow.md};
    color: ${theme.color.ink};
  }
  &:hover svg {
    transform: translate3d(${theme.space(1)}, 0, 0);
  }
`;

/** A short row of shortcuts to other pages. */
export function QuickLinks({ heading, intro, links }: BlockOf<'quick-links'>) {
  const headingId = useId();
  return (
    <Section labelledBy={headingId} band="muted">
      <SectionHeading id={headingId} heading={heading} intro={intro} />
      <ul css={list} role="list">
        {links.map((link) => (
          <li key={link.href}>
            <SmartLink href={link.href} css={tile}>
              <span>
                <KeepCompounds text={link.label} />
              </span>
              <Icon name="arrowRight" />
            </SmartLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
