import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The folders depend one way (ARCHITECTURE.md); ESLint enforces it. Each case lints one import
 * as if it were written in a file of the project, and reads what ESLint says of it.
 */
const eslint = new ESLint();

async function ruleBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const probe = imported;\n`, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('the direction of imports', () => {
  it.each([
    ['schema/probe.ts', "import { Layout as imported } from '../src/shell/Layout.tsx';", 'schema/ is pure validation'],
    ['schema/probe.ts', "import { readFileSync as imported } from 'node:fs';", 'schema/ reads no file'],
    ['pipeline/probe.ts', "import { startServer as imported } from '../scripts/serve.ts';", 'pipeline/ is the library'],
    ['pipeline/build/probe.ts', "import { startEditor as imported } from '../../editor/server.ts';", 'pipeline/ is the library'],
    ['core/probe.ts', "import { z as imported } from 'zod';", 'core/ imports no package'],
    ['core/probe.ts', "import { siteSchema as imported } from '../schema/site.ts';", 'core/ holds pure helpers'],
    ['src/blocks/probe.ts', "import { siteSchema as imported } from '../../schema/site.ts';", 'The app may import types from schema/'],
    ['src/probe.ts', "import { validateSite as imported } from '../pipeline/validate.ts';", 'The app is below the build'],
    ['scripts/probe.ts', "import { findChromium as imported } from '../tests/support/pages.ts';", 'nothing outside tests/ imports from tests/'],
  ])('refuses in %s: %s', async (file, code, reason) => {
    expect(await ruleBroken(file, code)).toEqual([expect.stringContaining(reason)]);
  });

  it.each([
    ['schema/probe.ts', "import { linkPath as imported } from '../core/links.ts';"],
    ['src/probe.ts', "import type { Site as imported } from '../schema/site.ts';"],
    ['pipeline/probe.ts', "import { siteSchema as imported } from '../schema/site.ts';"],
    ['scripts/probe.ts', "import { validateSite as imported } from '../pipeline/validate.ts';"],
  ])('allows in %s: %s', async (file, code) => {
    expect(await ruleBroken(file, code)).toEqual([]);
  });
});
