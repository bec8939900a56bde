/**
 * `npm test`: the type check, lint and knip beside the node and DOM tests rather than before them.
 * The tests print as they run; each check's output is held and printed once it ends, with how long
 * it took, so that the lines of one never cut into another's. Fails when any of them fails.
 */
import { spawn } from 'node:child_process';

interface Outcome {
  name: string;
  code: number;
  seconds: number;
  output: string;
}

const checks = ['typecheck', 'lint', 'knip'];
const tests = ['vitest', 'run', '--project', 'node', '--project', 'node-isolated', '--project', 'dom'];

function run(name: string, command: string, args: string[], shown: boolean): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: shown ? 'inherit' : ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = (code: number) => resolve({ name, code, seconds: Math.round((performance.now() - started) / 1000), output: Buffer.concat(chunks).toString() });
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      done(1);
    });
    child.on('close', (code) => done(code ?? 1));
  });
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const outcomes = await Promise.all([
  run('tests', 'npx', tests, true),
  ...checks.map((check) => run(check, npm, ['run', '--silent', check], false)),
]);

for (const { name, code, seconds, output } of outcomes.slice(1)) {
  const trimmed = output.trim();
  console.log(`\n${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s${trimmed ? `\n${trimmed}` : ''}`);
}
const failed = outcomes.filter((outcome) => outcome.code !== 0).map((outcome) => outcome.name);
if (failed.length > 0) {
  console.log(`\nFailed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
