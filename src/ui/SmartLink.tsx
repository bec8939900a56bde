import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'wouter';
import { isExternalWeb, isInternal } from '../../core/links.ts';
import { telHref } from '../../core/phone.ts';

type SmartLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ReactNode };

/**
 * One link for every target in site.yaml: internal paths navigate in the app, web addresses open
 * in a new tab without handing the opener over, mailto: and tel: are plain links (a tel: number
 * written for people, "tel:{company.phone}", is dialled as its digits).
 */
export function SmartLink({ href, children, ...rest }: SmartLinkProps) {
  if (isInternal(href)) {
    return (
      <Link href={href} {...rest}>
        {children}
      </Link>
    );
  }
  const external = isExternalWeb(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <a href={href.startsWith('tel:') ? telHref(href.slice('tel:'.length)) : href} {...external} {...rest}>
      {children}
    </a>
  );
}
