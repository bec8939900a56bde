import { css } from '@emotion/react';
import type { Ref } from 'react';
import { Link } from 'wouter';
import { homeOf } from '../../core/languages.ts';
import { useSite } from '../site-context.tsx';
import { theme } from '../theme/theme.ts';
import { BrandMark } from './BrandMark.tsx';

const wordmark = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-width: 0;
  min-height: ${theme.size.target};
  margin-inline-end: auto;
  color: ${theme.color.ink};
  font-size: ${theme.fontSize.lg};
  font-weight: ${theme.fontWeight.bold};
  word-spacing: ${theme.wordSpacing.heading};
  line-height: ${theme.lineHeight.tight};
  text-decoration: none;
  & > svg {
    flex: none;
  }
  & > span {
    min-width: 0;
    overflow-wrap: break-word;
    -webkit-hyphens: auto;
    hyphens: auto;
  }
  ${theme.mq.belowSm} {
    font-size: ${theme.fontSize.wordmarkSmall};
    & > svg {
      width: ${theme.space(8)};
      height: ${theme.space(8)};
    }
  }
`;

/** The company name, linking home, after the company's mark. */
export function Wordmark({ ref }: { ref?: Ref<HTMLAnchorElement> }) {
  const { company, language } = useSite();
  return (
    <Link href={homeOf(language?.code ?? 'en')} css={wordmark} ref={ref}>
      <BrandMark size={theme.size.target} />
      <span>{company.name}</span>
    </Link>
  );
}
