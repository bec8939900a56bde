import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
/* That every route answers with its heading and title is checked in routes.test.ts. */

describe('the built site', () => {
  it('ships no validator code to the browser', () => {
    const assets = join(inject('distDir'), 'assets');
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      const code = readFileSync(join(assets, file), 'utf8');
      expect(code, file).not.toMatch(/ZodError|_zod|LineCounter|parseDocument|yaml-language-server/);
    }
  });
});
