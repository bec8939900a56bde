import { css } from '@emotion/react';
import { tokens } from '../ui/tokens.ts';

const { border, color, fontSize, fontWeight, radius, size, space } = tokens;

export const picker = css`
  & summary {
    display: flex;
    align-items: center;
    gap: ${space(6)};
    cursor: pointer;
    font-weight: ${fontWeight.bold};
    overflow-wrap: anywhere;
  }
`;

export const thumbnail = css`
  width: ${size.thumbnail.width};
  height: ${size.thumbnail.height};
  object-fit: cover;
  border: ${border.hairline} solid ${color.line};
  border-radius: ${radius.sm};
  background: ${color.panel};
`;

export const choices = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${size.pictureOption}, 1fr));
  gap: ${space(4)};
  max-height: ${size.picturePicker};
  overflow: auto;
  margin-top: ${space(4)};
  padding: ${space(2)};
`;

/** A picture to choose: its radio button hidden, the picture framed when chosen, ringed when focused. */
export const choice = css`
  position: relative;
  display: grid;
  gap: ${space(2)};
  padding: ${space(3)};
  border: ${border.thick} solid transparent;
  border-radius: ${radius.md};
  font-size: ${fontSize.xs};
  overflow-wrap: anywhere;
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${color.accent};
    background: ${color.accentTint};
  }
  &:has(input:focus-visible) {
    outline: ${size.focusRing} solid ${color.focus};
    outline-offset: ${size.focusOffset};
  }
  & input {
    position: absolute;
    opacity: 0;
  }
  & img {
    width: 100%;
    height: ${size.thumbnail.height};
    object-fit: cover;
    border-radius: ${radius.sm};
    background: ${color.panel};
  }
`;

export const upload = css`
  display: flex;
  gap: ${space(6)};
  align-items: center;
`;
