import type { ReactNode } from 'react';
import type { SocialNetwork } from '../../../core/choices.ts';
import { theme } from '../../theme/theme.ts';

/** Simple drawings of each network's mark, filled with the text colour; the link carries the name. */
const shapes: Record<SocialNetwork, ReactNode> = {
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path fill="var(--social-cutout)" d="M7 10h2.2v7H7zM8.1 6.6a1.3 1.3 0 1 1 0 2.6 1.3 1.3 0 0 1 0-2.6M11 10h2.1v1c.4-.7 1.3-1.2 2.4-1.2 2 0 2.5 1.3 2.5 3V17h-2.2v-3.7c0-.9-.2-1.6-1.1-1.6s-1.5.6-1.5 1.6V17H11z" />
    </>
  ),
  facebook: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path fill="var(--social-cutout)" d="M13.2 21.4V14.6h2.3l.4-2.7h-2.7v-1.7c0-.8.3-1.3 1.4-1.3H16V6.5a18 18 0 0 0-2.1-.1c-2.1 0-3.5 1.3-3.5 3.6v1.9H8.1v2.7h2.3v6.8z" />
    </>
  ),
  x: <path d="M4 3.5h4.6l4 5.6 4.8-5.6h2l-5.9 6.9 6.9 10.1h-4.6l-4.4-6.2-5.3 6.2h-2l6.4-7.4z" />,
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.2" cy="6.8" r="1.3" />
    </>
  ),
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg width={theme.size.icon} height={theme.size.icon} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      {shapes[network]}
    </svg>
  );
}
