import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, expect, it } from 'vitest';
import { encodeSiteImages } from '../../../pipeline/build/images.ts';
import { validateSite } from '../../../pipeline/validate.ts';

const folder = mkdtempSync(join(tmpdir(), 'site-encode-failure-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

it('names the photo that could not be encoded, once every other encoding has finished', async () => {
  const validated = await validateSite({ file: 'site.yaml' }, { publicDir: 'public' });
  if (!validated.ok) throw new Error('site.yaml is not valid');
  // The file changes after validation: its bytes are no longer a photo.
  const publicDir = join(folder, 'public');
  cpSync('public', publicDir, { recursive: true });
  writeFileSync(join(publicDir, 'images/people/founder.jpg'), 'not a photo any more');
  const outDir = join(folder, 'images');
  await expect(encodeSiteImages(validated.site, validated.images, { publicDir, outDir })).rejects.toThrow(
    /^public\/images\/people\/founder\.jpg: the photo could not be encoded \(.+\)$/,
  );
  // Nothing is still writing: the folder can be removed and stays removed.
  rmSync(outDir, { recursive: true, force: true });
  await sleep(500);
  expect(existsSync(outDir) ? readdirSync(outDir) : []).toEqual([]);
});
