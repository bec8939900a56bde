import type { ReactNode } from 'react';
import { strokeIconProps } from '../icons/Icon.tsx';
import { theme } from '../theme/theme.ts';

/** Small line glyphs for the shell's controls; decorative, since each control has its own name. */
type GlyphProps = { size?: string };

function Glyph({ size = theme.size.icon, children }: GlyphProps & { children: ReactNode }) {
  return (
    <svg width={size} height={size} {...strokeIconProps}>
      {children}
    </svg>
  );
}

export const ChevronDown = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="m6 9 6 6 6-6" />
  </Glyph>
);

export const ChevronRight = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="m9 6 6 6-6 6" />
  </Glyph>
);

export const MenuGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Glyph>
);

export const CloseGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Glyph>
);

export const PhoneGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
  </Glyph>
);

export const MailGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Glyph>
);

export const PersonGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Glyph>
);
