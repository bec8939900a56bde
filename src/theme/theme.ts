import type { BrandMarkColours } from '../../core/brand-mark.ts';
import type { Tone } from '../../core/choices.ts';

const breakpoints = { xs: 360, sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

/* The colours that serve under more than one name, each written once. */
const ink = '#0B2545';
const white = '#FFFFFF';
const teal = '#0E7C7B';
const tealStrong = '#0A5F5E';
const tealTint = '#E6F4F3';
const highlight = '#E9B44C';
/** The horizon of the company's mark, on its tile of either shade. */
const markHorizon = '#5FB8B3';

/** Every colour, size, space, radius, shadow, letter-spacing, breakpoint and duration the site uses. */
/** The faces every system has: San Francisco, Segoe UI, Roboto, … */
const SYSTEM_FACES = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** The site's typeface (see theme/fonts.ts). */
export const FAMILY = 'Plus Jakarta Sans';

/** All text: the site's own face, its measured stand-in, then the system's. */
const TEXT_FACES = `"${FAMILY}", "${FAMILY} Fallback", ${SYSTEM_FACES}`;

export const theme = {
  color: {
    ink,
    text: '#1F2937',
    muted: '#4B5563',
    surface: white,
    surfaceAlt: '#F0F4F8',
    border: '#D9E0E8',
    accent: teal,
    accentStrong: tealStrong,
    onAccent: white,
    highlight,
    /** Text on the ink footer and announcement bands. */
    onFooter: '#E6EDF5',
    focus: teal,
    focusOnDark: '#F2C86B',
    footerRule: 'rgba(230, 237, 245, 0.18)',
    /** Text on the ink-navy bands (stats). */
    onInk: white,
    /** Secondary text on any ink band: stats labels, the footer's blurb and copyright line. */
    onInkMuted: '#B7C6D8',
    /** Behind small accent-coloured marks: the hero's eyebrow, check marks, part numbers. */
    accentSoft: tealTint,
    /** Dims the page behind the open mobile menu: ink, half see-through. */
    scrim: 'rgba(11, 37, 69, 0.5)',
    /** The faint rings of signal behind an opening band's picture: teal, nearly see-through. */
    ringOnBand: 'rgba(14, 124, 123, 0.06)',
    /** The same rings on the closing teal band: white, nearly see-through. */
    ringOnAccent: 'rgba(255, 255, 255, 0.06)',
  },
  /** The company's mark (core/brand-mark.ts): a highlight sun and white waves on an ink tile, over a pale teal horizon. */
  brandMark: { tile: ink, waves: white, sun: highlight, horizon: markHorizon } satisfies BrandMarkColours,
  /** The mark on an ink band (the footer, the share cards): its tile a step lighter, so it still shows. */
  brandMarkOnInk: { tile: '#24507F', waves: white, sun: highlight, horizon: markHorizon } satisfies BrandMarkColours,
  /** Tinted backgrounds for cards, each with the icon colour that keeps contrast on it. */
  tones: {
    teal: { background: tealTint, foreground: tealStrong },
    navy: { background: '#E8EEF6', foreground: ink },
    wheat: { background: '#FBF1DC', foreground: '#6B4A00' },
    sky: { background: '#E5F1FB', foreground: '#134E7C' },
    mint: { background: '#E7F6EC', foreground: '#1D5E35' },
    rose: { background: '#FBEAEA', foreground: '#8A2A2A' },
  } satisfies Record<Tone, { background: string; foreground: string }>,
  font: {
    body: TEXT_FACES,
  },
  fontSize: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    base: '1.0625rem',
    lg: '1.1875rem',
    /** A page's or a section's lead: a step above the body on phones (17.5 px at 375 px), 19 px from tablets. */
    lead: 'clamp(1.0625rem, 0.98rem + 0.45vw, 1.1875rem)',
    xl: 'clamp(1.125rem, 1rem + 0.6vw, 1.5rem)',
    /** A card's or a part's title: 18 px on phones, a step below its section's heading; 22 px on desktops. */
    h3: 'clamp(1.125rem, 1rem + 0.5vw, 1.4rem)',
    /**
     * A section's heading: on phones a clear step both below the page's title and above the lead and
     * the cards' titles (24.8 px, against 35 and 18 at 375 px); 36 px on desktops.
     */
    h2: 'clamp(1.55rem, 1.15rem + 1.6vw, 2.25rem)',
    /** A plan's name in its card, a banner's title under its tag: between a section's heading and a card's title (22 px on phones, 28 on desktops). */
    tier: 'clamp(1.375rem, 1.1rem + 0.8vw, 1.75rem)',
    /**
     * The page's title leads: about twice the body on phones (35 px at 375 px), yet small enough on a
     * 320 px phone (29 px) that a long word ("Communications") stays whole; full size (50 px, as
     * the home page's title on desktops) from 515 px.
     */
    h1: 'clamp(1.8rem, 10.9vw - 0.37rem, 3.125rem)',
    /** Every page's title on wide desktops (from xl): a clear step above the sections' 36 px headings. */
    h1Wide: '3.625rem',
    /** The company name in the header on phones: small enough that "Communications" fits whole at 320 px. */
    wordmarkSmall: 'clamp(0.875rem, 0.55rem + 1.6vw, 1.0625rem)',
    /** The home page's h1 on phones, where it leads as every page's title does. */
    heroHeadingPhone: 'clamp(1.8rem, 10.9vw - 0.37rem, 2.2rem)',
    /** The home page's h1 beside its illustration, from the md breakpoint: at most three lines on desktops. */
    heroHeading: 'clamp(2rem, 1.5rem + 2vw, 3.125rem)',
    stat: 'clamp(2.25rem, 1.8rem + 2vw, 3.25rem)',
    quote: 'clamp(1.0625rem, 0.95rem + 0.7vw, 1.5rem)',
    quoteLarge: 'clamp(1.25rem, 1.05rem + 1vw, 1.75rem)',
  },
  letterSpacing: { eyebrow: '0.08em', label: '0.06em', heading: '-0.01em' },
  /** The heading face sets its words close; a little more room between them reads better at large sizes. */
  wordSpacing: { heading: '0.06em' },
  fontWeight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  /** display: large text of several lines (a statement, a summary's point). */
  lineHeight: { tight: 1.15, snug: 1.3, display: 1.4, body: 1.6 },
  /** A 4 px scale: space(4) is 16 px. */
  space: (steps: number) => `${steps * 4}px`,
  /** Vertical padding of a section band: phones, then from the md breakpoint. */
  sectionSpace: { base: 14, md: 20 },
  /** The page's margin on each side, inside the container: phones, then from the md breakpoint. */
  gutter: { base: 5, md: 8 },
  radius: { xs: '4px', sm: '8px', md: '12px', lg: '16px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(11, 37, 69, 0.06), 0 1px 3px rgba(11, 37, 69, 0.08)',
    md: '0 4px 12px rgba(11, 37, 69, 0.08), 0 2px 4px rgba(11, 37, 69, 0.06)',
    lg: '0 12px 32px rgba(11, 37, 69, 0.12)',
  },
  size: {
    container: '1200px',
    pagePlaceholder: '100vh',
    measure: '68ch',
    /** A page's lead: about seventy characters a line at its largest (the face's 0 is wide, so not in ch). */
    leadMeasure: '34em',
    headerHeight: '72px',
    announcementHeight: '44px',
    target: '44px',
    /** The teal and wheat line an opening band stands on (see openingBand). */
    horizon: '4px',
    /** The company's mark beside its name in the footer. */
    footerMark: '36px',
    icon: '24px',
    iconSmall: '16px',
    dropdown: '16rem',
    indicator: '3px',
    iconBadge: '48px',
    avatar: '56px',
    avatarLarge: '112px',
    /** A client's portrait in a column of its own beside their testimonial (see core/image-slots.ts). */
    avatarQuote: '88px',
    dot: '12px',
    /** The widest a pull quote's lines get. */
    quoteMeasure: '46rem',
    /** The widest a single testimonial gets. */
    narrow: '800px',
    heroImage: '560px',
    /** The picture beside an inner page's heading. */
    headerImage: '400px',
    /** The pale disc a dark page header's picture stands on, on phones. */
    headerDiscPhone: '200px',
    /** The same disc under the words on tablets, and beside them from lg. */
    headerDiscTablet: '320px',
    /** The disc beside the words: no taller than a header's words, so the band follows them. */
    headerDiscWide: '360px',
    /** The picture of a page's opening band (hero or header) on a phone, under the words. */
    openingImagePhone: '256px',
    /** A banner's picture on a phone, above its words. */
    bannerImagePhone: '300px',
    hairline: '1px',
    /** Outlines of small controls such as the carousel dots. */
    ring: '2px',
    /** The keyboard focus outline and its distance from the element. */
    focusRing: '3px',
    focusOffset: '2px',
    /** How far a link's underline sits below the text on the dark bands. */
    underlineOffset: '0.2em',
    accentBar: '4px',
    /** The narrowest a contact card gets before the row wraps: room for an e-mail address on one line. */
    contactCard: '17rem',
    /** The narrowest a quick-link tile gets before the row wraps. */
    tileMin: '15rem',
    /** The narrowest a step of a process gets side by side before the row wraps. */
    stepMin: '11rem',
    /** The widest a plan's card gets in the row phones swipe through. */
    tierPhone: '20rem',
    /** The narrowest: room for a plan's button on one line (« Parlons du forfait ») at 320 px. */
    tierPhoneMin: '16.5rem',
    /** The widest a cycle's stages stand one under another, on a card too narrow for a row. */
    cycleColumn: '24rem',
    /** The height of the window as shown, less the bars a phone's browser slides in and out. */
    windowHeight: '100dvh',
  },
  breakpoint: breakpoints,
  mq: {
    sm: `@media (min-width: ${breakpoints.sm}px)`,
    md: `@media (min-width: ${breakpoints.md}px)`,
    lg: `@media (min-width: ${breakpoints.lg}px)`,
    xl: `@media (min-width: ${breakpoints.xl}px)`,
    belowLg: `@media (max-width: ${breakpoints.lg - 0.02}px)`,
    belowMd: `@media (max-width: ${breakpoints.md - 0.02}px)`,
    belowSm: `@media (max-width: ${breakpoints.sm - 0.02}px)`,
    belowXs: `@media (max-width: ${breakpoints.xs - 0.02}px)`,
  },
  /** The same breakpoints as media queries for window.matchMedia. */
  query: {
    lg: `(min-width: ${breakpoints.lg}px)`,
  },
  motion: {
    fast: 150,
    base: 300,
    reveal: 700,
    hero: 1000,
    /** Between the hero's parts, and between the items of a list that give no delay of their own. */
    stagger: 150,
    counter: 2000,
    hoverOutDelay: 250,
    revealDistance: 24,
    easing: 'cubic-bezier(0.22, 1, 0.36, 1)',
    /** How far the hero's parts rise on arrival (transform only; see hero.tsx). */
    heroRise: 20,
    /** Pixels of lift on hovered cards. */
    hoverLift: 2,
    /** No motion at all, yet long enough that animationend and transitionend still fire. */
    instant: 0.01,
  },
  zIndex: { header: 50, scrim: 55, dropdown: 60, skipLink: 100 },
} as const;

/** Milliseconds as a CSS time. */
export const ms = (value: number) => `${value}ms`;
