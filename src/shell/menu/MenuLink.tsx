import type { SerializedStyles } from '@emotion/react';
import { useLocation } from 'wouter';
import type { MenuItem } from '../../../schema/site.ts';
import { containsActive, isActive } from '../../lib/menu.ts';
import { SmartLink } from '../../ui/SmartLink.tsx';

/**
 * A menu link that knows where the visitor is: aria-current on the page being shown, and
 * data-active-trail on the items whose subtree holds it.
 */
export function MenuLink({ item, style }: { item: MenuItem; style: SerializedStyles }) {
  const [location] = useLocation();
  const current = isActive(item.href, location);
  return (
    <SmartLink
      href={item.href}
      css={style}
      aria-current={current ? 'page' : undefined}
      data-active-trail={!current && containsActive(item, location) ? '' : undefined}
    >
      {item.title}
    </SmartLink>
  );
}
