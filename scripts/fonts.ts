import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { cutHeadingFont, FALLBACK_FONT, fallbackMetrics, HEADING_FONT, openFace } from '../pipeline/fonts.ts';

/** `npm run fonts`: cuts the heading face from its package and measures its fallback (see pipeline/fonts.ts). */
const cut = await cutHeadingFont();
writeFileSync(HEADING_FONT.file, cut);
const metrics = fallbackMetrics(openFace(cut), openFace(readFileSync(FALLBACK_FONT)));
writeFileSync(HEADING_FONT.metrics, `${JSON.stringify(metrics, null, 2)}\n`);
// The SIL Open Font License goes with the face.
copyFileSync(HEADING_FONT.license, join(dirname(HEADING_FONT.file), 'OFL.txt'));
console.log(`wrote ${HEADING_FONT.file} (${cut.length.toLocaleString('en-CA')} bytes) and ${HEADING_FONT.metrics}`);
