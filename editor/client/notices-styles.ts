import { css } from '@emotion/react';
import { tokens } from './ui/tokens.ts';

const { border, color, fontSize, fontWeight, radius, space } = tokens;

/** The problems that stop a save, framed in red. */
export const problemList = css`
  margin-bottom: ${space(8)};
  padding: ${space(5)} ${space(6)};
  border: ${border.thick} solid ${color.danger};
  border-radius: ${radius.lg};
  & h2 {
    margin: 0 0 ${space(3)};
    font-size: ${fontSize.base};
    color: ${color.danger};
  }
  & ul {
    margin: 0;
    padding-left: ${space(9)};
  }
  /* Each problem a link that wraps as text does, its first line beside the bullet. */
  & button {
    display: inline-block;
    vertical-align: top;
  }
`;

export const problemPlace = css`
  font-weight: ${fontWeight.bold};
`;

export const problemLine = css`
  color: ${color.muted};
`;

/** The fields still holding example text. */
export const exampleText = css`
  margin-bottom: ${space(8)};
  padding: ${space(5)} ${space(6)};
  border: ${border.hairline} solid ${color.warningLine};
  border-radius: ${radius.lg};
  background: ${color.warningSurface};
  & h2 {
    margin: 0 0 ${space(2)};
    font-size: ${fontSize.base};
  }
  & p {
    margin: 0 0 ${space(3)};
  }
  & ul {
    margin: 0 0 ${space(4)};
    padding-left: ${space(9)};
  }
`;

/** Both versions of each field a change outside the editor collides with. */
export const conflicts = css`
  margin: 0;
  padding-left: ${space(9)};
  overflow-wrap: anywhere;
`;
