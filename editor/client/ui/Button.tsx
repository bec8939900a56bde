import { css } from '@emotion/react';
import type { ButtonHTMLAttributes } from 'react';
import { tokens } from './tokens.ts';

const { color, fontWeight, radius, size, space, border } = tokens;

/** A bordered box that does something when pressed; a label that opens a file picker wears it too. */
const buttonLook = css`
  display: inline-flex;
  align-items: center;
  gap: ${space(3)};
  min-height: ${size.control};
  padding: ${space(2)} ${space(6)};
  border: ${border.hairline} solid ${color.control};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.ink};
  font: inherit;
  cursor: pointer;
  &:hover {
    background: ${color.hover};
  }
`;

/** A label standing for a file input hidden before it: it shows the ring when the input has the focus. */
export const fileButton = css`
  ${buttonLook};
  input:focus-visible + & {
    outline: ${size.focusRing} solid ${color.focus};
    outline-offset: ${size.focusOffset};
  }
`;

const base = css`
  ${buttonLook};
  &:disabled {
    color: ${color.disabledInk};
    border-color: ${color.line};
    background: ${color.disabledSurface};
    cursor: default;
  }
  &[aria-pressed='true'] {
    background: ${color.ink};
    border-color: ${color.ink};
    color: ${color.onDark};
  }
`;

const looks = {
  /** The one thing to do next: Save, Rename, Bring them back. */
  primary: css`
    font-weight: ${fontWeight.bold};
    &,
    &:hover {
      background: ${color.accent};
      border-color: ${color.accent};
      color: ${color.onDark};
    }
    &:disabled {
      background: ${color.line};
      border-color: ${color.line};
      color: ${color.muted};
    }
  `,
  /** A lesser action under what it acts on: Remove this group. */
  quiet: css`
    border-color: transparent;
    color: ${color.accent};
    padding-inline: 0;
  `,
  /** Reads as a link: it leads to a place in the content. */
  link: css`
    border: 0;
    padding: ${space(1)} 0;
    min-height: ${size.link};
    color: ${color.accent};
    text-align: left;
    text-decoration: underline;
    &,
    &:hover {
      background: none;
    }
  `,
  /** A square holding only an icon; its name is its aria-label. */
  icon: css`
    min-width: ${size.control};
    justify-content: center;
    padding: ${space(2)};
  `,
};

/** Said in red while it can be pressed: it removes something. */
const dangerLook = css`
  &:not(:disabled) {
    color: ${color.danger};
  }
`;

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Plain unless given. */
  look?: keyof typeof looks;
  danger?: boolean;
}

/** The editor's button: a plain `type="button"` unless told otherwise, in one of its looks. */
export function Button({ look, danger = false, type = 'button', ...props }: ButtonProps) {
  return <button type={type} css={[base, look && looks[look], danger && dangerLook]} {...props} />;
}
