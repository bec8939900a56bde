import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../core/contrast.ts';
import { theme } from '../../src/theme/theme.ts';

const { color, tones } = theme;
const TEXT = 4.5;
const NON_TEXT = 3;

/** Every pair of text and background the components use, and the focus rings against their backgrounds. */
const pairs: [string, string, string, number][] = [
  ['body text on white', color.text, color.surface, TEXT],
  ['body text on the tinted band', color.text, color.surfaceAlt, TEXT],
  ['muted text on white', color.muted, color.surface, TEXT],
  ['muted text on the tinted band', color.muted, color.surfaceAlt, TEXT],
  ['headings on white', color.ink, color.surface, TEXT],
  ['headings on the tinted band', color.ink, color.surfaceAlt, TEXT],
  ['links on white', color.accentStrong, color.surface, TEXT],
  ['links on the tinted band', color.accentStrong, color.surfaceAlt, TEXT],
  ['accent text on white', color.accent, color.surface, TEXT],
  ['muted text on the accent tint (the contact block’s director)', color.muted, color.accentSoft, TEXT],
  ['headings on the accent tint', color.ink, color.accentSoft, TEXT],
  ['highlights on an ink band (a dark page header)', color.onInk, color.ink, TEXT],
  ['button text on the button', color.onAccent, color.accentStrong, TEXT],
  ['button text on the hovered button', color.onAccent, color.ink, TEXT],
  ['footer text on the footer', color.onFooter, color.ink, TEXT],
  ['muted footer text on the footer', color.onInkMuted, color.ink, TEXT],
  ['focus ring on white', color.focus, color.surface, NON_TEXT],
  ['focus ring on the tinted band', color.focus, color.surfaceAlt, NON_TEXT],
  ['focus ring on the footer', color.focusOnDark, color.ink, NON_TEXT],
  ...Object.entries(tones).flatMap(([name, tone]): [string, string, string, number][] => [
    [`${name} icon on its tint`, tone.foreground, tone.background, NON_TEXT],
    [`${name} tint text (body) on its tint`, color.text, tone.background, TEXT],
    [`${name} accent text on its tint`, tone.foreground, tone.background, TEXT],
  ]),
];

describe('theme contrast (WCAG 2.2 AA)', () => {
  it('computes known ratios', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBe(1);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
  });

  it.each(pairs)('%s: %s on %s reaches %s:1', (_name, foreground, background, minimum) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(minimum);
  });
});
