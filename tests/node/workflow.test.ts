/**
 * The GitHub workflow runs what docs/running.md says it runs: every change runs both test commands; a
 * pull request is installed, validated with annotations and built; main is validated with
 * --strict, built and published to Pages once the tests pass.
 * The commands are read from both files, so neither can change without the other.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';

interface Step {
  run?: string;
  uses?: string;
  with?: Record<string, unknown>;
}
interface Job {
  if?: string;
  needs?: string;
  steps: Step[];
  permissions?: Record<string, string>;
}

function workflow(): { on: Record<string, unknown>; jobs: Record<string, Job> } {
  const doc = parseDocument(readFileSync('.github/workflows/site.yml', 'utf8'), { uniqueKeys: true });
  expect(doc.errors.map(String)).toEqual([]);
  return doc.toJS() as { on: Record<string, unknown>; jobs: Record<string, Job> };
}

/** The block under "The ready workflow" in docs/running.md: its commands, in two groups split by a blank line. */
function documentedCommands(): string[][] {
  const manual = readFileSync('docs/running.md', 'utf8');
  const section = manual.slice(manual.indexOf('### The ready workflow'));
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  return block
    .split('\n\n')
    .map((group) => group.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#')));
}

const commandsOf = (job: Job) => job.steps.flatMap((step) => (step.run ? [step.run.trim()] : []));

describe('.github/workflows/site.yml', () => {
  it('runs on pull requests and on pushes to main', () => {
    const { on } = workflow();
    expect(Object.keys(on)).toEqual(expect.arrayContaining(['pull_request', 'push']));
    expect(on.push).toEqual({ branches: ['main'] });
  });

  it('runs both test commands on every change, as .ci/run does, and publishes only what passes them', () => {
    const { jobs } = workflow();
    expect(jobs.test!.if).toBeUndefined();
    expect(commandsOf(jobs.test!)).toEqual(['npm ci', 'npm test', 'npm run test:e2e']);
    expect(jobs.publish!.needs).toBe('test');
    // .ci/run runs each command through `timed`, which says how long it took.
    const ci = readFileSync('.ci/run', 'utf8').split('\n').map((line) => line.replace(/^timed /, ''));
    expect(ci.filter((line) => /^npm (ci|test|run test:e2e)\b/.test(line))).toEqual(['npm ci --no-audit --no-fund', 'npm test', 'npm run test:e2e']);
  });

  it('checks a pull request with the documented commands: install, validate with annotations, build', () => {
    const [pullRequest] = documentedCommands();
    expect(pullRequest).toEqual(['npm ci', 'npm run validate -- --format github', 'npm run build']);
    const { jobs } = workflow();
    expect(jobs.check!.if).toBe("github.ref != 'refs/heads/main'");
    expect(commandsOf(jobs.check!)).toEqual(pullRequest);
  });

  it('validates main with --strict, builds, then publishes dist/ to GitHub Pages', () => {
    const [, main] = documentedCommands();
    expect(main).toEqual(['npm ci', 'npm run validate -- --strict --format github', 'npm run build']);
    const { jobs } = workflow();
    const publish = jobs.publish!;
    expect(publish.if).toBe("github.ref == 'refs/heads/main'");
    expect(commandsOf(publish)).toEqual(main);
    const uses = publish.steps.map((step) => step.uses?.split('@')[0]).filter(Boolean);
    expect(uses.slice(-2)).toEqual(['actions/upload-pages-artifact', 'actions/deploy-pages']);
    expect(publish.steps.at(-2)!.with).toEqual({ path: 'dist' });
    expect(publish.permissions).toMatchObject({ pages: 'write', 'id-token': 'write' });
    // nothing is published before the build has passed: the upload comes after the last command
    const lastRun = publish.steps.findLastIndex((step) => step.run);
    expect(publish.steps.findIndex((step) => step.uses?.startsWith('actions/upload-pages-artifact'))).toBeGreaterThan(lastRun);
  });

  it('names only scripts the project has, on the Node version it requires', () => {
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
    const { jobs } = workflow();
    for (const job of Object.values(jobs)) {
      for (const command of commandsOf(job)) {
        const script = /^npm run (\S+)/.exec(command)?.[1];
        if (script) expect(Object.keys(scripts)).toContain(script);
      }
      const node = job.steps.find((step) => step.uses?.startsWith('actions/setup-node'));
      expect(node?.with?.['node-version']).toBe(20);
    }
  });
});
