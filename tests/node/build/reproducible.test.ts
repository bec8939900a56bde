import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { buildSite } from '../../support/build-site.ts';
import { listFiles } from '../../support/dist-files.ts';

describe('the build', () => {
  it('gives byte-identical output when run twice on the same sources', () => {
    const first = inject('distDir');
    const second = buildSite('.test-build/again');
    const files = listFiles(first);
    expect(listFiles(second)).toEqual(files);
    const differing = files.filter((file) => !readFileSync(join(first, file)).equals(readFileSync(join(second, file))));
    expect(differing).toEqual([]);
  }, 180_000);
});
