import type { ReactNode } from 'react';

/**
 * The interface's own icons, drawn on a 24×24 grid with a 2 px round stroke, like the content icon
 * set (shapes.ts). Every page needs them, so they are part of the app itself.
 */
export const UI_ICON_PATHS = {
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  arrowRight: <path d="M5 12h14M13 6l6 6-6 6" />,
  chevronDown: <path d="m6 9 6 6 6-6" />,
  chevronRight: <path d="m9 6 6 6-6 6" />,
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  call: <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />,
  external: <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
  pause: <path d="M9 5v14M15 5v14" />,
  play: <path d="M7 4.5v15L19 12z" />,
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3.5 7l8.5 6 8.5-6" />
    </>
  ),
  person: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  quote: (
    <path
      fill="currentColor"
      stroke="none"
      d="M10 5.5C6.6 6.5 4 9.3 4 13.4V18.5h6.5V12H7.3c.3-2 1.5-3.5 3.4-4.3zM20 5.5c-3.4 1-6 3.8-6 7.9V18.5h6.5V12h-3.2c.3-2 1.5-3.5 3.4-4.3z"
    />
  ),
  /** The opening mark of a quotation in French (« rather than “). */
  guillemets: <path fill="currentColor" stroke="none" d="M11 5.5 4.5 12l6.5 6.5 2.2-2.2L8.9 12l4.3-4.3zM19.5 5.5 13 12l6.5 6.5 2.2-2.2-4.3-4.3 4.3-4.3z" />,
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 8h.01" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type UiIconName = keyof typeof UI_ICON_PATHS;
