import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cutHeadingFont, FALLBACK_FONT, fallbackMetrics, HEADING_CHARACTERS, HEADING_FONT, openFace } from '../../pipeline/fonts.ts';

const committed = readFileSync(HEADING_FONT.file);

describe('the heading face', () => {
  it('is what `npm run fonts` cuts from its package, so the committed file cannot drift from its source', async () => {
    expect(Buffer.compare(await cutHeadingFont(), committed)).toBe(0);
  });

  it('draws every letter and mark of English and French headings, and is small', () => {
    const face = openFace(committed);
    const missing = [...HEADING_CHARACTERS].filter((character) => !face.hasGlyphForCodePoint(character.codePointAt(0)!));
    expect(missing).toEqual([]);
    expect(face.familyName).toBe('Plus Jakarta Sans');
    expect(committed.length).toBeLessThan(12 * 1024);
  });

  it('has a fallback measured against Arial Bold’s metrics, as `npm run fonts` wrote them', () => {
    expect(existsSync(FALLBACK_FONT), `${FALLBACK_FONT} (Debian's fonts-liberation) measures the fallback`).toBe(true);
    const written = JSON.parse(readFileSync(HEADING_FONT.metrics, 'utf8')) as unknown;
    expect(written).toEqual(fallbackMetrics(openFace(committed), openFace(readFileSync(FALLBACK_FONT))));
  });
});
