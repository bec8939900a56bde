import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '../theme/theme.ts';

export const containerStyle = css`
  width: 100%;
  max-width: ${theme.size.container};
  margin-inline: auto;
  padding-inline: ${theme.space(theme.gutter.base)};
  ${theme.mq.md} {
    padding-inline: ${theme.space(theme.gutter.md)};
  }
`;

export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div css={containerStyle} className={className}>
      {children}
    </div>
  );
}
