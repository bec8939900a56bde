import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CUTS, cutFont, cutServedFace, fallbackMetrics, HEADING_FONT, openFace, SERVED_FACE } from '../pipeline/fonts.ts';

/**
 * `npm run fonts`: cuts the file the site serves from the face's package, and each weight with a
 * fallback, whose metrics it measures (see pipeline/fonts.ts).
 */
const served = await cutServedFace();
writeFileSync(SERVED_FACE.file, served);
console.log(`wrote ${SERVED_FACE.file} (${served.length.toLocaleString('en-CA')} bytes)`);
for (const cut of CUTS) {
  const bytes = await cutFont(cut);
  if (cut.file) {
    writeFileSync(cut.file, bytes);
    console.log(`wrote ${cut.file} (${bytes.length.toLocaleString('en-CA')} bytes)`);
  }
  const metrics = fallbackMetrics(openFace(bytes), openFace(readFileSync(cut.fallback)), cut.sample);
  writeFileSync(cut.metrics, `${JSON.stringify(metrics, null, 2)}\n`);
  console.log(`wrote ${cut.metrics}`);
}
// The SIL Open Font License goes with the face.
copyFileSync(HEADING_FONT.license, join(dirname(HEADING_FONT.file), 'OFL.txt'));
