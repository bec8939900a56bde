import { css, Global } from '@emotion/react';
import { reducedMotionRules } from '../motion/policy.ts';
import { fontFaces } from './fonts.ts';
import { theme } from './theme.ts';

const styles = css`
  ${fontFaces}
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    scroll-padding-top: ${theme.size.headerHeight};
  }
  body {
    margin: 0;
    font-family: ${theme.font.body};
    font-size: ${theme.fontSize.base};
    line-height: ${theme.lineHeight.body};
    color: ${theme.color.text};
    background: ${theme.color.surface};
    overflow-wrap: break-word;
    -webkit-font-smoothing: antialiased;
  }
  h1,
  h2,
  h3,
  h4 {
    word-spacing: ${theme.wordSpacing.heading};
    color: ${theme.color.ink};
    line-height: ${theme.lineHeight.tight};
    margin: 0;
    text-wrap: balance;
  }
  p {
    margin: 0;
  }
  /* Paragraphs and list items wrap as plain text, their lines as full as the words allow: pretty
     wrapping, which evens out the last lines of a paragraph that would end on a short one, left
     card texts of three or four lines narrower than their column. Leads, set larger, keep it (see
     ui/lead.ts). */
  img,
  svg {
    max-width: 100%;
    height: auto;
  }
  /* A picture element only chooses its image's file (see ui/Picture.tsx) and is laid out as if
     absent; its sources, which browsers show as empty blocks there, are not laid out at all. */
  picture {
    display: contents;
  }
  source {
    display: none;
  }
  a {
    color: ${theme.color.accentStrong};
  }
  :focus-visible {
    outline: ${theme.size.focusRing} solid ${theme.color.focus};
    outline-offset: ${theme.size.focusOffset};
  }
  ${reducedMotionRules}
`;

export function GlobalStyles() {
  return <Global styles={styles} />;
}
