import { css } from '@emotion/react';
import { useRef, type ReactNode } from 'react';
import { MotionProvider } from '../motion/MotionProvider.tsx';
import { AnnouncementBar } from './announcement/AnnouncementBar.tsx';
import { LateFooter } from './footer/LateFooter.tsx';
import { Header } from './Header.tsx';
import { MAIN_ID } from '../../core/landmarks.ts';
import { SkipLink } from './SkipLink.tsx';

const page = css`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const main = css`
  flex: 1;
  &:focus {
    outline: none;
  }
`;

/**
 * Every page: skip link, announcement, header, the page itself in <main>, footer. The footer stands
 * outside the motion settings, which change once the page is running: a change above it would
 * make React draw the footer afresh before its code has come (see LateFooter).
 */
export function Layout({ children }: { children: ReactNode }) {
  const homeLinkRef = useRef<HTMLAnchorElement>(null);
  return (
    <div css={page}>
      <MotionProvider>
        <SkipLink />
        <AnnouncementBar onDismiss={() => homeLinkRef.current?.focus()} />
        <Header homeLinkRef={homeLinkRef} />
        <main id={MAIN_ID} tabIndex={-1} css={main}>
          {children}
        </main>
      </MotionProvider>
      <LateFooter />
    </div>
  );
}
