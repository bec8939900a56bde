import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('building broken content', () => {
  it('stops with located problems and leaves the previous output untouched', () => {
    const folder = mkdtempSync(join(tmpdir(), 'site-build-'));
    const broken = join(folder, 'site.yaml');
    writeFileSync(broken, readFileSync('site.yaml', 'utf8').replace(/^(\s+)href: \/about$/m, '$1href: /abuot'));
    const out = join(folder, 'dist');
    mkdirSync(out);
    writeFileSync(join(out, 'index.html'), 'previous deploy');

    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      env: { ...process.env, SITE_FILE: broken, OUT_DIR: out },
      encoding: 'utf8',
    });

    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(new RegExp(`^${broken}:\\d+:\\d+ [\\w.]+\\.href: the link "/abuot" leads nowhere; expected the path of a page or a redirect, such as "/about"$`, 'm'));
    expect(result.stderr).not.toMatch(/^\s+at /m);
    expect(readdirSync(out)).toEqual(['index.html']);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('previous deploy');
    // No work folder was even made beside it.
    expect(readdirSync(folder).sort()).toEqual(['dist', 'site.yaml']);
  });
});
