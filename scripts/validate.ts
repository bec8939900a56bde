import { runValidate } from '../pipeline/validate-command.ts';

// A reader that stops early (`npm run validate | head`) closes the pipe: the rest is not wanted, and
// that is no failure. The run ends with the status its verdict set, without a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(process.exitCode ?? 0);
  });
}

process.exitCode = await runValidate(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, cwd: process.cwd() });
