import { css } from '@emotion/react';
import { useId } from 'react';
import type { BlockOf } from '../../schema/site.ts';
import { Icon } from '../icons/Icon.tsx';
import { theme } from '../theme/theme.ts';
import { Section } from '../ui/Section.tsx';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';

const list = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
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
    border-color ${theme.motion.fast}ms ease,
    box-shadow ${theme.motion.fast}ms ease;
  svg {
    color: ${theme.color.accent};
    transition: transform ${theme.motion.fast}ms ease;
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
              {link.label}
              <Icon name="arrowRight" />
            </SmartLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
