import { execFileSync } from 'node:child_process';
import { ESLint } from 'eslint';
import ts from 'typescript';
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
    ['editor/probe.ts', "import { newPage as imported } from '../tests/support/pages.ts';", 'The editor is called by its command'],
    ['editor/routes/probe.ts', "import { newPage as imported } from '../../tests/support/pages.ts';", 'The editor is called by its command'],
    ['editor/client/probe.ts', "import { newPage as imported } from '../../tests/support/pages.ts';", 'The editor is called by its command'],
    ['editor/client/fields/probe.tsx', "import { newPage as imported } from '../../../tests/support/pages.ts';", 'The editor is called by its command'],
    ['editor/client/probe.ts', "import { readFileSync as imported } from 'node:fs';", 'The editor’s page gets the schema'],
    ['src/probe.ts', "import { newPage as imported } from '../tests/support/pages.ts';", 'The app is below'],
    ['core/probe.ts', "import { newPage as imported } from '../tests/support/pages.ts';", 'core/ holds pure helpers'],
    ['schema/probe.ts', "import { newPage as imported } from '../tests/support/pages.ts';", 'schema/ is pure validation'],
    ['pipeline/probe.ts', "import { newPage as imported } from '../tests/support/pages.ts';", 'pipeline/ is the library'],
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

describe('the type check', () => {
  const tracked = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { encoding: 'utf8' }).trim().split('\n');
  const { config } = ts.readConfigFile('tsconfig.json', ts.sys.readFile) as { config: { include: string[] } };

  it('covers every folder of source whole, so that a new file in any of them is checked', () => {
    const folders = [...new Set(tracked.filter((file) => file.includes('/')).map((file) => file.split('/')[0]!))];
    expect(folders.filter((folder) => !config.include.includes(folder))).toEqual([]);
  });

  it('checks every file of the project', () => {
    const checked = new Set(ts.parseJsonConfigFileContent(config, ts.sys, process.cwd()).fileNames.map((file) => file.slice(process.cwd().length + 1)));
    expect(tracked.filter((file) => !checked.has(file))).toEqual([]);
  });
});
