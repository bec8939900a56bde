import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CUTS, cutFont, cutServedFace, fallbackMetrics, CHARACTERS, openFace, SERVED_FACE } from '../../pipeline/fonts.ts';

/** The characters of English and French text a file has no glyph for. */
const missingFrom = (bytes: Buffer) => {
  const face = openFace(bytes);
  return [...CHARACTERS].filter((character) => !face.hasGlyphForCodePoint(character.codePointAt(0)!));
};

describe('the file of the site’s face', () => {
  const committed = readFileSync(SERVED_FACE.file);

  it('is what `npm run fonts` cuts from its package, so the committed file cannot drift from its source', async () => {
    expect(Buffer.compare(await cutServedFace(), committed)).toBe(0);
  });

  it('draws every letter and mark of English and French text at every weight from 400 to 700, and fits in one round trip', () => {
    expect(missingFrom(committed)).toEqual([]);
    const face = openFace(committed);
    expect(face.familyName).toBe('Plus Jakarta Sans');
    expect(face.variationAxes.wght).toMatchObject({ min: 400, max: 700 });
    // A first round trip carries about 14 KB; the response's headers take some of it.
    expect(committed.length).toBeLessThan(13 * 1024);
  });
});

describe.each(CUTS.map((cut) => [cut.weight, cut] as const))('the site’s face at weight %i', (_weight, cut) => {
  it('has a fallback measured against Arial’s metrics, as `npm run fonts` wrote them', async () => {
    expect(existsSync(cut.fallback), `${cut.fallback} (Debian's fonts-liberation) measures the fallback`).toBe(true);
    const written = JSON.parse(readFileSync(cut.metrics, 'utf8')) as unknown;
    expect(written).toEqual(fallbackMetrics(openFace(await cutFont(cut)), openFace(readFileSync(cut.fallback)), cut.sample));
  });
});

describe.each(CUTS.flatMap((cut) => (cut.file ? [[cut.weight, cut.file, cut] as const] : [])))('the cut pinned to weight %i', (weight, file, cut) => {
  it(`is committed in ${file} as \`npm run fonts\` cuts it, for the share cards`, async () => {
    const committed = readFileSync(file);
    expect(Buffer.compare(await cutFont(cut), committed)).toBe(0);
    expect(missingFrom(committed)).toEqual([]);
    expect(openFace(committed)['OS/2'].usWeightClass).toBe(weight);
  });
});
