import { css } from '@emotion/react';
import { theme } from '../theme/theme.ts';
import { leadWrap } from './lead.ts';

/** The page's one h1 and the paragraph under it, shared by the hero and the inner-page header. */
export const pageHeadingStyle = css`
  font-size: ${theme.fontSize.h1};
  font-weight: ${theme.fontWeight.bold};
  letter-spacing: ${theme.letterSpacing.heading};
  line-height: ${theme.lineHeight.tight};
  ${theme.mq.xl} {
    font-size: ${theme.fontSize.h1Wide};
  }
`;

export const pageLeadStyle = css`
  max-width: ${theme.size.leadMeasure};
  margin-top: ${theme.space(5)};
  color: ${theme.color.muted};
  font-size: ${theme.fontSize.lead};
  ${leadWrap};
  ${theme.mq.md} {
    font-size: ${theme.fontSize.xl};
  }
`;
