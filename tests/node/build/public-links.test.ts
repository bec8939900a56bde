/**
 * A page of site.yaml that names a link in public/ leading nowhere or out of it. (The build leaves
 * such links out, and says so: publishing.test.ts.)
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateSite } from '../../../pipeline/validate.ts';
import { formatProblem } from '../../../schema/problems.ts';

const PUBLIC = join(mkdtempSync(join(tmpdir(), 'site-public-links-')), 'public');
afterAll(() => rmSync(join(PUBLIC, '..'), { recursive: true, force: true }));
cpSync('tests/fixtures/validation/public', PUBLIC, { recursive: true });
symlinkSync('missing.png', join(PUBLIC, 'images/gone.png'));
symlinkSync('/etc/passwd', join(PUBLIC, 'images/passwd.png'));

describe('a link in public/ that leads nowhere or out of it', () => {
  it.each([
    ['gone.png', 'does not exist; expected a file at public/images/gone.png'],
    ['passwd.png', 'is a link to a file outside public/; copy the image into public/images instead'],
  ])('stops the build, as `validate` does, at the line of site.yaml that names it (%s)', async (name, problem) => {
    const text = readFileSync('tests/fixtures/validation/base.yaml', 'utf8').replace('src: /images/sample.svg', `src: /images/${name}`);
    const named = await validateSite({ file: 'site.yaml', text }, { publicDir: PUBLIC });
    const problems = named.ok ? [] : named.problems.map(formatProblem);
    expect(problems).toEqual([expect.stringMatching(/^site\.yaml:\d+:\d+ pages\.\d+\.blocks\.\d+\.image\.src: /)]);
    expect(problems[0]).toContain(`the image "/images/${name}" ${problem}`);
  });
});
