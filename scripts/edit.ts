import { createInterface } from 'node:readline';
import { accountProblem, readAccounts, removeAccount, ROLES, storeAccount, type Role } from '../editor/accounts.ts';

/**
 * `npm run edit`: the visual editor for site.yaml on http://localhost:4174 (PORT overrides), this
 * machine only, opened by the key in the address it prints (kept in .editor/key, so that it
 * survives a restart; EDITOR_KEY_FILE names another file).
 *
 * `npm run edit -- --host [ADDRESS]` (or EDITOR_HOST): the editor for other machines too, where
 * people sign in with the accounts of EDITOR_ACCOUNTS (.editor/accounts.json by default);
 * `--trust-proxy` (or EDITOR_TRUST_PROXY=1) behind a reverse proxy that terminates HTTPS, and
 * `--public-address URL` (or EDITOR_PUBLIC_ADDRESS, several separated by commas) the addresses
 * people open it at, the only names it answers to besides the machine's own.
 * `npm run edit -- --add-user NAME --email ADDRESS [--role edit|publish]`, `--remove-user NAME`,
 * `--list-users`: the accounts. A password is read from the terminal without echo, or from the
 * first line of standard input when that is not a terminal.
 */
const USAGE = `usage: npm run edit -- [--host [ADDRESS]] [--trust-proxy] [--public-address URL]
       npm run edit -- --add-user NAME --email ADDRESS [--role ${ROLES.join('|')}]
       npm run edit -- --remove-user NAME | --list-users`;

const stop = (message: string): never => {
  console.error(message);
  process.exit(1);
};

interface Arguments {
  host?: string;
  trustProxy: boolean;
  publicAddresses: string[];
  addUser?: string;
  removeUser?: string;
  listUsers: boolean;
  email?: string;
  role: string;
}

function parseArguments(args: readonly string[]): Arguments {
  const parsed: Arguments = {
    trustProxy: process.env.EDITOR_TRUST_PROXY === '1',
    publicAddresses: (process.env.EDITOR_PUBLIC_ADDRESS ?? '').split(',').flatMap((address) => address.trim() || []),
    listUsers: false,
    role: 'edit',
    host: process.env.EDITOR_HOST || undefined,
  };
  const value = (index: number, option: string) => {
    const next = args[index + 1];
    if (next === undefined || next.startsWith('--')) stop(`${option} needs a value\n${USAGE}`);
    return next!;
  };
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === '--host') {
      // An address may follow; without one, every address of the machine.
      const next = args[index + 1];
      parsed.host = next && !next.startsWith('--') ? (index += 1, next) : '0.0.0.0';
    } else if (arg === '--trust-proxy') parsed.trustProxy = true;
    else if (arg === '--public-address') parsed.publicAddresses.push(value(index++, arg));
    else if (arg === '--list-users') parsed.listUsers = true;
    else if (arg === '--add-user') parsed.addUser = value(index++, arg);
    else if (arg === '--remove-user') parsed.removeUser = value(index++, arg);
    else if (arg === '--email') parsed.email = value(index++, arg);
    else if (arg === '--role') parsed.role = value(index++, arg);
    else stop(`unknown option ${arg}\n${USAGE}`);
  }
  return parsed;
}

/** A line typed at the terminal without showing it, or the next line of standard input. */
function readSecret(prompt: string, lines: AsyncIterator<string> | undefined): Promise<string> {
  if (lines) return lines.next().then((line) => (line.done ? '' : line.value));
  return new Promise((done) => {
    process.stdout.write(prompt);
    const input = process.stdin;
    input.setRawMode(true);
    input.resume();
    let typed = '';
    const onData = (chunk: Buffer) => {
      for (const character of chunk.toString('utf8')) {
        if (character === '\r' || character === '\n') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stdout.write('\n');
          return done(typed);
        }
        if (character === '\u0003') process.exit(130);
        if (character === '\u007f' || character === '\b') typed = [...typed].slice(0, -1).join('');
        else typed += character;
      }
    };
    input.on('data', onData);
  });
}

const args = parseArguments(process.argv.slice(2));
const accountsFile = process.env.EDITOR_ACCOUNTS ?? '.editor/accounts.json';

if (args.listUsers) {
  const accounts = readAccounts(accountsFile);
  if (accounts.length === 0) console.log(`No accounts in ${accountsFile}.`);
  for (const account of accounts) console.log(`${account.name} <${account.email}>: ${account.role === 'publish' ? 'edits and publishes' : 'edits'}`);
  process.exit(0);
}

if (args.removeUser) {
  if (!removeAccount(accountsFile, args.removeUser)) stop(`No account named "${args.removeUser}" in ${accountsFile}.`);
  console.log(`Removed ${args.removeUser}. Their open sessions end at their next request.`);
  process.exit(0);
}

if (args.addUser) {
  const name = args.addUser.trim();
  const email = args.email ?? '';
  const early = accountProblem(name, email, args.role, 'x'.repeat(64));
  if (early) stop(`${early}\n${USAGE}`);
  const lines = process.stdin.isTTY ? undefined : createInterface({ input: process.stdin })[Symbol.asyncIterator]();
  const password = await readSecret(`Password for ${name}: `, lines);
  if (!lines && password !== (await readSecret('The same password again: ', undefined))) stop('The two passwords differ; nothing was stored.');
  const problem = accountProblem(name, email, args.role, password);
  if (problem) stop(`${problem}; nothing was stored.`);
  const done = await storeAccount(accountsFile, { name, email, role: args.role as Role, password });
  console.log(`${done === 'added' ? 'Added' : 'Updated'} ${name} <${email}>, who may ${args.role === 'publish' ? 'edit and publish' : 'edit and save'}, in ${accountsFile}.`);
  process.exit(0);
}

const port = Number(process.env.PORT ?? 4174);
try {
  // Loaded only to serve: the account commands above need none of the server (the build, the preview).
  const { startEditor } = await import('../editor/server.ts');
  const served = args.host !== undefined;
  const editor = await startEditor({
    file: process.env.SITE_FILE ?? 'site.yaml',
    publicDir: 'public',
    port,
    keyFile: process.env.EDITOR_KEY_FILE ?? '.editor/key',
    ...(served ? { host: args.host, accounts: { accountsFile, trustProxy: args.trustProxy }, publicAddresses: args.publicAddresses } : {}),
  });
  if (served) {
    console.log(`Editing site.yaml for the people in ${accountsFile}: ${editor.url} (listening on ${args.host}:${editor.port})`);
    console.log(args.trustProxy ? 'Behind a proxy: its X-Forwarded-Proto and X-Forwarded-For are believed.' : 'Put it behind a proxy that serves HTTPS before people sign in from elsewhere (see docs/running.md).');
    if (args.publicAddresses.length === 0) console.log('It answers to this machine’s own names and addresses only; name the one people open with --public-address https://edit.example.com.');
  } else {
    console.log(`Editing site.yaml: open ${editor.url}`);
    console.log('The key in that address lets a browser in, also after a restart; keep it to yourself.');
  }
  console.log('Saving checks the file as the build does; press Ctrl+C to stop.');
  const close = () => void editor.close().then(() => process.exit(0));
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  stop(code === 'EADDRINUSE' ? `Port ${port} is in use; set PORT to another, e.g. PORT=4175 npm run edit` : (error as Error).message);
}
