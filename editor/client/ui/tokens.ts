/*
 * The editor's own look: every colour, size, space, radius, shadow and breakpoint its page uses.
 * The editor is a tool beside the site, drawn plainer than it, so these are not the site's theme
 * (src/theme/theme.ts), which the preview alone shows.
 */

const ink = '#1b2430';
const muted = '#4d5968';
const line = '#d5dbe3';
const white = '#ffffff';
const accent = '#0b5cad';
const accentTint = '#e8f1fb';
const warningSurface = '#fff4e5';

export const tokens = {
  color: {
    ink,
    muted,
    /** Borders between areas, and of cards and groups. */
    line,
    /** The sidebar, list items and the top bar: a step off the white of the form. */
    panel: '#f5f7fa',
    surface: white,
    accent,
    /** Text on the accent, the ink or the danger colour. */
    onDark: white,
    /** Behind what is chosen or said in passing: the chosen picture, a notice. */
    accentTint,
    danger: '#b42318',
    warning: '#b45309',
    warningSurface,
    warningLine: '#f0b35a',
    focus: '#d9480f',
    /** The border of a text box, a choice or a button. */
    control: '#8a96a6',
    hover: '#eef2f7',
    disabledInk: '#6b7480',
    disabledSurface: '#f3f4f6',
    /** Around the page in the preview. */
    stage: '#e9edf2',
    /** Dims the editor behind an open dialog. */
    scrim: 'rgb(15 23 42 / 0.55)',
  },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    /** The root size every rem below is a share of. */
    root: '15px',
    lineHeight: 1.45,
  },
  fontSize: {
    /** Group headings of the sidebar, badges, picture names in a grid. */
    xs: '0.8rem',
    /** Help under a field, how fresh the preview is. */
    sm: '0.88rem',
    /** Problems and notes beside a field or the preview. */
    note: '0.9rem',
    /** What a field shows as, and the house style's advice: a little smaller than the field's own text. */
    aside: '0.9em',
    nav: '0.92rem',
    base: '1rem',
    title: '1.3rem',
  },
  fontWeight: { regular: 400, bold: 600 },
  letterSpacing: { label: '0.04em' },
  /** A 2 px scale: space(6) is 12 px. */
  space: (steps: number) => `${steps * 2}px`,
  radius: { xs: '2px', sm: '4px', md: '6px', lg: '8px', xl: '10px', pill: '11px' },
  shadow: {
    /** The page in the preview, lifted off its stage. */
    device: '0 1px 4px rgb(0 0 0 / 0.2)',
    popover: '0 8px 24px rgb(15 23 42 / 0.18)',
  },
  border: { hairline: '1px', thick: '2px', bar: '3px' },
  size: {
    focusRing: '3px',
    focusOffset: '2px',
    /** The least height of a button, and the width of an icon button. */
    control: '32px',
    navEntry: '30px',
    link: '24px',
    badge: '22px',
    sidebar: '250px',
    sidebarNarrow: '200px',
    /** The least widths of the form and the preview side by side. */
    formMin: '340px',
    previewMin: '360px',
    thumbnail: { width: '96px', height: '72px' },
    pictureOption: '110px',
    picturePicker: '320px',
    picture: { width: '120px', height: '90px' },
    galleryCard: '320px',
    galleryExample: { width: '300px', height: '210px' },
    dialogWide: 'min(1100px, 94vw)',
    dialog: 'min(820px, 94vw)',
    dialogHeight: '90vh',
    popover: 'min(760px, calc(100vw - 32px))',
    popoverHeight: '50vh',
    /** Two columns of the publishing form, or of a conflict's two sides, side by side down to these widths. */
    authorColumn: '220px',
    conflictColumn: '240px',
    incompleteHeight: '30vh',
    previewBelow: '60vh',
    previewBelowPhone: '70vh',
    sidebarPhone: '40vh',
    message: '60rem',
  },
  mq: {
    /** The preview goes below the form. */
    narrow: '@media (max-width: 1000px)',
    /** One column: sections, form and preview one under the other. */
    phone: '@media (max-width: 700px)',
    small: '@media (max-width: 520px)',
  },
  zIndex: { sticky: 1, popover: 5, topbar: 10 },
} as const;
