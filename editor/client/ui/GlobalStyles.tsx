import { css, Global } from '@emotion/react';
import { reducedMotionRules } from '../../../src/motion/policy.ts';
import { tokens } from './tokens.ts';

const { color, font, size } = tokens;

/** What every part of the editor's page shares: its type and colours, boxes sized with their borders, the focus ring and the one reduced-motion policy. */
const styles = css`
  :root {
    color: ${color.ink};
    background: ${color.surface};
    font: ${font.root} / ${font.lineHeight} ${font.body};
  }
  * {
    box-sizing: border-box;
  }
  body {
    margin: 0;
  }
  :focus-visible {
    outline: ${size.focusRing} solid ${color.focus};
    outline-offset: ${size.focusOffset};
  }
  ${reducedMotionRules}
`;

export function GlobalStyles() {
  return <Global styles={styles} />;
}
