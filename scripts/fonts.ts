import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CUTS, cutFont, fallbackMetrics, HEADING_FONT, openFace } from '../pipeline/fonts.ts';

/** `npm run fonts`: cuts each weight of the site's face from its package and measures its fallback (see pipeline/fonts.ts). */
for (const cut of CUTS) {
  const bytes = await cutFont(cut);
  writeFileSync(cut.file, bytes);
  const metrics = fallbackMetrics(openFace(bytes), openFace(readFileSync(cut.fallback)), cut.sample);
  writeFileSync(cut.metrics, `${JSON.stringify(metrics, null, 2)}\n`);
  console.log(`wrote ${cut.file} (${bytes.length.toLocaleString('en-CA')} bytes) and ${cut.metrics}`);
}
// The SIL Open Font License goes with the face.
copyFileSync(HEADING_FONT.license, join(dirname(HEADING_FONT.file), 'OFL.txt'));
