import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CUTS, cutFont, fallbackMetrics, CHARACTERS, openFace } from '../../pipeline/fonts.ts';

describe.each(CUTS.map((cut) => [cut.weight, cut] as const))('the site’s face at weight %i', (weight, cut) => {
  const committed = readFileSync(cut.file);

  it('is what `npm run fonts` cuts from its package, so the committed file cannot drift from its source', async () => {
    expect(Buffer.compare(await cutFont(cut), committed)).toBe(0);
  });

  it('draws every letter and mark of English and French text, and is small', () => {
    const face = openFace(committed);
    const missing = [...CHARACTERS].filter((character) => !face.hasGlyphForCodePoint(character.codePointAt(0)!));
    expect(missing).toEqual([]);
    expect(face.familyName).toBe('Plus Jakarta Sans');
    expect(face['OS/2'].usWeightClass).toBe(weight);
    expect(committed.length).toBeLessThan(12 * 1024);
  });

  it('has a fallback measured against Arial’s metrics, as `npm run fonts` wrote them', () => {
    expect(existsSync(cut.fallback), `${cut.fallback} (Debian's fonts-liberation) measures the fallback`).toBe(true);
    const written = JSON.parse(readFileSync(cut.metrics, 'utf8')) as unknown;
    expect(written).toEqual(fallbackMetrics(openFace(committed), openFace(readFileSync(cut.fallback)), cut.sample));
  });
});
